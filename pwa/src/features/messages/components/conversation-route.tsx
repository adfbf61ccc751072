import { useParams } from '@tanstack/react-router';
import { ConversationPage } from './conversation-page';

/** /messages/{conversationId}: reads its parameter here, so the route file stays out of the shell. */
export function ConversationRoute() {
  const { conversationId } = useParams({ from: '/messages_/$conversationId' });
  return <ConversationPage key={conversationId} conversationId={conversationId} />;
}
