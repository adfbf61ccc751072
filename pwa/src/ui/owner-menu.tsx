// The author's menu on a card (spec part 2 §2): Share (issue 35), Edit and Delete. What each does is the card's.
import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { MoreIcon, PencilIcon, TrashIcon } from './action-icons';
import { Button } from './button';
import * as Menu from './menu';
import { SHARE_VALUE, ShareMenuItem } from './share-menu-item';

export function OwnerMenu({
  label,
  onEdit,
  onDelete,
  onShare,
}: {
  /** The trigger's accessible name, e.g. "Options for Gaffer wanted". */
  label: string;
  onEdit: () => void;
  onDelete: () => void;
  /** "Share" first, when the item has its own page (not while it waits to sync). */
  onShare?: () => void;
}) {
  return (
    <Menu.Root
      onSelect={(d) => {
        if (d.value === 'edit') onEdit();
        if (d.value === 'delete') onDelete();
        if (d.value === SHARE_VALUE) onShare?.();
      }}
    >
      <ArkMenu.Trigger asChild>
        <Button size="xs" variant="ghost" aria-label={label}>
          <MoreIcon aria-hidden="true" />
        </Button>
      </ArkMenu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {onShare ? <ShareMenuItem /> : null}
            <Menu.Item value="edit">
              <PencilIcon aria-hidden="true" />
              Edit
            </Menu.Item>
            <Menu.Item value="delete">
              <TrashIcon aria-hidden="true" />
              Delete
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
