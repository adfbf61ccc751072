import { createFileRoute } from '@tanstack/react-router';
import { MemberProfileRoute } from '../features/profile/components/member-profile-route';

// Any member's profile; the signed-in member's own id shows their own (owner) view.
export const Route = createFileRoute('/profile_/$userId')({
  component: MemberProfileRoute,
});
