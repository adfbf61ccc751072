// "Share to Greenroom" from another app (Web Share Target, ADR 048): the manifest's share_target
// POSTs a form here. The worker answers it itself, online or not: the shared text and file are
// kept on the device and the app opens "Create a Post" with them (a 303 to a GET of the shell).
import { getCurrentMemberId } from '@greenroom/pwa/client-core/local-db/device-db';
import { SHARE_LANDING, SHARE_TARGET_PATH } from '@greenroom/pwa/client-core/share-target-form';
import { keepSharedIn } from '@greenroom/pwa/client-core/shared-in';

declare const self: ServiceWorkerGlobalScope;

async function receive(request: Request): Promise<Response> {
  try {
    const memberId = await getCurrentMemberId().catch(() => null);
    await keepSharedIn(await request.formData(), memberId ?? null);
  } catch (error) {
    // The home screen then says that nothing came through.
    console.error('share target: the shared form could not be kept', error);
  }
  return Response.redirect(new URL(SHARE_LANDING, self.location.origin).href, 303);
}

export function setUpShareTarget(): void {
  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'POST') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin || url.pathname !== SHARE_TARGET_PATH) return;
    event.respondWith(receive(request));
  });
}
