/// <reference lib="webworker" />
// The service worker: a thin wiring file. Each concern lives in its own module.
import './no-zod-jit';
import { clientsClaim } from 'workbox-core';
import { setUpBackgroundSync } from './background-sync';
import { setUpCaching } from './caching';
import { handleMessages } from './messages';
import { setUpPush } from './push';

declare const self: ServiceWorkerGlobalScope;

setUpCaching();
handleMessages();
setUpBackgroundSync();
setUpPush();

// The first install takes control of open pages at once (there is no older version to
// disturb); updates wait for the member to accept the update prompt.
if (!self.registration.active) clientsClaim();
