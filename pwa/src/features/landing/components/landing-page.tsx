import {
  DEFAULT_MEMBER_EMAIL_DOMAINS,
  PRODUCT_NAME,
  SCHOOL_NAME,
} from '@greenroom/shared-model/constants';
import { AUTH_TEXTS } from '@greenroom/shared-model/texts';
import { Link, useRouterState } from '@tanstack/react-router';
import { css } from '../../../../styled-system/css';
import { SHARE_LANDING, SHARE_SIGN_IN_TEXT } from '../../../client-core/share-target-form';
import { Badge } from '../../../ui/badge';
import { buttonClass } from '../../../ui/button';
import { BriefcaseIcon, CompassIcon, MailIcon, ShieldCheckIcon, UserIcon } from '../../../ui/icons';
import { Logo } from '../../../ui/logo';
import { StageArt } from '../../../ui/stage-art';
import { safeReturnPath } from '../../auth/return-path';
import { InstallAppButton } from '../../pwa-install/components/install-app-button';

const domains = DEFAULT_MEMBER_EMAIL_DOMAINS.map((d) => `@${d}`).join(' or ');

const features = [
  {
    icon: UserIcon,
    title: 'Profiles that show the work',
    text: 'Reels, stills, scores and scripts in one portfolio, next to your skills and classes.',
  },
  {
    icon: CompassIcon,
    title: 'Find collaborators',
    text: 'Search by skill, class year and program to build a crew, a cast or a band.',
  },
  {
    icon: BriefcaseIcon,
    title: 'Jobs and gigs',
    text: 'Paid work, credit projects and thesis shoots posted by people you study with.',
  },
] as const;

/** The signed-out front door (spec part 1 §2, Landing page). */
export function LandingPage() {
  // A visitor who opened a member's link (a shared post, say) returns to it once signed in.
  const next = useRouterState({ select: (s) => safeReturnPath(s.location.href) });
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column' })}>
      <div
        className={css({
          bgGradient: 'stage',
          color: 'fg.inverse',
          position: 'relative',
          overflow: 'hidden',
        })}
      >
        <div aria-hidden="true" className={glow} />
        <header
          className={css({
            position: 'relative',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '3',
            maxW: 'content',
            mx: 'auto',
            px: { base: '4', md: '8' },
            h: '16',
          })}
        >
          <Link to="/" aria-label={`${PRODUCT_NAME} home`} className={css({ borderRadius: 'md' })}>
            <Logo tone="dark" />
          </Link>
          <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
            <InstallAppButton tone="dark" />
            <Link
              to="/auth"
              search={{ mode: 'login', next }}
              className={buttonClass({ variant: 'inverseOutline', size: 'sm' })}
            >
              {AUTH_TEXTS.logIn}
            </Link>
          </div>
        </header>

        <main
          id="main"
          className={css({
            position: 'relative',
            display: 'grid',
            gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
            alignItems: 'center',
            gap: '8',
            maxW: 'content',
            mx: 'auto',
            px: { base: '5', md: '8' },
            pt: { base: '10', md: '20' },
            pb: { base: '14', md: '24' },
          })}
        >
          <div className={css({ maxW: '44rem' })}>
            <p className={css({ textStyle: 'eyebrow', color: 'accent.onDark', mb: '4' })}>
              {`For ${SCHOOL_NAME} students and alumni`}
            </p>
            <h1
              className={css({
                textStyle: 'display',
                fontSize: { base: '2.5rem', sm: '3.25rem', md: '4.25rem' },
              })}
            >
              Find your people.{' '}
              <span className={css({ color: 'onStage.flair' })}>Make the work.</span>
            </h1>
            <p
              className={css({
                mt: '5',
                fontSize: { base: 'md', md: 'lg' },
                color: 'fg.inverseMuted',
                maxW: '36rem',
              })}
            >
              {PRODUCT_NAME} is where {SCHOOL_NAME} filmmakers, actors, dancers, musicians and
              designers share their work, meet classmates and find the next project together.
            </p>
            {next === SHARE_LANDING ? (
              <p role="status" className={css({ mt: '5', fontWeight: '600', color: 'fg.inverse' })}>
                {SHARE_SIGN_IN_TEXT}
              </p>
            ) : null}
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '8' })}>
              <Link
                to="/auth"
                search={{ mode: 'signup', next }}
                className={buttonClass({ variant: 'inverse', size: 'lg' })}
              >
                {AUTH_TEXTS.signUp}
              </Link>
              <Link
                to="/auth"
                search={{ mode: 'login', next }}
                className={buttonClass({ variant: 'inverseOutline', size: 'lg' })}
              >
                {AUTH_TEXTS.logIn}
              </Link>
            </div>
            <div
              className={css({
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'flex-start',
                gap: '3',
                mt: '8',
              })}
            >
              <p
                className={css({
                  display: 'flex',
                  gap: '2.5',
                  alignItems: 'flex-start',
                  fontSize: 'sm',
                  color: 'fg.inverseMuted',
                  maxW: '34rem',
                  '& svg': { w: '4.5', h: '4.5', flexShrink: '0', mt: '0.5' },
                })}
              >
                <MailIcon />
                <span>
                  {PRODUCT_NAME} is only for verified students and alumni. Join with your{' '}
                  <span className={css({ whiteSpace: 'nowrap' })}>university e-mail</span> (
                  {domains}) — we send a link to confirm it's you.
                </span>
              </p>
              <Badge tone="onDark" size="md">
                <ShieldCheckIcon />
                {AUTH_TEXTS.secureBadge}
              </Badge>
            </div>
          </div>
          <StageArt
            className={css({ display: { base: 'none', lg: 'block' }, w: 'full', maxW: '30rem' })}
          />
        </main>
      </div>

      <section
        aria-label={`What ${PRODUCT_NAME} offers`}
        className={css({
          flex: '1',
          maxW: 'content',
          w: 'full',
          mx: 'auto',
          px: { base: '5', md: '8' },
          py: { base: '10', md: '16' },
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
          gap: { base: '4', md: '6' },
        })}
      >
        {features.map(({ icon: Icon, title, text }) => (
          <div
            key={title}
            className={css({
              bg: 'bg.surface',
              borderWidth: '1px',
              borderColor: 'border.subtle',
              borderRadius: 'xl',
              p: '6',
              boxShadow: 'xs',
            })}
          >
            <span
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                w: '10',
                h: '10',
                borderRadius: 'lg',
                bg: 'accent.subtle',
                color: 'accent.text',
                '& svg': { w: '5', h: '5' },
              })}
            >
              <Icon />
            </span>
            <h2 className={css({ textStyle: 'heading', fontSize: 'lg', mt: '4' })}>{title}</h2>
            <p className={css({ mt: '1.5', color: 'fg.muted', fontSize: 'sm' })}>{text}</p>
          </div>
        ))}
      </section>

      <footer
        className={css({
          borderTopWidth: '1px',
          borderColor: 'border.subtle',
          py: '6',
          px: '5',
          textAlign: 'center',
          fontSize: 'sm',
          color: 'fg.muted',
        })}
      >
        {PRODUCT_NAME} · made by and for the {SCHOOL_NAME} community
      </footer>
    </div>
  );
}

const glow = css({
  position: 'absolute',
  inset: '0',
  pointerEvents: 'none',
  bgImage:
    'radial-gradient(40rem 22rem at 85% 20%, token(colors.onStage.glowFlair), transparent 70%), radial-gradient(30rem 18rem at 10% 90%, token(colors.onStage.glowAccent), transparent 70%)',
});
