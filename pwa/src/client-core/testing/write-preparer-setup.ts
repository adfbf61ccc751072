// Vitest setup (unit project): writes prepared in-process, as the service worker does (the page
// prepares them in its schema worker, main.tsx).
import { MUTATIONS } from '@greenroom/shared-model/schemas/mutations';
import { prepareWith, setWritePreparer } from '../outbox/write-preparer';

setWritePreparer(prepareWith(MUTATIONS));
