import { CONNECTION_TEXTS, PROFILE_TEXTS, profileLoadError } from '@greenroom/shared-model/texts';
import { useNavigate } from '@tanstack/react-router';
import { Suspense } from 'react';
import { css } from '../../../../styled-system/css';
import { NotAvailableOffline } from '../../../sync/components/not-available-offline';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { lazy } from '../../../ui/lazy';
import { LoadingScreen } from '../../../ui/loading-screen';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { ConnectionCountLink } from '../../connections/components/connection-count-link';
import { CoursesCard } from '../../courses/components/courses-card';
import { PortfolioSection } from '../../portfolio/components/portfolio-section';
import { ShareButton } from '../../share/share-button';
import { profileShareTarget, shareItem } from '../../share/share-item';
import { useMemberProfile } from '../hooks/use-member-profile';
import { EditProfileDialog } from './edit-profile-dialog';
import { ProfileHeader } from './profile-header';
import { ProfilePhotoButton } from './profile-photo-button';
import { SkillsCard } from './skills-card';

// The connection button (with its menu) loads after the profile itself.
// Loads after the page (the page chunk keeps to its budget).
const RecentActivityCard = lazy(() =>
  import('./recent-activity-card').then((m) => ({ default: m.RecentActivityCard })),
);
const WorkedTogetherCard = lazy(
  () => import('../../collaborations/components/worked-together-card'),
);
// Who viewed my profile, on my own profile: on a phone the home has no side column for it (#30).
const ProfileViewsCard = lazy(() =>
  import('../../home/components/sidebar/profile-views-card').then((m) => ({
    default: m.ProfileViewsCard,
  })),
);
const MessageButton = lazy(() =>
  import('../../messages/components/message-button').then((m) => ({
    default: m.MessageButton,
  })),
);
const MemberMenu = lazy(() => import('../../privacy/components/member-menu'));
const ConnectionButton = lazy(() =>
  import('../../connections/components/connection-button').then((m) => ({
    default: m.ConnectionButton,
  })),
);

/** /profile (own) and /profile/{userId} (spec part 1 §2 "Profile page"). */
export function ProfilePage({ userId }: { userId?: string }) {
  const me = useSignedInUser();
  const navigate = useNavigate();
  const state = useMemberProfile(userId);
  if (state.status === 'loading') return <LoadingScreen message="Loading profile..." />;
  if (state.status === 'not-found') {
    return <Notice title={PROFILE_TEXTS.userNotFound} />;
  }
  if (state.status === 'offline') return <NotAvailableOffline retry={state.retry} />;
  if (state.status === 'error') {
    return (
      <Notice title={profileLoadError(state.message)}>
        <Button onClick={state.retry}>Try Again</Button>
      </Notice>
    );
  }
  const { user, isOwner } = state;
  return (
    <div className={css({ display: 'grid', gap: '5', maxW: '64rem', mx: 'auto' })}>
      <ProfileHeader
        user={user}
        isOwner={isOwner}
        actions={
          isOwner ? (
            <>
              <ProfilePhotoButton userId={me.id} />
              <EditProfileDialog user={me} />
              <ShareButton target={profileShareTarget(user)} />
            </>
          ) : undefined
        }
        visitorActions={
          <>
            <Suspense fallback={<Button disabled>{CONNECTION_TEXTS.loading}</Button>}>
              <ConnectionButton userId={user.id} />
            </Suspense>
            <Suspense fallback={null}>
              <MessageButton member={user} />
            </Suspense>
            <Suspense fallback={null}>
              <MemberMenu
                member={user}
                size="md"
                onBlocked={() => void navigate({ to: '/' })}
                report={{ kind: 'member', id: user.id, memberId: user.id }}
                onShare={() => void shareItem(profileShareTarget(user))}
              />
            </Suspense>
          </>
        }
        connections={<ConnectionCountLink userId={user.id} />}
      />
      <div
        className={css({
          display: 'grid',
          gap: '5',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        })}
      >
        {isOwner ? (
          // First on a phone, right under the header; beside the skills on a desktop.
          <div className={ownerViews}>
            <Suspense fallback={null}>
              <ProfileViewsCard inPage />
            </Suspense>
          </div>
        ) : null}
        <div className={isOwner ? ownerSkills : undefined}>
          <SkillsCard userId={user.id} skills={user.skills} isOwner={isOwner} />
        </div>
        <div className={isOwner ? ownerActivity : undefined}>
          <Suspense fallback={<div className={css({ minH: '40' })} />}>
            <RecentActivityCard userId={user.id} isOwner={isOwner} />
          </Suspense>
        </div>
      </div>
      <Suspense fallback={null}>
        <WorkedTogetherCard userId={user.id} isOwner={isOwner} />
      </Suspense>
      <CoursesCard userId={user.id} isOwner={isOwner} />
      <PortfolioSection userId={user.id} isOwner={isOwner} />
    </div>
  );
}

// On one's own profile from lg up: the skills on the left, the views and the activity on the
// right; below lg (one column) the views come first. Empty (no reply yet, offline) it takes no room.
const ownerViews = css({ _empty: { display: 'none' }, lg: { gridColumn: '2', gridRow: '1' } });
const ownerSkills = css({ lg: { gridColumn: '1', gridRow: '1 / span 2' } });
const ownerActivity = css({ lg: { gridColumn: '2', gridRow: '2' } });

function Notice({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Card.Root className={css({ maxW: '32rem', mx: 'auto' })} role="alert">
      <Card.Body className={css({ alignItems: 'center', textAlign: 'center', gap: '4' })}>
        <h1 className={css({ textStyle: 'heading', fontSize: 'xl' })}>{title}</h1>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
