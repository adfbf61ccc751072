import { describe, expect, it } from 'vitest';
import { calendarFileName, calendarFileOf } from './calendar-file';

const event = {
  id: '6f1c2f59-5a5e-4c55-9d7a-0d7b2f1e9a11',
  title: 'Open mic; songs, poems',
  description: 'Bring a song.\nOr two.',
  eventDate: '2026-12-18T14:30:00-05:00',
  location: 'Studio 4, 721 Broadway',
};
const page = 'https://greenroom.example/events/6f1c2f59-5a5e-4c55-9d7a-0d7b2f1e9a11';

describe('the calendar file of an event', () => {
  it('says when it starts (UTC), what, where and the page, escaped, with CRLF lines', () => {
    const file = calendarFileOf(event, page, new Date('2026-11-27T12:00:00.000Z'));
    const lines = file.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20261218T193000Z');
    expect(lines).toContain('DTSTAMP:20261127T120000Z');
    expect(lines).toContain(`UID:${event.id}@greenroom`);
    expect(lines).toContain('SUMMARY:Open mic\\; songs\\, poems');
    expect(lines).toContain('LOCATION:Studio 4\\, 721 Broadway');
    expect(file).toContain('DESCRIPTION:Bring a song.\\nOr two.\\n\\nhttps://');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file).not.toMatch(/[^\r]\n/);
  });

  it('folds lines over 75 octets without splitting a character, and leaves out an absent place', () => {
    const long = calendarFileOf(
      { ...event, title: 'Récital '.repeat(20), location: null },
      page,
      new Date('2026-11-27T12:00:00.000Z'),
    );
    const lines = long.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const summary = long.slice(long.indexOf('SUMMARY:'), long.indexOf('\r\nDESCRIPTION'));
    expect(summary.replace(/\r\n /g, '')).toBe(`SUMMARY:${'Récital '.repeat(20)}`);
    expect(long).not.toContain('LOCATION:');
  });

  it('names the file after the title', () => {
    expect(calendarFileName('Open mic, night 2!')).toBe('open-mic-night-2.ics');
    expect(calendarFileName('***')).toBe('event.ics');
  });
});
