// The post page's "Liked by Ada Okafor, Bo Lindqvist and 10 others" (#34), read from the server
// (who likes a post is not on the device) and read again when the count changes; "See all" lists
// every liker the member may see in a dialog. Offline it says nothing: the count stays.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { fullName } from '@greenroom/shared-model/helpers/text';
import type { PostLikers } from '@greenroom/shared-model/schemas/posts';
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import { likedByText } from '@greenroom/shared-model/texts';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { useServerRead } from '../../../sync/use-server-read';
import { Button } from '../../../ui/button';
import * as Dialog from '../../../ui/dialog';
import { DialogFrame } from '../../../ui/dialog-frame';
import { MemberLinks } from '../../../ui/member-links';

const nameOf = (u: UserSummary) => fullName(u.firstName, u.lastName);

export function LikedBy({ postId, count }: { postId: string; count: number }) {
  const [open, setOpen] = useState(false);
  const read = useServerRead<PostLikers>(
    count > 0 ? apiPaths.posts.likers(postId) : null,
    String(count),
  );
  const likers = read.status === 'ok' ? read.value?.likers : undefined;
  if (count === 0 || !likers || likers.length === 0) return null;
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {likedByText(likers.map(nameOf), read.value?.total ?? count)}
      </p>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        See all
      </Button>
      <DialogFrame
        open={open}
        onOpenChange={setOpen}
        title="Liked by"
        description={`${likers.length} ${likers.length === 1 ? 'member' : 'members'}`}
      >
        <Dialog.Body>
          <MemberLinks items={likers.map((member) => ({ member }))} />
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline">Close</Button>
          </Dialog.CloseTrigger>
        </Dialog.Footer>
      </DialogFrame>
    </div>
  );
}
