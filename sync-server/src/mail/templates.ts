// E-mail copy. Plain, kind, short; every message has a text and an HTML part with the same words.
import { PRODUCT_NAME, SCHOOL_NAME, UNIVERSITY_NAME } from '@greenroom/shared-model';

export interface MailContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export const VERIFICATION_SUBJECT = `Confirm your ${PRODUCT_NAME} e-mail`;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A minimal, readable HTML wrapper that mail clients render consistently. */
function htmlDocument(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f5f2;font-family:Helvetica,Arial,sans-serif;color:#1d1d1b;line-height:1.5">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
${body}
</div>
</body>
</html>
`;
}

export interface VerificationEmailInput {
  readonly firstName?: string | null;
  /** Absolute link: `<origin>/api/auth/verify-email?token=…`. */
  readonly link: string;
  /** How long the link works, in hours. */
  readonly validHours: number;
}

export function verificationEmail(input: VerificationEmailInput): MailContent {
  const name = input.firstName?.trim();
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const text = [
    greeting,
    '',
    `Welcome to ${PRODUCT_NAME}, the network for ${UNIVERSITY_NAME} ${SCHOOL_NAME} students and alumni.`,
    'Please confirm that this is your university e-mail address by opening this link:',
    '',
    input.link,
    '',
    `The link works for ${input.validHours} hours. If it has expired, sign in and choose`,
    '"Resend verification e-mail".',
    '',
    `If you did not create a ${PRODUCT_NAME} account, you can ignore this e-mail.`,
    '',
    `— ${PRODUCT_NAME}`,
    '',
  ].join('\n');

  const link = escapeHtml(input.link);
  const html = htmlDocument(
    VERIFICATION_SUBJECT,
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">Welcome to ${PRODUCT_NAME}, the network for ${UNIVERSITY_NAME} ${SCHOOL_NAME} students and alumni. Please confirm that this is your university e-mail address.</p>
<p style="margin:24px 0"><a href="${link}" style="display:inline-block;background:#57068c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">Confirm my e-mail</a></p>
<p style="margin:0 0 16px;font-size:14px">If the button does not work, copy this address into your browser:<br><a href="${link}" style="color:#57068c;word-break:break-all">${link}</a></p>
<p style="margin:0 0 16px;font-size:14px">The link works for ${input.validHours} hours. If it has expired, sign in and choose “Resend verification e-mail”.</p>
<p style="margin:0;font-size:14px;color:#5c5c58">If you did not create a ${PRODUCT_NAME} account, you can ignore this e-mail.</p>`,
  );

  return { subject: VERIFICATION_SUBJECT, text, html };
}

interface NotificationEmailItem {
  readonly title: string;
  readonly message: string;
  /** Absolute link to the screen it is about, when the app's address is known. */
  readonly link: string | null;
}

export interface NotificationEmailInput {
  readonly firstName: string;
  /** What these notifications are, e.g. "connection requests". */
  readonly kindLabel: string;
  readonly items: readonly NotificationEmailItem[];
  /** Absolute link that turns these e-mails off without signing in (null: no address known). */
  readonly unsubscribeLink: string | null;
  /** The subject, when the kind has its own (else the one notification's words, or a count). */
  readonly subject?: string;
}

export const UNREAD_MESSAGES_SUBJECT = `You have unread messages on ${PRODUCT_NAME}`;

/**
 * A conversation's line in the unread-messages e-mail: who wrote (or the group's name) and how
 * many, never the words (ADR 045).
 */
export function unreadMessagesItem(input: {
  name: string | null;
  senders: readonly string[];
  count: number;
}): { title: string; message: string } {
  const [first = 'A member', second, ...rest] = input.senders;
  const who = !second
    ? first
    : rest.length === 0
      ? `${first} and ${second}`
      : `${first}, ${second} and ${rest.length === 1 ? '1 other' : `${rest.length} others`}`;
  const count = `${input.count} unread ${input.count === 1 ? 'message' : 'messages'}`;
  return input.name
    ? { title: input.name, message: `${count} from ${who}` }
    : { title: who, message: count };
}

