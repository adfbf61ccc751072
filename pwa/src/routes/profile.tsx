import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/profile/components/profile-page';

// The signed-in member's own profile (spec part 1 §2 "Profile page").
export const Route = createFileRoute('/profile')({
  component: () => <ProfilePage />,
});
