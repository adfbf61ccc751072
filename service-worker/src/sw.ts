/// <reference lib="webworker" />
// The service worker: a thin wiring file. Each concern lives in its own module.
import './no-zod-jit';
import { setUpBackgroundSync } from './background-sync';
import { setUpCaching } from './caching';
import { handleMessages } from './messages';
import { setUpPush } from './push';
import { setUpShareTarget } from './share-target';

declare const self: ServiceWorkerGlobalScope;

// Before the caching routes: a share's POST is answered here, never by the network.
setUpShareTarget();
setUpCaching();
handleMessages();
setUpBackgroundSync();
setUpPush();

// An activating worker takes control of the open pages no worker controls (those of the first
// install). Updates still wait for the member to accept the update prompt: that is the waiting
// step, not this one. The claim must not depend on state read when the script is evaluated: a
// worker stopped after its install and started again to activate sees itself as
// `registration.active` already, so a claim guarded by that check never ran and the page stayed
// uncontrolled until the next navigation.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
