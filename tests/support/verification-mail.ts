// The e-mails a test server wrote as .eml files under `<DATA_DIR>/mail` (no SMTP configured), and
// verifying a test member the way a person does: the link in the verification e-mail, followed
// with the member's own cookies. Used by the sign-up helpers, which return verified members by
// default (#28 §1: only verified members use the network).
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseMail } from './smtp-sink';

const LINK = /\/api\/auth\/verify-email\?token=[A-Za-z0-9_-]+/;
/** How long the e-mail may take (the sign-up hook sends it after the reply). */
const MAIL_WAIT_MS = 20_000;

/** Where each test server writes its e-mails (`<DATA_DIR>/mail`), by base URL. */
const mailDirs = new Map<string, string>();

/** The server at `baseUrl` writes its e-mails under `dataDir` (servers.ts, server-process.ts). */
export function registerMailDir(baseUrl: string, dataDir: string): void {
  mailDirs.set(baseUrl, join(dataDir, 'mail'));
}

/** The mail folder of a registered test server listening on `port`, if any (any host name). */
export function mailDirOfPort(port: string): string | undefined {
  for (const [baseUrl, dir] of mailDirs) if (new URL(baseUrl).port === port) return dir;
  return undefined;
}

/** The mail folder of the test server at `baseUrl`. */
export function mailDirOf(baseUrl: string): string {
  const dir = mailDirs.get(baseUrl);
  if (!dir) throw new Error(`no mail directory registered for ${baseUrl} (registerMailDir)`);
  return dir;
}

/** An e-mail as the server wrote it: its subject and plain text. */
interface WrittenMail {
  subject: string;
  text: string;
}

/**
 * The newest e-mail to `email` in `mailDir` that `matches`, written at or after `since`, waiting
 * for it to be written (the server sends after its reply).
 */
export async function newestMailIn(
  mailDir: string,
  email: string,
  { matches, since = new Date(0) }: { matches: (mail: WrittenMail) => boolean; since?: Date },
): Promise<WrittenMail> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  const needle = email.toLowerCase();
  for (;;) {
    const names = (await readdir(mailDir).catch(() => [] as string[]))
      .filter((n) => n.endsWith('.eml') && n.toLowerCase().includes(needle))
      .sort()
      .reverse();
    for (const name of names) {
      const written = await stat(join(mailDir, name));
      // Whole milliseconds on some file systems: a margin of one.
      if (written.mtimeMs < since.getTime() - 1) continue;
      const parsed = await parseMail(await readFile(join(mailDir, name)));
      const mail = { subject: parsed.subject ?? '', text: parsed.text ?? '' };
      if (matches(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no such e-mail to ${email} in ${mailDir}`);
    // The file appears once the e-mail is handed over; look again on the next timer turn.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * `/api/auth/verify-email?token=…` from the newest verification e-mail to `email` written at or
 * after `since` (an address that signed up before, e.g. after its account was removed, has older
 * e-mails whose links no longer work).
 */
export async function verificationLinkIn(
  mailDir: string,
  email: string,
  since: Date = new Date(0),
): Promise<string> {
  const mail = await newestMailIn(mailDir, email, { since, matches: (m) => LINK.test(m.text) });
  return mail.text.match(LINK)![0];
}
