// Searching text on the device (messages, #33): every word of the query must appear, whatever
// its case or accents ("agnes" finds "Agnès"), and the result shows the words in their context.

/** Lower case without accents, so that a query and a text compare as a person reads them. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query, folded; none for a blank one. */
export function queryWords(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean);
}

/** Whether every word appears somewhere in the texts. */
export function matchesAll(texts: readonly string[], words: readonly string[]): boolean {
  if (words.length === 0) return false;
  const haystack = fold(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}

export interface Excerpt {
  before: string;
  match: string;
  after: string;
}

/**
 * The part of `text` around the first word found, `radius` characters each side at most (cut at
 * spaces, with "…" where cut); the whole text, unmarked, when no word is in it.
 */
export function excerptAround(text: string, words: readonly string[], radius = 50): Excerpt {
  const flat = text.replace(/\s+/g, ' ').trim();
  // Folding keeps one character per character for the letters people type, so positions agree.
  const folded = fold(flat);
  let at = -1;
  let length = 0;
  for (const word of words) {
    const i = folded.indexOf(word);
    if (i >= 0 && (at < 0 || i < at) && folded.length === flat.length) {
      at = i;
      length = word.length;
    }
  }
  if (at < 0) return { before: '', match: '', after: flat };
  const start = at <= radius ? 0 : flat.lastIndexOf(' ', at - radius) + 1 || at - radius;
  const endAt = at + length + radius;
  const end = endAt >= flat.length ? flat.length : flat.indexOf(' ', endAt);
  const stop = end < 0 ? flat.length : end;
  return {
    before: `${start > 0 ? '…' : ''}${flat.slice(start, at)}`,
    match: flat.slice(at, at + length),
    after: `${flat.slice(at + length, stop)}${stop < flat.length ? '…' : ''}`,
  };
}
