import { PRODUCT_NAME, SCHOOL_NAME } from '@greenroom/shared-model/constants';
import type { LinkProps } from '@tanstack/react-router';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { whenIdle } from '../../../client-core/when-idle';
import { Avatar } from '../../../ui/avatar';
import { buttonClass } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { useSignedInUser } from '../../auth/hooks/use-current-user';

// The replica, the outbox, zod and the dialogs come with the feed's chunk: the route's own chunk
// (which a visitor's router also fetches) stays small. The feed mounts once the page is idle, so
// that loading Dexie and zod does not hold up the welcome card.
const PostsFeed = lazy(() =>
  import('../../posts/components/posts-feed').then((m) => ({ default: m.PostsFeed })),
);

/**
 * The home screen's centre column. For now a welcome card; the posts feature mounts the feed
 * here (pwa/src/features/posts), so keep this the single entry point of the home route.
 */
export function HomeFeed() {
  const user = useSignedInUser();
  const [showFeed, setShowFeed] = useState(false);
  useEffect(() => whenIdle(() => setShowFeed(true)), []);
  return (
    <div
      className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '5' })}
    >
      <Card.Root className={css({ w: 'full', maxW: '40rem' })}>
        <div aria-hidden="true" className={css({ h: '24', bgGradient: 'brand' })} />
        <Card.Body className={css({ alignItems: 'center', textAlign: 'center', pt: '0' })}>
          <Avatar
            user={user}
            size="xl"
            className={css({
              mt: '-12',
              borderWidth: '4px',
              borderColor: 'bg.surface',
              boxShadow: 'md',
            })}
          />
          <div>
            <h1 className={css({ textStyle: 'heading', fontSize: { base: '2xl', md: '3xl' } })}>
              Welcome, {user.firstName}
            </h1>
            <p className={css({ mt: '2', color: 'fg.muted', maxW: '30rem', mx: 'auto' })}>
              This is your {PRODUCT_NAME} home. Share your work, meet the people in your classes and
              find your next {SCHOOL_NAME} collaboration.
            </p>
          </div>
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'center',
              gap: '3',
              mt: '2',
            })}
          >
            <Link to={'/profile' as LinkProps['to']} className={buttonClass()}>
              Update Profile
            </Link>
            <Link
              to={'/discover' as LinkProps['to']}
              className={cx(buttonClass({ variant: 'outline' }))}
            >
              Find Collaborators
            </Link>
          </div>
        </Card.Body>
      </Card.Root>
      <div className={css({ w: 'full', maxW: '40rem' })}>
        {showFeed ? (
          <Suspense fallback={null}>
            <PostsFeed />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
