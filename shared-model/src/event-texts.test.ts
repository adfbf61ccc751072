import { describe, expect, it } from 'vitest';
import { eventReminderText, rsvpCountsText, rsvpText } from './event-texts';

describe('RSVP texts', () => {
  it('counts who answered, leaving out an empty count', () => {
    expect(rsvpCountsText(0, 0)).toBe('');
    expect(rsvpCountsText(1, 0)).toBe('1 going');
    expect(rsvpCountsText(0, 4)).toBe('4 interested');
    expect(rsvpCountsText(12, 4)).toBe('12 going · 4 interested');
  });
  it('tells the organiser who is going, the newest by name', () => {
    expect(rsvpText('Ada Okafor', 0, 'Open mic')).toBe('Ada Okafor is going to “Open mic”');
    expect(rsvpText('Ada Okafor', 1, 'Open mic')).toBe(
      'Ada Okafor and 1 other are going to “Open mic”',
    );
    expect(rsvpText('Ada Okafor', 3, 'Open mic')).toBe(
      'Ada Okafor and 3 others are going to “Open mic”',
    );
  });
  it('reminds with the place when there is one', () => {
    expect(eventReminderText('Open mic', null)).toBe('“Open mic” starts within the hour.');
    expect(eventReminderText('Open mic', 'Studio 4')).toBe(
      '“Open mic” starts within the hour, at Studio 4.',
    );
  });
});
