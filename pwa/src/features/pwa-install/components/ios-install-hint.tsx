import { PRODUCT_NAME } from '@greenroom/shared-model/constants';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { ShareIcon, XIcon } from '../../../ui/icons';
import { LogoMark } from '../../../ui/logo';
import { useBannerSpace } from '../banner-space';
import { isIosSafari, isStandalone } from '../install-state';

const DISMISSED_KEY = 'greenroom.iosInstallHint.dismissed';

function shouldShow(): boolean {
  try {
    return isIosSafari() && !isStandalone() && localStorage.getItem(DISMISSED_KEY) !== '1';
  } catch {
    return false;
  }
}

/** iOS Safari has no install prompt: explain Share → Add to Home Screen, once. */
export function IosInstallHint() {
  const [visible, setVisible] = useState(shouldShow);
  const spaceRef = useBannerSpace<HTMLElement>();
  if (!visible) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private mode: it simply shows again next time.
    }
    setVisible(false);
  };
  return (
    <aside
      ref={spaceRef}
      aria-label={`Install ${PRODUCT_NAME}`}
      className={css({
        position: 'fixed',
        zIndex: 'banner',
        insetX: '3',
        bottom: 'calc(var(--gr-toast-bottom, 1rem))',
        display: 'flex',
        alignItems: 'flex-start',
        gap: '3',
        p: '3.5',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'lg',
        boxShadow: 'lg',
        animation: 'slide-up 240ms ease-out',
      })}
    >
      <LogoMark size={36} />
      <p className={css({ flex: '1', fontSize: 'sm' })}>
        <strong>Install {PRODUCT_NAME}:</strong> tap{' '}
        <ShareIcon className={css({ display: 'inline', w: '4', h: '4', verticalAlign: '-2px' })} />{' '}
        Share, then <strong>Add to Home Screen</strong>.
      </p>
      <button
        type="button"
        aria-label="Dismiss install instructions"
        onClick={dismiss}
        className={css({
          display: 'inline-flex',
          p: '1',
          minW: '6',
          minH: '6',
          justifyContent: 'center',
          alignItems: 'center',
          borderRadius: 'sm',
          color: 'fg.muted',
          cursor: 'pointer',
          _hover: { bg: 'bg.muted' },
          '& svg': { w: '4', h: '4' },
        })}
      >
        <XIcon />
      </button>
    </aside>
  );
}
