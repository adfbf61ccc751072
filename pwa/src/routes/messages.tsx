import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../features/messages/components/messages-page';

// Direct messages (#33): conversations newest first and the Requests.
export const Route = createFileRoute('/messages')({
  component: MessagesPage,
});
