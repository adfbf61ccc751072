import { useParams } from '@tanstack/react-router';
import { useContentView } from '../../analytics/use-content-view';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { ProfilePage } from './profile-page';

/** /profile/{userId}: reads its parameter here, so the route file stays out of the shell. */
export function MemberProfileRoute() {
  const { userId } = useParams({ from: '/profile_/$userId' });
  const me = useSignedInUser();
  useContentView('profile', userId === me.id ? undefined : userId, 'page');
  return <ProfilePage userId={userId} />;
}
