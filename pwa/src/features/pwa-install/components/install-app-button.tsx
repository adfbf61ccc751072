import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { DownloadIcon } from '../../../ui/icons';
import { useInstallPrompt } from '../install-state';

/** "Install app", shown only while the browser offers installation. */
export function InstallAppButton({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { prompt } = useInstallPrompt();
  if (!prompt) return null;
  return (
    <Button
      variant={tone === 'dark' ? 'inverseOutline' : 'ghost'}
      size="sm"
      onClick={() => void prompt()}
    >
      <DownloadIcon />
      <span className={css({ srOnly: { base: true, sm: false } })}>Install app</span>
    </Button>
  );
}
