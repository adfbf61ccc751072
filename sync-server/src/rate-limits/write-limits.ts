// Per-member limits on the writes others see (issue 28 §5). A mutator declares which limit it
// counts against (`limit` in defineMutator); mutators/execute.ts takes one use before the mutator
// runs, for REST and sync push alike, so a new write is limited by declaring it. Accounts in their
// first day get half. MEMBER_WRITE_LIMITS=off turns them off (servers that seed in bulk).
import type { UserRow } from '../db/schema/users';
import type { RateRule } from './rate-limit';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** An account younger than this gets half of each limit. */
const NEW_ACCOUNT_MS = DAY_MS;

interface WriteLimit {
  max: number;
  windowMs: number;
  /** The counted writes, as the refusal names them. */
  what: string;
  per: 'hour' | 'day';
}

export const WRITE_LIMITS = {
  posts: { max: 20, windowMs: HOUR_MS, what: 'posts', per: 'hour' },
  // Generous for a member who reads a long feed; bounds a script's notification spam.
  likes: { max: 300, windowMs: HOUR_MS, what: 'likes', per: 'hour' },
  // Answers to events: a member changing their mind is fine; a script ringing organisers is not.
  rsvps: { max: 100, windowMs: HOUR_MS, what: 'event answers', per: 'hour' },
  endorsements: { max: 100, windowMs: HOUR_MS, what: 'endorsements', per: 'hour' },
  // A lively thread is many short answers; bounds a script's comment and mention spam.
  comments: { max: 60, windowMs: HOUR_MS, what: 'comments', per: 'hour' },
  // A conversation is many short lines; bounds a script messaging members (requests included).
  messages: { max: 300, windowMs: HOUR_MS, what: 'messages', per: 'hour' },
  // New conversations (and message requests) each day.
  conversations: { max: 30, windowMs: DAY_MS, what: 'new conversations', per: 'day' },
  jobs: { max: 10, windowMs: DAY_MS, what: 'job posts', per: 'day' },
  events: { max: 10, windowMs: DAY_MS, what: 'events', per: 'day' },
  applications: { max: 30, windowMs: DAY_MS, what: 'job applications', per: 'day' },
  connectionRequests: { max: 50, windowMs: DAY_MS, what: 'connection requests', per: 'day' },
  // One member reports an item once; this bounds how many items one account can put in the queue.
  reports: { max: 20, windowMs: DAY_MS, what: 'reports', per: 'day' },
  // Generous: blocking is how a member protects themselves from many accounts at once.
  blocksAndMutes: { max: 200, windowMs: DAY_MS, what: 'blocks and mutes', per: 'day' },
} as const satisfies Record<string, WriteLimit>;

export type WriteLimitName = keyof typeof WRITE_LIMITS;

/** The rule for this member now: half (rounded down, at least 1) in the account's first day. */
export function writeLimitRule(name: WriteLimitName, actor: UserRow, now: Date): RateRule {
  const limit = WRITE_LIMITS[name];
  const isNew = now.getTime() - new Date(actor.createdAt).getTime() < NEW_ACCOUNT_MS;
  return {
    key: `write:${name}:${actor.id}`,
    max: isNew ? Math.max(1, Math.floor(limit.max / 2)) : limit.max,
    windowMs: limit.windowMs,
  };
}

/** "about 12 minutes", "about 3 hours" (never "0"). */
export function waitText(seconds: number): string {
  if (seconds < 90) return 'a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `about ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? 'about an hour' : `about ${hours} hours`;
}

/** The plain message of a 429: what the limit is and when the member may write again. */
export function writeLimitMessage(name: WriteLimitName, max: number, retryAfterSeconds: number) {
  const limit = WRITE_LIMITS[name];
  const per = limit.per === 'hour' ? 'an hour' : 'a day';
  return `You have reached the limit of ${max} ${limit.what} ${per}. You can try again in ${waitText(retryAfterSeconds)}.`;
}
