// One mailer per app, built from its configuration on first use and shared by every feature
// (verification e-mails now, notification e-mails later): `appMailer(services).send(...)`.
import type { AppEnv } from '../env';
import { createMailer, defaultMailFrom, type Mailer } from './mailer';

export type { Mailer } from './mailer';

const mailers = new WeakMap<object, Mailer>();

function mailerFromEnv(env: AppEnv): Mailer {
  return createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? defaultMailFrom(env.PUBLIC_URL),
    dataDir: env.DATA_DIR,
  });
}

/** The app's mailer (created once per services object). */
export function appMailer(services: { env: AppEnv }): Mailer {
  let mailer = mailers.get(services);
  if (!mailer) {
    mailer = mailerFromEnv(services.env);
    mailers.set(services, mailer);
  }
  return mailer;
}
