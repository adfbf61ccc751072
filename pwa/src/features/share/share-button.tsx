// "Share" as a button, where a page's actions are buttons (the member's own profile; issue 35).

import { ShareIcon } from '../../ui/action-icons';
import { Button } from '../../ui/button';
import { SHARE_TEXTS, type ShareTarget, shareItem } from './share-item';

export function ShareButton({ target }: { target: ShareTarget }) {
  return (
    <Button variant="outline" onClick={() => void shareItem(target)}>
      <ShareIcon aria-hidden="true" />
      {SHARE_TEXTS.action}
    </Button>
  );
}
