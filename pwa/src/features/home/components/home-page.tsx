// The signed-in home (spec part 2 §2 "Home feed", "Home sidebar"): the member's side card on the
// left, the composer and the feed in the centre, the sidebar on the right; one column on phones,
// where the side columns are not rendered at all (neither their code nor their reads). The
// composer, side card and onboarding card paint with the shell. The cards come with their own
// chunk at once when the last visit's first page is kept (boot/feed-first-page.ts), else once the
// page is idle with the replica; the sidebar when idle; each dialog loads when it is opened.
import { FEED_SKELETON_CARDS } from '@greenroom/shared-model/constants';
import { Suspense, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { feedListComponent, readFeedSnapshot } from '../../../boot/feed-first-page';
import { MEDIA_LG_UP } from '../../../theme/media-queries';
import { lazy } from '../../../ui/lazy';
import { useMediaQuery } from '../../../ui/use-media-query';
import { useWhenIdle } from '../../../ui/use-when-idle';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { OnboardingCard } from '../../onboarding/onboarding-card';
import type { SharedPortfolioItem } from '../../portfolio/components/portfolio-item-dialog';
import type { SharedPost } from '../../share-target/take-shared-post';
import { useLaunchIntent } from '../../shortcuts/use-launch-intent';
import { beginFeedVisit } from '../feed-timing';
import { ComposerCard, type ShareDialog } from './composer-card';
import { ProfileSideCard } from './profile-side-card';

const HomeSidebar = lazy(() =>
  import('./sidebar/home-sidebar').then((m) => ({ default: m.HomeSidebar })),
);
const HomeStrip = lazy(() => import('./sidebar/home-strip'));
const ShareChoiceDialog = lazy(() => import('./share-choice-dialog'));
const PostFormDialog = lazy(() => import('../../posts/components/post-form-dialog'));
const AddMediaDialog = lazy(() => import('../../posts/components/add-media-dialog'));
const JobFormDialog = lazy(() => import('../../jobs/components/job-form-dialog'));
const EventFormDialog = lazy(() => import('../../events/components/event-form-dialog'));
const PortfolioItemDialog = lazy(() =>
  import('../../portfolio/components/portfolio-item-dialog').then((m) => ({
    default: m.PortfolioItemDialog,
  })),
);

export function HomePage() {
  useState(beginFeedVisit);
  const FeedList = feedListComponent();
  const user = useSignedInUser();
  // The sidebar waits for the page to be idle; the feed too, unless the last visit's first page
  // is kept (then its cards paint as soon as their code is in).
  const ready = useWhenIdle();
  // The side columns show from the lg breakpoint on; below it (a phone) they are not rendered at
  // all: neither their code nor their server reads are needed there.
  const sideColumns = useMediaQuery(MEDIA_LG_UP);
  const [firstPage] = useState(() => readFeedSnapshot(user.id));
  const feedMounted = ready || firstPage !== undefined;
  const [dialog, setDialog] = useState<ShareDialog | null>(null);
  const [presetMedia, setPresetMedia] = useState<string | undefined>();
  const [shared, setShared] = useState<SharedPost | undefined>();
  // A shared file the member chose to add to the portfolio instead of posting.
  const [toPortfolio, setToPortfolio] = useState<SharedPortfolioItem | undefined>();
  // The "New post" shortcut of the installed app (/?open=post).
  useLaunchIntent('post', () => setDialog('post'));
  // Shared from another app (/?open=share, ADR 048): the post dialog with what came.
  useLaunchIntent('share', () => {
    void import('../../share-target/take-shared-post')
      .then((m) => m.takeSharedPost(user.id))
      .then((post) => {
        if (!post) return;
        setShared(post);
        setDialog('post');
      });
  });
  /**
   * One dialog opening another (the choice, Add Media → the post): the first closes and gives
   * focus back to the page, then the next opens, so neither sees the other's focus as outside.
   */
  const handOff = (next: ShareDialog) => {
    setDialog(null);
    requestAnimationFrame(() => setDialog(next));
  };

  /** A shared file added to the portfolio instead: the post dialog hands off to that one. */
  const sharedFile = shared?.file;
  const sharedToPortfolio =
    shared && sharedFile
      ? () => {
          setDialog(null);
          setShared(undefined);
          const item = { file: sharedFile, title: shared.title, description: shared.description };
          requestAnimationFrame(() => setToPortfolio(item));
        }
      : undefined;

  /** The onOpenChange of one dialog: closing it never closes the one that replaced it. */
  const closer = (which: ShareDialog) => (open: boolean) => {
    if (open) return;
    setDialog((current) => (current === which ? null : current));
    // Closing the post dialog clears the preset media (spec part 2 §4) and what was shared.
    if (which === 'post') {
      setPresetMedia(undefined);
      setShared(undefined);
    }
  };

  return (
    <div className={layout}>
      {sideColumns ? (
        <aside aria-label="Your profile" className={leftColumn}>
          <ProfileSideCard />
        </aside>
      ) : null}
      <div className={css({ display: 'grid', gap: '4', minW: '0', alignContent: 'start' })}>
        <h1 className={css({ textStyle: 'heading', fontSize: { base: 'xl', md: '2xl' } })}>
          Welcome, {user.firstName}
        </h1>
        <ComposerCard onOpen={setDialog} />
        <OnboardingCard idle={ready} />
        {feedMounted ? (
          <Suspense fallback={<FeedSkeleton />}>
            <FeedList
              firstPage={firstPage}
              onCreatePost={() => setDialog('post')}
              strip={
                // Below lg, the sidebar's members and skills come as a strip among the cards.
                !sideColumns && ready ? (
                  <Suspense fallback={null}>
                    <HomeStrip />
                  </Suspense>
                ) : undefined
              }
            />
          </Suspense>
        ) : (
          <FeedSkeleton />
        )}
      </div>
      {sideColumns ? (
        <aside aria-label="Around the community">
          {ready ? (
            <Suspense fallback={null}>
              <HomeSidebar />
            </Suspense>
          ) : null}
        </aside>
      ) : null}
      <Suspense fallback={null}>
        {dialog === 'choice' ? (
          <ShareChoiceDialog open onOpenChange={closer('choice')} onChoose={handOff} />
        ) : null}
        {dialog === 'post' ? (
          <PostFormDialog
            open
            presetMediaUrl={presetMedia}
            presetContent={shared?.content}
            presetFile={shared?.file}
            onAddToPortfolio={sharedToPortfolio}
            onOpenChange={closer('post')}
          />
        ) : null}
        {dialog === 'media' ? (
          <AddMediaDialog
            open
            onOpenChange={closer('media')}
            onUploaded={(url) => {
              setPresetMedia(url);
              handOff('post');
            }}
          />
        ) : null}
        {dialog === 'job' ? <JobFormDialog open onOpenChange={closer('job')} /> : null}
        {dialog === 'event' ? <EventFormDialog open onOpenChange={closer('event')} /> : null}
        {toPortfolio ? (
          <PortfolioItemDialog
            userId={user.id}
            shared={toPortfolio}
            onClose={() => setToPortfolio(undefined)}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

function FeedSkeleton() {
  return (
    <ul aria-label="Loading the feed" aria-busy="true" className={skeletonList}>
      {Array.from({ length: FEED_SKELETON_CARDS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={i} className={skeleton} />
      ))}
    </ul>
  );
}

const layout = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '15rem minmax(0, 1fr) 18rem' },
  alignItems: 'start',
});
// Painted above the columns that follow it (they never overlap it): otherwise everything
// positioned after a sticky column is given a compositor layer of its own for fear of
// overlapping it — the whole feed list and each card's avatar, more layers to draw each frame.
const leftColumn = css({ position: 'sticky', top: '20', zIndex: '1' });
const skeletonList = css({ display: 'grid', gap: '4', listStyle: 'none', p: '0', m: '0' });
const skeleton = css({ h: '40', borderRadius: 'xl', bg: 'bg.muted', opacity: '0.6' });
