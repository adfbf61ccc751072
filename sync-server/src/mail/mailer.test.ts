import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail, type SmtpSink, startSmtpSink } from '../../../tests/support/smtp-sink';
import { createMailer, defaultMailFrom, emlFileName, smtpOptionsFromUrl } from './mailer';
import { escapeHtml, VERIFICATION_SUBJECT, verificationEmail } from './templates';

const link = 'http://localhost:3000/api/auth/verify-email?token=abc_DEF-123';

describe('verification e-mail template', () => {
  it('has the subject, a text part and an HTML part with the link', () => {
    const mail = verificationEmail({ firstName: 'Ada', link, validHours: 48 });
    expect(mail.subject).toBe('Confirm your Greenroom e-mail');
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('48 hours');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Confirm my e-mail');
  });

  it('escapes names and links in the HTML part', () => {
    const mail = verificationEmail({
      firstName: '<b>Eve</b>',
      link: 'http://x.test/?a=1&b="2"',
      validHours: 48,
    });
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.html).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.html).toContain('href="http://x.test/?a=1&amp;b=&quot;2&quot;"');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it('greets without a name', () => {
    expect(verificationEmail({ firstName: '  ', link, validHours: 48 }).text).toMatch(/^Hi,\n/);
  });
});

describe('mailer helpers', () => {
  it('names .eml files by time and recipient, safely', () => {
    const at = new Date('2025-01-31T09:05:07.123Z');
    expect(emlFileName('Ada@NYU.edu', at)).toBe('2025-01-31T09-05-07-123Z-ada@nyu.edu.eml');
    expect(emlFileName('../../etc/passwd@x', at)).toBe(
      '2025-01-31T09-05-07-123Z-.._.._etc_passwd@x.eml',
    );
  });

  it('parses SMTP URLs', () => {
    expect(smtpOptionsFromUrl('smtp://127.0.0.1:2525')).toMatchObject({
      host: '127.0.0.1',
      port: 2525,
      secure: false,
      auth: undefined,
    });
    expect(smtpOptionsFromUrl('smtps://me%40x.org:p%3Ass@mail.x.org')).toMatchObject({
      host: 'mail.x.org',
      port: 465,
      secure: true,
      auth: { user: 'me@x.org', pass: 'p:ss' },
    });
    expect(() => smtpOptionsFromUrl('http://mail.x.org')).toThrow(/smtp/);
  });

  it('derives a From address', () => {
    expect(defaultMailFrom()).toBe('Greenroom <no-reply@localhost>');
    expect(defaultMailFrom('https://greenroom.example')).toBe(
      'Greenroom <no-reply@greenroom.example>',
    );
  });
});

describe('file mailer (no SMTP)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'greenroom-mail-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes a readable .eml with a text and an HTML part', async () => {
    const mailer = createMailer({ from: 'Greenroom <no-reply@localhost>', dataDir });
    expect(mailer.kind).toBe('file');
    const content = verificationEmail({ firstName: 'Ada', link, validHours: 48 });
    const receipt = await mailer.send({ to: 'ada@nyu.edu', ...content });
    const second = await mailer.send({ to: 'ada@nyu.edu', ...content });

    const files = (await readdir(path.join(dataDir, 'mail'))).sort();
    expect(files).toHaveLength(2);
    for (const f of files) expect(f).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-ada@nyu\.edu(-\d+)?\.eml$/);
    expect(receipt.file).toBeDefined();
    expect(second.file).not.toBe(receipt.file);

    const parsed = await parseMail(await readFile(receipt.file!));
    expect(parsed.subject).toBe(VERIFICATION_SUBJECT);
    expect(parsed.text).toContain(link);
    expect(parsed.html).toContain(`href="${link}"`);
    const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
    expect(to?.value[0]?.address).toBe('ada@nyu.edu');
    expect(parsed.from?.value[0]?.address).toBe('no-reply@localhost');
  });
});

describe('SMTP mailer', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.stop();
  });

  it('delivers through SMTP to a real server', async () => {
    const mailer = createMailer({
      smtpUrl: sink.url,
      from: 'Greenroom <no-reply@greenroom.test>',
      dataDir: '/nonexistent',
    });
    expect(mailer.kind).toBe('smtp');
    const content = verificationEmail({ firstName: 'Grace', link, validHours: 48 });
    await mailer.send({ to: 'grace@nyu.edu', ...content });
    mailer.close();

    const msg = await sink.waitFor((m) => m.envelopeTo.includes('grace@nyu.edu'));
    expect(msg.envelopeFrom).toBe('no-reply@greenroom.test');
    expect(msg.subject).toBe('Confirm your Greenroom e-mail');
    expect(msg.text).toContain(link);
    expect(msg.html).toContain(`href="${link}"`);
  });

  it('rejects when the SMTP server is unreachable', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'Greenroom <no-reply@greenroom.test>',
      dataDir: '/nonexistent',
    });
    await expect(
      mailer.send({ to: 'x@nyu.edu', subject: 's', text: 't', html: 'h' }),
    ).rejects.toThrow();
  });
});
