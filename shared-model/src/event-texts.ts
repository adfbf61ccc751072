// The texts of event RSVPs (#34: "Going", "Interested", who is going, the organiser's notification
// and the reminder), apart from texts.ts: they load with the screens that show them.
export const RSVP_TEXTS = {
  going: 'Going',
  interested: 'Interested',
  addToCalendar: 'Add to calendar',
  whoIsGoing: 'Who is going',
  whoIsInterested: 'Interested',
  nobodyGoingYet: 'Nobody has said they are going yet.',
  listOffline: 'Who is going shows when you are back online.',
  listFailed: 'Could not load who is going.',
  saveFailed: { title: 'Could not save your answer', description: 'Please try again.' },
  rsvpTitle: 'New RSVP',
  reminderTitle: 'Starting soon',
  eventOver: 'This event has already taken place.',
} as const;

/** "12 going · 4 interested", "1 going", "" when nobody answered. */
export function rsvpCountsText(going: number, interested: number): string {
  const parts: string[] = [];
  if (going > 0) parts.push(`${going} going`);
  if (interested > 0) parts.push(`${interested} interested`);
  return parts.join(' · ');
}

/** The organiser's grouped notification: "Ada Okafor and 3 others are going to “Open mic”". */
export function rsvpText(newestName: string, others: number, eventTitle: string): string {
  if (others <= 0) return `${newestName} is going to “${eventTitle}”`;
  return `${newestName} and ${others} ${others === 1 ? 'other' : 'others'} are going to “${eventTitle}”`;
}

/** The reminder pushed to members going, an hour before. */
export function eventReminderText(eventTitle: string, location: string | null): string {
  return location
    ? `“${eventTitle}” starts within the hour, at ${location}.`
    : `“${eventTitle}” starts within the hour.`;
}
