import { describe, expect, it } from 'vitest';
import {
  contentToDraft,
  draftToContent,
  insertMention,
  mentionQueryAt,
  nameMatches,
} from './mention-draft';

const ADA = '0b7e6c3a-1d2f-4a5b-8c9d-0e1f2a3b4c5d';
const ADAM = '1c8f7d4b-2e3a-4b6c-9d0e-1f2a3b4c5d6e';

describe('mention drafts', () => {
  it('finds the "@…" being typed at the caret, not an e-mail address', () => {
    expect(mentionQueryAt('Thanks @ad', 10)).toEqual({ start: 7, query: 'ad' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('ask @ada ok', 11)).toEqual({ start: 4, query: 'ada ok' });
    expect(mentionQueryAt('mail ada@school.edu', 19)).toBeNull();
    expect(mentionQueryAt('Thanks @ad and more', 19)).toBeNull();
  });

  it('inserts the chosen name and puts the caret after it', () => {
    expect(insertMention('Thanks @ad!', { start: 7, end: 10 }, 'Ada Okafor')).toEqual({
      text: 'Thanks @Ada Okafor !',
      caret: 19,
    });
  });

  it('writes chosen mentions as markup, the longer name first, and reads them back', () => {
    const mentions = [
      { name: 'Ada', userId: ADA },
      { name: 'Ada Mensah', userId: ADAM },
    ];
    const content = draftToContent('@Ada Mensah and @Ada, and @Bo', mentions);
    expect(content).toBe(`@[Ada Mensah](${ADAM}) and @[Ada](${ADA}), and @Bo`);
    expect(contentToDraft(content)).toEqual({
      text: '@Ada Mensah and @Ada, and @Bo',
      mentions: [
        { name: 'Ada Mensah', userId: ADAM },
        { name: 'Ada', userId: ADA },
      ],
    });
  });

  it('matches a name when each typed word starts one of its words, in order', () => {
    expect(nameMatches('Ada Okafor', '')).toBe(true);
    expect(nameMatches('Ada Okafor', 'ok')).toBe(true);
    expect(nameMatches('Ada Okafor', 'ad ok')).toBe(true);
    expect(nameMatches('Ada Okafor', 'ok ad')).toBe(false);
    expect(nameMatches('Ada Okafor', 'fo')).toBe(false);
  });
});
