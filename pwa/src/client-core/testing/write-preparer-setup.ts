// Vitest setup (unit project): writes prepared in-process, as the service worker does (the page
// prepares them in its schema worker, main.tsx). IndexedDB (fake-indexeddb) is in place before
// any file runs: the files of a worker share their modules (isolate: false), and Dexie keeps the
// IndexedDB it found when first loaded, so a file that loaded Dexie before any file had put the
// fake in place left every later file of that worker with "IndexedDB API missing" (seen once in
// a clean run: device-db and other-members tests).
import 'fake-indexeddb/auto';
import { MUTATIONS } from '@greenroom/shared-model/schemas/mutations';
import { prepareWith, setWritePreparer } from '../outbox/write-preparer';

setWritePreparer(prepareWith(MUTATIONS));
