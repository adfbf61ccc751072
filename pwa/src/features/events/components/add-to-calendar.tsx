// "Add to calendar" on the event page: downloads the event as an .ics file made on the device.
import { RSVP_TEXTS } from '@greenroom/shared-model/event-texts';
import type { Event } from '@greenroom/shared-model/schemas/events';
import { DownloadIcon } from '../../../ui/action-icons';
import { Button } from '../../../ui/button';
import { calendarFileName, calendarFileOf } from '../calendar-file';

export function AddToCalendar({ event }: { event: Event }) {
  const download = () => {
    const page = new URL(`/events/${encodeURIComponent(event.id)}`, location.origin).href;
    const file = new Blob([calendarFileOf(event, page)], { type: 'text/calendar;charset=utf-8' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(file);
    link.download = calendarFileName(event.title);
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };
  return (
    <Button variant="outline" size="sm" onClick={download}>
      <DownloadIcon aria-hidden="true" />
      {RSVP_TEXTS.addToCalendar}
    </Button>
  );
}
