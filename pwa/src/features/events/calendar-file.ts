// "Add to calendar": the event as an iCalendar file (RFC 5545), made on the device so that it
// works offline. The event has a start and no end: the file says only when it starts.
import type { Event } from '@greenroom/shared-model/schemas/events';

/** 2026-12-18T19:30:00.000Z → 20261218T193000Z */
const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d+/, '');

/** TEXT values: backslash, semicolon, comma and line breaks escaped. */
const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes.encode(current + char).length > limit) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFileOf(
  event: Pick<Event, 'id' | 'title' | 'description' | 'eventDate' | 'location'>,
  pageUrl: string,
  now: Date = new Date(),
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Greenroom//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@greenroom`,
    `DTSTAMP:${stamp(now.toISOString())}`,
    `DTSTART:${stamp(new Date(event.eventDate).toISOString())}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(`${event.description}\n\n${pageUrl}`)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `URL:${pageUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A file name from the title: "Open mic, night 2" → "open-mic-night-2.ics". */
export function calendarFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'event'}.ics`;
}
