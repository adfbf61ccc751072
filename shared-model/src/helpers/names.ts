// Member names show only what they say. Bidirectional overrides, embeddings and isolates
// (U+202A–U+202E, U+2066–U+2069), direction marks and every other invisible format character
// (Unicode Cf) are removed, so that a name cannot reorder itself or hide text to pass for another
// member's; control and line-separator characters become spaces. ZWNJ and ZWJ stay inside a
// name (Persian and Indic spellings, emoji sequences need them) but not at its edges.

const FORMAT_CHARACTER = /\p{Cf}/gu;
const CONTROL_OR_LINE_BREAK = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
const JOINERS = new Set(['\u200C', '\u200D']);
const EDGE_BLANKS = /^[\s\u200C\u200D]+|[\s\u200C\u200D]+$/g;

/** The name without format characters (the one rule for client and server). */
export function cleanName(name: string): string {
  return name
    .replace(FORMAT_CHARACTER, (ch) => (JOINERS.has(ch) ? ch : ''))
    .replace(CONTROL_OR_LINE_BREAK, ' ')
    .replace(EDGE_BLANKS, '');
}
