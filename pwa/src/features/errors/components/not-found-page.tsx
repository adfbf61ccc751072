import { GENERIC_ERROR } from '@greenroom/shared-model/texts';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../../styled-system/css';
import { buttonClass } from '../../../ui/button';

/** Any unmatched address for a signed-in member (spec part 1 §2). */
export function NotFoundPage() {
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: '3',
        py: { base: '12', md: '20' },
        px: '4',
      })}
    >
      <p
        aria-hidden="true"
        className={css({
          textStyle: 'display',
          fontSize: { base: '6xl', md: '8xl' },
          bgGradient: 'brand',
          bgClip: 'text',
          color: 'transparent',
          lineHeight: '1',
        })}
      >
        404
      </p>
      <h1 className={css({ textStyle: 'heading', fontSize: '2xl' })}>
        {GENERIC_ERROR.notFoundPage}
      </h1>
      <p className={css({ color: 'fg.muted', maxW: '26rem' })}>
        We couldn't find this page. The link may be broken, or the page may have moved.
      </p>
      <Link to="/" className={cx(buttonClass(), css({ mt: '3' }))}>
        Go to Home
      </Link>
    </div>
  );
}
