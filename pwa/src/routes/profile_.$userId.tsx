import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/profile/components/profile-page';

// Any member's profile; the signed-in member's own id shows their own (owner) view.
export const Route = createFileRoute('/profile_/$userId')({
  component: MemberProfileRoute,
});

function MemberProfileRoute() {
  const { userId } = Route.useParams();
  return <ProfilePage userId={userId} />;
}
