// "Share" as the first item of an item's menu (issue 35); the menu's onSelect does the sharing.
import { ShareIcon } from './action-icons';
import * as Menu from './menu';

export const SHARE_VALUE = 'share';

export function ShareMenuItem() {
  return (
    <Menu.Item value={SHARE_VALUE}>
      <ShareIcon aria-hidden="true" />
      Share
    </Menu.Item>
  );
}
