// Outgoing e-mail. With SMTP_URL set, messages go out through SMTP (nodemailer). Without it they
// are written as raw RFC 822 files to <DATA_DIR>/mail/<timestamp>-<to>.eml, so a developer can
// open them in any mail client (decisions.md, "Notifications").
import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

interface MailReceipt {
  readonly messageId: string;
  /** The .eml file written (file mode only). */
  readonly file?: string;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'file'. */
  readonly kind: 'smtp' | 'file';
  send(message: MailMessage): Promise<MailReceipt>;
  /** Closes pooled SMTP connections (no-op for files). */
  close(): void;
}

export interface MailerOptions {
  /** smtp://[user:pass@]host[:port] or smtps://… ; unset → .eml files. */
  readonly smtpUrl?: string | undefined;
  /** From header, e.g. `Greenroom <no-reply@greenroom.example>`. */
  readonly from: string;
  /** The data directory; files go to `<dataDir>/mail`. */
  readonly dataDir: string;
}

/** The From address when MAIL_FROM is unset: no-reply at the public host (or localhost). */
export function defaultMailFrom(publicUrl?: string): string {
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  return `Greenroom <no-reply@${host}>`;
}

/** Builds nodemailer SMTP options from an smtp:// or smtps:// URL, with sane timeouts. */
export function smtpOptionsFromUrl(smtpUrl: string) {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got ${url.protocol})`);
  }
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

/** `2025-01-31T09-05-07-123Z-ada_lovelace@nyu.edu.eml` — safe on every filesystem. */
export function emlFileName(to: string, at: Date = new Date()): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  const safeTo = to
    .toLowerCase()
    .replace(/[^a-z0-9@._+-]/g, '_')
    .slice(0, 100);
  return `${stamp}-${safeTo}.eml`;
}

export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, from } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpOptionsFromUrl(smtpUrl));
    return {
      kind: 'smtp',
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        return { messageId: info.messageId };
      },
      close() {
        transport.close();
      },
    };
  }

  const mailDir = path.join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    kind: 'file',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error('mailer: expected a buffered message');
      await mkdir(mailDir, { recursive: true });
      const base = emlFileName(message.to);
      // Write under a temporary name, then rename: a reader never sees half a message.
      const tmp = path.join(mailDir, `.${base}.${randomBytes(4).toString('hex')}.tmp`);
      await writeFile(tmp, raw, { mode: 0o600 });
      let file = path.join(mailDir, base);
      for (let n = 1; await exists(file); n++) {
        file = path.join(mailDir, base.replace(/\.eml$/, `-${n}.eml`));
      }
      await rename(tmp, file);
      return { messageId: info.messageId, file };
    },
    close() {},
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
