// Web push in the service worker: every push shows a notification (browsers revoke
// subscriptions that show nothing), replaces an older one about the same thing (tag), and sets the
// app badge in the same step. The message is a declarative push message (ADR 048): where the
// browser shows it by itself (Safari 18.4+), this runs only for those marked mutable. A click
// opens or focuses the screen it is about; a connection request offers Accept and Decline, and a
// message Reply (an inline reply where the platform has one), which go through the member's outbox
// without opening the app (sent now when online, later when not).

import { getCurrentMemberId } from '@greenroom/pwa/client-core/local-db/device-db';
import { openMemberDb } from '@greenroom/pwa/client-core/local-db/member-db';
import { prepareWith, setWritePreparer } from '@greenroom/pwa/client-core/outbox/write-preparer';
import { flushCurrentMember } from '@greenroom/pwa/client-core/sync/flush-current-member';
import { answerConnection } from '@greenroom/pwa/features/connections/actions/connection-actions';
import { sendMessage } from '@greenroom/pwa/features/messages/actions/message-actions';
import { PRODUCT_NAME } from '@greenroom/shared-model/constants';
import { MESSAGE_TEXTS } from '@greenroom/shared-model/message-texts';
import { ConnectionMutations } from '@greenroom/shared-model/schemas/connections';
import { MessageMutations } from '@greenroom/shared-model/schemas/messages';
import { readPushPayload, type ShownPush } from '@greenroom/shared-model/schemas/push-payload';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';

interface ShownData {
  url: string;
  connectionId?: string;
  conversationId?: string;
}

interface NotificationAction {
  action: string;
  title: string;
  /** 'text': the platform offers a box, its words arrive as the click's `reply`. */
  type?: 'button' | 'text';
  placeholder?: string;
}

function actionsOf(payload: ShownPush): NotificationAction[] | undefined {
  if (payload.connectionId) {
    return [
      { action: 'accept', title: 'Accept' },
      { action: 'decline', title: 'Decline' },
    ];
  }
  if (payload.conversationId) {
    return [
      {
        action: 'reply',
        type: 'text',
        title: MESSAGE_TEXTS.reply,
        placeholder: MESSAGE_TEXTS.boxLabel,
      },
    ];
  }
  return undefined;
}

function notificationOptions(payload: ShownPush): NotificationOptions & {
  actions?: NotificationAction[];
  navigate?: string;
} {
  const actions = actionsOf(payload);
  return {
    body: payload.body,
    tag: payload.tag,
    icon: ICON,
    badge: ICON,
    lang: 'en',
    dir: 'ltr',
    // WebKit asks a notification shown for a declarative push to name the address a tap opens.
    navigate: new URL(payload.path, self.location.origin).href,
    data: {
      url: payload.path,
      connectionId: payload.connectionId,
      conversationId: payload.conversationId,
    } satisfies ShownData,
    ...(actions ? { actions } : {}),
  };
}

async function showPush(text: string): Promise<void> {
  const payload = readPushPayload(text, self.location.origin) ?? {
    title: PRODUCT_NAME,
    body: 'You have a new notification.',
    path: '/',
    tag: 'greenroom',
  };
  const nav = self.navigator as WorkerNavigator & { setAppBadge?: (n: number) => Promise<void> };
  await Promise.all([
    self.registration.showNotification(payload.title, notificationOptions(payload)),
    payload.badge !== undefined && nav.setAppBadge
      ? nav.setAppBadge(payload.badge).catch(() => {})
      : undefined,
  ]);
}

async function openScreen(url: string): Promise<void> {
  const target = new URL(url, self.location.origin);
  if (target.origin !== self.location.origin) return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const best =
    windows.find((w) => w.focused) ??
    windows.find((w) => w.visibilityState === 'visible') ??
    windows[0];
  if (best) {
    await best.focus().catch(() => undefined);
    await best.navigate(target.href).catch(() => undefined);
    return;
  }
  await self.clients.openWindow(target.href);
}

async function answerFromNotification(connectionId: string, accept: boolean): Promise<void> {
  const userId = await getCurrentMemberId();
  if (!userId) return;
  const db = openMemberDb(userId);
  try {
    await answerConnection(db, connectionId, accept ? 'accepted' : 'blocked');
  } finally {
    db.close();
  }
  await flushCurrentMember('manual', { userId }).catch(() => undefined);
}

/**
 * A message push's inline reply, sent as the conversation's box sends it. False when it could not
 * be queued (words the schema refuses, nobody signed in): the conversation opens instead.
 */
async function replyFromNotification(conversationId: string, text: string): Promise<boolean> {
  const userId = await getCurrentMemberId();
  if (!userId) return false;
  const db = openMemberDb(userId);
  try {
    await sendMessage(db, userId, conversationId, text);
  } catch {
    return false;
  } finally {
    db.close();
  }
  await flushCurrentMember('manual', { userId }).catch(() => undefined);
  return true;
}

async function replyOrOpen(data: Partial<ShownData>, reply: string | null | undefined) {
  const text = reply?.trim();
  if (data.conversationId && text && (await replyFromNotification(data.conversationId, text))) {
    return;
  }
  await openScreen(data.url ?? '/');
}

export function setUpPush(): void {
  // A notification's Accept and Reply write through the outbox. A service worker cannot import
  // on demand, so it holds the schemas of the features it writes with, not every schema.
  setWritePreparer(prepareWith({ ...ConnectionMutations, ...MessageMutations }));
  self.addEventListener('push', (event) => {
    event.waitUntil(
      showPush(event.data?.text() ?? '').catch((error: unknown) => {
        console.error('push: the notification could not be shown', error);
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = (event.notification.data ?? {}) as Partial<ShownData>;
    if ((event.action === 'accept' || event.action === 'decline') && data.connectionId) {
      event.waitUntil(answerFromNotification(data.connectionId, event.action === 'accept'));
      return;
    }
    // Without inline replies the platform shows Reply as a button: the conversation opens.
    if (event.action === 'reply') {
      event.waitUntil(replyOrOpen(data, (event as NotificationEvent & { reply?: string }).reply));
      return;
    }
    event.waitUntil(openScreen(data.url ?? '/'));
  });

  // The browser renewed the subscription: tell the pages to send the new one (they hold the
  // session); with none open, the next start re-syncs it.
  self.addEventListener('pushsubscriptionchange', (event) => {
    event.waitUntil(
      self.clients.matchAll({ type: 'window' }).then((windows) => {
        for (const w of windows) w.postMessage({ type: 'push-resync' });
      }),
    );
  });
}
