import { createFileRoute } from '@tanstack/react-router';
import { ConversationRoute } from '../features/messages/components/conversation-route';

// One conversation (#33).
export const Route = createFileRoute('/messages_/$conversationId')({
  component: ConversationRoute,
});
