import { describe, expect, it } from 'vitest';
import {
  instagramUrlFromInput,
  instagramUsernameFromUrl,
  parseInstagramUsername,
} from './instagram';

describe('instagram', () => {
  it.each([
    ['jane.doe', 'jane.doe'],
    ['@jane.doe', 'jane.doe'],
    ['  @@jane_doe  ', 'jane_doe'],
    ['https://www.instagram.com/jane.doe', 'jane.doe'],
    ['https://instagram.com/jane.doe/', 'jane.doe'],
    ['http://instagram.com/jane.doe?hl=en', 'jane.doe'],
    ['instagram.com/jane.doe', 'jane.doe'],
    ['www.instagram.com/jane.doe/#top', 'jane.doe'],
    ['https://m.instagram.com/Jane.Doe', 'Jane.Doe'],
    ['https://instagr.am/jane', 'jane'],
  ])('reads %j as %j', (input, name) => {
    expect(parseInstagramUsername(input)).toBe(name);
    expect(instagramUrlFromInput(input)).toBe(`https://www.instagram.com/${name}`);
  });

  it('gives empty for empty input', () => {
    for (const input of ['', '   ', null, undefined]) {
      expect(parseInstagramUsername(input)).toBe('');
      expect(instagramUrlFromInput(input)).toBe('');
      expect(instagramUsernameFromUrl(input)).toBe('');
    }
  });

  it.each([
    '@',
    'jane doe',
    'jane/doe',
    'https://example.com/jane',
    'https://instagram.com/',
    'https://instagram.com/jane/extra/path',
    'a'.repeat(31),
    'jane!',
  ])('rejects %j', (input) => {
    expect(parseInstagramUsername(input)).toBeNull();
    expect(instagramUrlFromInput(input)).toBeNull();
  });

  it('turns a stored URL or legacy username back into the username', () => {
    expect(instagramUsernameFromUrl('https://www.instagram.com/jane.doe')).toBe('jane.doe');
    expect(instagramUsernameFromUrl('jane.doe')).toBe('jane.doe');
    expect(instagramUsernameFromUrl('https://example.com/x y')).toBe('');
  });

  it('round-trips username → URL → username', () => {
    const url = instagramUrlFromInput('@film.kid');
    expect(instagramUsernameFromUrl(url)).toBe('film.kid');
  });
});
