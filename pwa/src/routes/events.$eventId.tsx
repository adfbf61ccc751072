import { createFileRoute } from '@tanstack/react-router';
import { EventPage } from '../features/events/components/event-page';

// One event: what, when and where, and who organises it.
export const Route = createFileRoute('/events/$eventId')({
  component: EventPage,
});
