// The comment box shows a mention as "@Ada Okafor"; the text sent writes it as
// @[Ada Okafor](member id) (shared-model rows/comments.ts). These convert between the two and
// find the "@…" being typed at the caret.
import { commentParts, mentionMarkup } from '@greenroom/shared-model/rows/comments';

export interface ChosenMention {
  name: string;
  userId: string;
}

/** Up to two words after an "@" that starts the text or follows a space: "@ada ok". */
const TYPING = /(?:^|\s)@([^\s@[\]()]{0,30}(?: [^\s@[\]()]{0,30})?)$/;

/** The "@…" ending at the caret: where its "@" is and what follows it; null when none. */
export function mentionQueryAt(
  text: string,
  caret: number,
): { start: number; query: string } | null {
  const match = TYPING.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1]!;
  return { start: caret - query.length - 1, query };
}

/** The text with "@query" replaced by "@Name " and where the caret goes after it. */
export function insertMention(
  text: string,
  at: { start: number; end: number },
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  const rest = text.slice(at.end).replace(/^ /, '');
  return { text: text.slice(0, at.start) + inserted + rest, caret: at.start + inserted.length };
}

/** The text to send: each chosen mention still in the text becomes its markup. */
export function draftToContent(text: string, mentions: readonly ChosenMention[]): string {
  const longestFirst = [...mentions].sort((a, b) => b.name.length - a.name.length);
  let out = text;
  for (const m of longestFirst) {
    out = out.split(`@${m.name}`).join(mentionMarkup(m.name, m.userId));
  }
  return out;
}

/** A stored comment as the box shows it for an edit, with its mentions. */
export function contentToDraft(content: string): { text: string; mentions: ChosenMention[] } {
  const mentions: ChosenMention[] = [];
  const text = commentParts(content)
    .map((part) => {
      if (part.kind === 'text') return part.text;
      mentions.push({ name: part.name, userId: part.userId });
      return `@${part.name}`;
    })
    .join('');
  return { text, mentions };
}

/** Whether every word typed starts a word of the name, in order ("ad ok" finds Ada Okafor). */
export function nameMatches(name: string, query: string): boolean {
  const words = name.toLowerCase().split(/\s+/);
  const typed = query.toLowerCase().trim().split(/\s+/).filter(Boolean);
  let at = 0;
  for (const t of typed) {
    while (at < words.length && !words[at]!.startsWith(t)) at++;
    if (at === words.length) return false;
    at++;
  }
  return true;
}
