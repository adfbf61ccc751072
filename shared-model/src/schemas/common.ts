// Building blocks shared by the feature schemas.
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  SKILL_MAX_LENGTH,
  SKILLS_MAX_COUNT,
  TIMESTAMP_MAX_MS,
  TIMESTAMP_MIN_MS,
  URL_MAX_LENGTH,
} from '../constants';
import { isMediaAddress } from '../helpers/media-url';
import { cleanName } from '../helpers/names';
import { nulCharacterMessage, VALIDATION_TEXTS } from '../texts';

/**
 * Every text a client sends: a string without U+0000 (PostgreSQL stores no NUL in text or
 * jsonb). The refusal names the field ("content must not contain…"), on the server and in the
 * PWA before it queues a write. Build input strings from this, never from `z.string()`.
 */
export function text(message?: string) {
  return z
    .string(message === undefined ? undefined : { message })
    .refine((v) => !v.includes('\0'), { error: (issue) => nulCharacterMessage(issue.path ?? []) });
}

/** Every entity id is a UUID (server-generated, or client-generated for creates). */
export const Id = z.uuid({ message: VALIDATION_TEXTS.invalidId });
export type Id = z.infer<typeof Id>;

/** Optional client-generated id on create bodies of replicated entities; the server keeps it. */
export const ClientId = Id.optional();

/**
 * ISO 8601 date-time as serialised by the server (`Date#toISOString`), offsets accepted, within
 * the years 1 to 9999 (PostgreSQL refuses year 0, which the format allows).
 */
export const Timestamp = z.iso.datetime({ offset: true }).refine((v) => {
  const ms = Date.parse(v);
  return ms >= TIMESTAMP_MIN_MS && ms <= TIMESTAMP_MAX_MS;
}, VALIDATION_TEXTS.timestampOutOfRange);
export type Timestamp = z.infer<typeof Timestamp>;

/** Trimmed, lower-cased e-mail address. */
export const Email = text()
  .trim()
  .toLowerCase()
  .min(1, VALIDATION_TEXTS.emailRequired)
  .max(EMAIL_MAX_LENGTH, VALIDATION_TEXTS.emailInvalid)
  .pipe(z.email({ message: VALIDATION_TEXTS.emailInvalid }));

/** A password as typed (never trimmed). */
export const PasswordInput = text(VALIDATION_TEXTS.passwordRequired)
  .min(1, VALIDATION_TEXTS.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, VALIDATION_TEXTS.passwordTooLong);

/** Required trimmed text with a message for blank input. */
export function requiredText(max: number, message: string) {
  return text(message)
    .trim()
    .min(1, message)
    .max(max, { message: `${VALIDATION_TEXTS.tooLong} (max ${max})` });
}

/** A member's first or last name: required, without format characters (helpers/names.ts). */
export function nameText(max: number, message: string) {
  return text(message).transform(cleanName).pipe(requiredText(max, message));
}

/** Optional trimmed text: '' and null are stored as null. */
export function optionalText(max: number) {
  return text()
    .trim()
    .max(max, { message: `${VALIDATION_TEXTS.tooLong} (max ${max})` })
    .nullable()
    .transform((v) => (v ? v : null));
}

/** http(s) URL or empty ('' and null are stored as null). */
export const UrlOrEmpty = text()
  .trim()
  .max(URL_MAX_LENGTH, VALIDATION_TEXTS.tooLong)
  .nullable()
  .refine((v) => !v || z.httpUrl().safeParse(v).success, VALIDATION_TEXTS.invalidUrl)
  .transform((v) => (v ? v : null));

/** A media address: one of our own paths or the spec's rewrite forms (helpers/media-url.ts). */
export const MediaAddressText = text()
  .trim()
  .min(1)
  .max(URL_MAX_LENGTH)
  .meta({
    examples: [
      '/uploads/2f1c9a7e4b.png',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
    ],
  });
export const MediaUrl = MediaAddressText.refine(isMediaAddress, VALIDATION_TEXTS.invalidUrl);

/** A skill or tag list: trimmed, blanks dropped, duplicates (case-insensitive) removed. */
export function stringList(maxItems = SKILLS_MAX_COUNT, maxLength = SKILL_MAX_LENGTH) {
  return z
    .array(text().trim().max(maxLength, VALIDATION_TEXTS.tooLong))
    .max(maxItems, VALIDATION_TEXTS.tooMany)
    .transform(dedupe);
}

/** Same as `stringList`, but null (the edit dialogs send null for an empty list) becomes []. */
export function nullableStringList(maxItems = SKILLS_MAX_COUNT, maxLength = SKILL_MAX_LENGTH) {
  return stringList(maxItems, maxLength)
    .nullable()
    .transform((v) => v ?? []);
}

function dedupe(list: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of list) {
    const key = item.toLowerCase();
    if (item === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** A whole number given as a number or a digit string ("2027" or 2027). */
export function intFromInput(min: number, max: number, message: string) {
  return z
    .union(
      [
        z.number({ message }),
        text(message)
          .trim()
          .regex(/^\d{1,6}$/, message)
          .transform(Number),
      ],
      { message },
    )
    .pipe(z.number().int(message).min(min, message).max(max, message));
}

/** Reply `{count}`. */
export const CountReply = z.object({ count: z.number().int().nonnegative() });
export type CountReply = z.infer<typeof CountReply>;

/** A map keyed by item id: view counts (`GET /api/jobs/view-counts` etc.). */
export const ViewCountsReply = z.record(z.string(), z.number().int().nonnegative());
export type ViewCountsReply = z.infer<typeof ViewCountsReply>;

/** Comma list in a query parameter ("a,b,c") → trimmed non-empty items. */
export const CommaList = text().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== ''),
);

/** Path parameter holding an id. */
export const IdParam = z.object({ id: Id });
export type IdParam = z.infer<typeof IdParam>;
