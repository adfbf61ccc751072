// A real SMTP peer on loopback for tests: smtp-server (no AUTH, no TLS) that keeps every message
// it receives, parsed with mailparser. Point the server at it with `SMTP_URL: sink.url`.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  /** Envelope recipients (RCPT TO), lower-cased. */
  readonly envelopeTo: readonly string[];
  /** Envelope sender (MAIL FROM). */
  readonly envelopeFrom: string | undefined;
  readonly mail: ParsedMail;
  /** Plain-text part ('' when absent). */
  readonly text: string;
  /** HTML part ('' when absent). */
  readonly html: string;
  readonly subject: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` */
  readonly url: string;
  readonly port: number;
  /** Every message received so far, oldest first. */
  readonly messages: readonly SinkMessage[];
  /**
   * Resolves with the first message (already received or arriving later) that matches the
   * predicate (default: any message), or rejects after `timeoutMs`.
   */
  waitFor(predicate?: (m: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  /** Messages sent to that address (envelope recipient). */
  to(address: string): SinkMessage[];
  clear(): void;
  stop(): Promise<void>;
}

/** Parses a raw RFC 822 message (e.g. an .eml file the server wrote) with mailparser. */
export function parseMail(raw: Buffer | string): Promise<ParsedMail> {
  return simpleParser(raw);
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    banner: 'greenroom test sink',
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            envelopeTo: session.envelope.rcptTo.map((a) => a.address.toLowerCase()),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            mail,
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            subject: mail.subject ?? '',
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    },
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.on('error', reject);
    const net = server.listen(0, '127.0.0.1', () => {
      resolve((net.address() as AddressInfo).port);
    });
  });

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    to(address) {
      const a = address.toLowerCase();
      return messages.filter((m) => m.envelopeTo.includes(a));
    },
    waitFor(predicate = () => true, timeoutMs = 5_000) {
      return new Promise<SinkMessage>((resolve, reject) => {
        const check = (): boolean => {
          const found = messages.find(predicate);
          if (!found) return false;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const wake = () => {
          check();
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`smtp-sink: no matching message within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      });
    },
    clear() {
      messages.length = 0;
    },
    stop() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
