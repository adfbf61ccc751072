// "x ago" wording (spec: relative times read "x ago"). Pure: `now` is injectable.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

function ago(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

function toMillis(value: Date | string | number): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return Date.parse(value);
}

/**
 * "just now", "1 minute ago", "5 minutes ago", "1 hour ago", "3 days ago", "2 weeks ago",
 * "4 months ago", "2 years ago". Future times (clock skew) read "just now"; invalid dates ''.
 */
export function formatRelativeTime(
  value: Date | string | number | null | undefined,
  now: Date | number = Date.now(),
): string {
  if (value === null || value === undefined || value === '') return '';
  const then = toMillis(value);
  const current = typeof now === 'number' ? now : now.getTime();
  if (!Number.isFinite(then) || !Number.isFinite(current)) return '';
  const diff = current - then;
  if (diff < MINUTE) return 'just now';
  if (diff < HOUR) return ago(Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return ago(Math.floor(diff / HOUR), 'hour');
  if (diff < WEEK) return ago(Math.floor(diff / DAY), 'day');
  if (diff < MONTH) return ago(Math.floor(diff / WEEK), 'week');
  if (diff < YEAR) return ago(Math.max(1, Math.floor(diff / MONTH)), 'month');
  return ago(Math.floor(diff / YEAR), 'year');
}
