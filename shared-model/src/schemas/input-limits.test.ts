import { describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH } from '../constants';
import { nestsDeeperThan } from '../helpers/json-depth';
import { nulCharacterMessage, VALIDATION_TEXTS } from '../texts';
import { SignupBody } from './auth';
import { Timestamp, text } from './common';
import { MUTATIONS, parseMutationBody } from './mutations';
import { CreatePostBody } from './posts';
import { UpdateProfileBody } from './users';

const firstMessage = (r: { error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('text()', () => {
  it('refuses U+0000 and names the field, however deep', () => {
    expect(firstMessage(CreatePostBody.safeParse({ content: 'a\u0000' }))).toBe(
      nulCharacterMessage(['content']),
    );
    expect(firstMessage(UpdateProfileBody.safeParse({ skills: ['a', '\u0000'] }))).toBe(
      nulCharacterMessage(['skills', 1]),
    );
    expect(
      firstMessage(
        SignupBody.safeParse({
          email: 'a@nyu.edu',
          password: 'pass\u0000word',
          firstName: 'A',
          lastName: 'B',
          program: 'Film and Television',
          graduationYear: 2027,
        }),
      ),
    ).toBe(nulCharacterMessage(['password']));
    expect(firstMessage(text().safeParse('\u0000'))).toBe(nulCharacterMessage([]));
    expect(text().safeParse('ok \u0001 \uFFFF').success).toBe(true);
  });
});

describe('Timestamp', () => {
  it('accepts years 1 to 9999 (UTC) only', () => {
    expect(Timestamp.safeParse('0001-01-01T00:00:00Z').success).toBe(true);
    expect(Timestamp.safeParse('9999-12-31T23:59:59.999Z').success).toBe(true);
    for (const v of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00+01:00',
      '9999-12-31T23:59:59-01:00',
    ]) {
      expect(firstMessage(Timestamp.safeParse(v))).toBe(VALIDATION_TEXTS.timestampOutOfRange);
    }
  });
});

describe('nestsDeeperThan', () => {
  const nested = (levels: number): unknown => {
    let v: unknown = 1;
    for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { a: v };
    return v;
  };
  it('counts arrays and objects, without recursion', () => {
    expect(nestsDeeperThan(1, 0)).toBe(false);
    expect(nestsDeeperThan({}, 1)).toBe(false);
    expect(nestsDeeperThan({ a: [] }, 1)).toBe(true);
    expect(nestsDeeperThan(nested(JSON_MAX_DEPTH), JSON_MAX_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(JSON_MAX_DEPTH + 1), JSON_MAX_DEPTH)).toBe(true);
    expect(nestsDeeperThan(nested(500_000), JSON_MAX_DEPTH)).toBe(true);
  });

  it('parseMutationBody refuses a deep body before the schema sees it', () => {
    const checked = parseMutationBody(MUTATIONS.createPost, nested(500_000));
    expect(checked).toMatchObject({ ok: false, message: VALIDATION_TEXTS.nestedTooDeep });
  });
});
