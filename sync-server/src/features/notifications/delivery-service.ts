// The app's notification delivery: VAPID keys, the push transport and the dispatcher, set up on
// first use (the keys may have to be made and stored first). startServer() starts the
// dispatcher; tests drive it with drain().

import { appMailer } from '../../mail';
import type { AppServices } from '../../services';
import { createDispatcher, type Dispatcher } from './dispatcher';
import { pushOrigin } from './push/push-message';
import {
  createPushTransport,
  type PushTransport,
  type PushTransportOptions,
} from './push/push-transport';
import { emailLinkKey, loadVapidKeys, type VapidKeys } from './push/vapid';

interface DeliveryParts {
  vapid: VapidKeys;
  push: PushTransport;
  dispatcher: Dispatcher;
  emailKey: string;
}

export function createDeliveryService(services: AppServices, options: PushTransportOptions = {}) {
  let parts: Promise<DeliveryParts> | null = null;
  const ready = () => {
    parts ??= (async () => {
      const vapid = await loadVapidKeys(services.pool, services.env);
      const push = createPushTransport(vapid, options);
      const emailKey = await emailLinkKey(services.pool);
      const dispatcher = createDispatcher({
        db: services.pool,
        env: services.env,
        logger: services.logger,
        push,
        mailer: appMailer(services),
        emailKey,
        listen: (channel, fn) => services.database.listen(channel, () => fn()),
      });
      return { vapid, push, dispatcher, emailKey };
    })();
    parts.catch(() => {
      parts = null;
    });
    return parts;
  };
  return {
    ready,
    /** The site a push's address opens (push-message.ts). */
    origin: pushOrigin(services.env),
    async start() {
      await (await ready()).dispatcher.start();
    },
    async passes(): Promise<number> {
      return (await ready()).dispatcher.passes();
    },
    async drain() {
      await (await ready()).dispatcher.drain();
    },
    async stop() {
      if (!parts) return;
      const p = await parts.catch(() => null);
      await p?.dispatcher.stop();
      p?.push.close();
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
