// VAPID keys: from configuration (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY), else generated once and
// kept in the database, so every server process signs with the same keys and subscriptions
// survive restarts. The subject is a real mailto: or https: address (Apple refuses others).
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { appSecrets } from '../../../db/schema/notifications';
import type { AppEnv } from '../../../env';
import { loadWebPush } from './web-push-module';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const SECRET_NAME = 'vapid';

function subjectOf(env: AppEnv): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  if (env.PUBLIC_URL?.startsWith('https://')) return env.PUBLIC_URL;
  return `mailto:${env.PRIMARY_ADMIN_EMAIL}`;
}

export async function loadVapidKeys(db: AppDb, env: AppEnv): Promise<VapidKeys> {
  const subject = subjectOf(env);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const stored = () => db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  let [row] = await stored();
  if (!row) {
    const generated = (await loadWebPush()).generateVAPIDKeys();
    await db
      .insert(appSecrets)
      .values({ name: SECRET_NAME, value: JSON.stringify(generated) })
      .onConflictDoNothing();
    [row] = await stored();
  }
  const keys = JSON.parse(row!.value) as { publicKey: string; privateKey: string };
  return { ...keys, subject };
}

/** The key that signs e-mail links (unsubscribe), made by migration 0006. */
export async function emailLinkKey(db: AppDb): Promise<string> {
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(sql`${appSecrets.name} = 'email_links'`);
  return row!.value;
}
