import { PRODUCT_NAME } from '@greenroom/shared-model/constants';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { RefreshIcon } from '../../../ui/icons';
import { useBannerSpace } from '../banner-space';
import { useUpdateAvailable } from '../install-state';

/** "Update available": shown while a new service worker waits; Reload activates it. */
export function UpdatePrompt() {
  const applyUpdate = useUpdateAvailable();
  const spaceRef = useBannerSpace<HTMLDivElement>();
  if (!applyUpdate) return null;
  return (
    <div ref={spaceRef} role="status" aria-live="polite" className={floating}>
      <RefreshIcon className={css({ w: '5', h: '5', flexShrink: '0', color: 'accent.onDark' })} />
      <div className={css({ flex: '1', minW: '0' })}>
        <p className={css({ fontWeight: '700', fontSize: 'sm' })}>Update available</p>
        <p className={css({ fontSize: 'sm', color: 'fg.inverseMuted' })}>
          A new version of {PRODUCT_NAME} is ready.
        </p>
      </div>
      <Button variant="inverse" size="sm" onClick={applyUpdate}>
        Reload
      </Button>
    </div>
  );
}

const floating = css({
  position: 'fixed',
  zIndex: 'toast',
  insetX: { base: '3', md: 'auto' },
  insetStart: { md: '6' },
  // Above the bottom bar where there is one (the toasts rise above this banner).
  bottom: 'var(--gr-toast-bottom, 1rem)',
  w: { md: '24rem' },
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '3.5',
  bg: 'bg.inverse',
  borderWidth: '1px',
  borderColor: 'onStage.hover',
  color: 'fg.inverse',
  borderRadius: 'lg',
  boxShadow: 'lg',
  animation: 'slide-up 240ms ease-out',
});
