import { describe, expect, it } from 'vitest';
import { excerptAround, matchesAll, queryWords } from './text-search';

describe('text search', () => {
  it('needs every word, whatever the case and accents', () => {
    const words = queryWords('  agnes  CALL ');
    expect(words).toEqual(['agnes', 'call']);
    expect(matchesAll(['Call time is 6', 'Agnès Varda'], words)).toBe(true);
    expect(matchesAll(['Call time is 6', 'Ana Okafor'], words)).toBe(false);
    expect(matchesAll(['anything'], queryWords('   '))).toBe(false);
  });

  it('shows the first word found in its context, cut at spaces', () => {
    const text = `${'word '.repeat(30)}the Rehearsal moved to Friday ${'more '.repeat(30)}`;
    const excerpt = excerptAround(text, queryWords('rehearsal'), 20);
    expect(excerpt.match).toBe('Rehearsal');
    expect(excerpt.before.startsWith('…')).toBe(true);
    expect(excerpt.before.endsWith('the ')).toBe(true);
    expect(excerpt.after.startsWith(' moved to Friday')).toBe(true);
    expect(excerpt.after.endsWith('…')).toBe(true);
    expect(excerptAround('Short one', queryWords('short'))).toEqual({
      before: '',
      match: 'Short',
      after: ' one',
    });
    expect(excerptAround('Agnès wrote', queryWords('agnes')).match).toBe('Agnès');
    expect(excerptAround('Nothing here', ['absent'])).toEqual({
      before: '',
      match: '',
      after: 'Nothing here',
    });
  });
});
