import { useParams } from '@tanstack/react-router';
import { ProfilePage } from './profile-page';

/** /profile/{userId}: reads its parameter here, so the route file stays out of the shell. */
export function MemberProfileRoute() {
  const { userId } = useParams({ from: '/profile_/$userId' });
  return <ProfilePage userId={userId} />;
}