/** One notification, or a digest of the ones batched in the last hour. */
export function notificationEmail(input: NotificationEmailInput): MailContent {
  const [first] = input.items;
  const subject =
    input.subject ??
    (input.items.length === 1 && first
      ? `${first.title}: ${first.message}`.slice(0, 150)
      : `${input.items.length} new ${input.kindLabel} on ${PRODUCT_NAME}`);
  const greeting = `Hi ${input.firstName.trim() || 'there'},`;
  const lines = input.items.flatMap((item) => [
    `• ${item.title}: ${item.message}`,
    ...(item.link ? [`  ${item.link}`] : []),
  ]);
  const off = input.unsubscribeLink
    ? [`To stop e-mails about ${input.kindLabel}, open: ${input.unsubscribeLink}`]
    : [`You can turn these e-mails off in ${PRODUCT_NAME}'s Settings.`];
  const text = [greeting, '', ...lines, '', ...off, '', `— ${PRODUCT_NAME}`, ''].join('\n');
  const items = input.items
    .map((item) => {
      const title = escapeHtml(item.title);
      const heading = item.link
        ? `<a href="${escapeHtml(item.link)}" style="color:#57068c;font-weight:bold">${title}</a>`
        : `<strong>${title}</strong>`;
      return `<li style="margin:0 0 12px">${heading}<br>${escapeHtml(item.message)}</li>`;
    })
    .join('\n');
  const footer = input.unsubscribeLink
    ? `<a href="${escapeHtml(input.unsubscribeLink)}" style="color:#5c5c58">Stop e-mails about ${escapeHtml(input.kindLabel)}</a>`
    : `You can turn these e-mails off in ${PRODUCT_NAME}'s Settings.`;
  const html = htmlDocument(
    subject,
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<ul style="margin:0 0 16px;padding-left:20px">${items}</ul>
<p style="margin:0;font-size:13px;color:#5c5c58">${footer}</p>`,
  );
  return { subject, text, html };
}

const PASSWORD_RESET_SUBJECT = `Reset your ${PRODUCT_NAME} password`;

/** Greeting, paragraphs and an optional button, as text and HTML with the same words. */
function simpleEmail(
  subject: string,
  firstName: string | null | undefined,
  paragraphs: readonly string[],
  button?: { label: string; link: string },
): MailContent {
  const name = firstName?.trim();
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const [first = '', ...rest] = paragraphs;
  const text = [
    greeting,
    '',
    first,
    '',
    ...(button ? [button.link, ''] : []),
    ...rest.flatMap((p) => [p, '']),
    `— ${PRODUCT_NAME}`,
    '',
  ].join('\n');
  const link = button ? escapeHtml(button.link) : '';
  const html = htmlDocument(
    subject,
    [
      `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>`,
      `<p style="margin:0 0 16px">${escapeHtml(first)}</p>`,
      button
        ? `<p style="margin:24px 0"><a href="${link}" style="display:inline-block;background:#57068c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(button.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px">If the button does not work, copy this address into your browser:<br><a href="${link}" style="color:#57068c;word-break:break-all">${link}</a></p>`
        : '',
      ...rest.map((p) => `<p style="margin:0 0 16px;font-size:14px">${escapeHtml(p)}</p>`),
    ].join('\n'),
  );
  return { subject, text, html };
}

/** The link that lets a member choose a new password. */
export function passwordResetEmail(input: {
  firstName?: string | null;
  link: string;
  validMinutes: number;
}): MailContent {
  return simpleEmail(
    PASSWORD_RESET_SUBJECT,
    input.firstName,
    [
      `Someone (we hope you) asked to reset the password of your ${PRODUCT_NAME} account. Open this link to choose a new one:`,
      `The link works for ${input.validMinutes} minutes and once. Choosing a new password signs you out on every other device.`,
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
    { label: 'Choose a new password', link: input.link },
  );
}

/** The answer to a reset request for an account that signs in with Google only. */
export function googleOnlyResetEmail(input: { firstName?: string | null }): MailContent {
  return simpleEmail(PASSWORD_RESET_SUBJECT, input.firstName, [
    `Someone (we hope you) asked to reset the password of your ${PRODUCT_NAME} account. This account has no password: it signs in with Google. Choose "Sign in with Google" on the sign-in page.`,
    'If you did not ask for this, you can ignore this e-mail.',
  ]);
}

const EMAIL_CHANGE_SUBJECT = `Confirm your new ${PRODUCT_NAME} e-mail`;
const EMAIL_CHANGE_NOTICE_SUBJECT = `Your ${PRODUCT_NAME} e-mail is being changed`;

/** To the new address: the link that finishes the change. */
export function emailChangeEmail(input: {
  firstName?: string | null;
  link: string;
  validHours: number;
}): MailContent {
  return simpleEmail(
    EMAIL_CHANGE_SUBJECT,
    input.firstName,
    [
      `You asked to use this address for your ${PRODUCT_NAME} account. Open this link to confirm it:`,
      `The link works for ${input.validHours} hours and once. Until then, your account keeps its current address.`,
      'If you did not ask for this, you can ignore this e-mail.',
    ],
    { label: 'Confirm my new e-mail', link: input.link },
  );
}

/** To the old address: the change was asked for (the member learns of it if it was not them). */
export function emailChangeNoticeEmail(input: {
  firstName?: string | null;
  newEmail: string;
}): MailContent {
  return simpleEmail(EMAIL_CHANGE_NOTICE_SUBJECT, input.firstName, [
    `Someone signed in to your ${PRODUCT_NAME} account asked to change its e-mail address to ${input.newEmail}. The change happens only when the link sent to that address is opened.`,
    'If this was not you, change your password now: the change of password ends every session, and the pending change of address with it.',
  ]);
}
