// "Share" in an item's menu (posts, jobs, events, profiles): its own page's address, shared or
// copied, and a toast only when the link was copied (or could not be).
import { toast } from '../../ui/toast';
import { itemUrl, shareLink } from './share-link';

export const SHARE_TEXTS = {
  action: 'Share',
  copied: 'Link copied',
  failedTitle: 'Could not share the link',
  failed: (url: string) => `You can copy it from here: ${url}`,
} as const;

export type ShareTarget = { kind: 'post' | 'job' | 'event' | 'profile'; id: string; title: string };

const PATHS: Record<ShareTarget['kind'], string> = {
  post: '/posts/',
  job: '/jobs/',
  event: '/events/',
  profile: '/profile/',
};

/** A post's share: its author in the title (a post has no title of its own). */
export const postShareTarget = (post: {
  id: string;
  author: { firstName: string; lastName: string };
}): ShareTarget => ({
  kind: 'post',
  id: post.id,
  title: `Post by ${post.author.firstName} ${post.author.lastName}`.trim(),
});

/** A member's profile page, their name as its title. */
export const profileShareTarget = (user: {
  id: string;
  firstName: string;
  lastName: string;
}): ShareTarget => ({
  kind: 'profile',
  id: user.id,
  title: `${user.firstName} ${user.lastName}`.trim(),
});

/** The item's own page, e.g. `/posts/{id}`. */
const sharePath = (target: ShareTarget) => `${PATHS[target.kind]}${encodeURIComponent(target.id)}`;

/** Call from the click (the share sheet needs the member's gesture). */
export async function shareItem(target: ShareTarget): Promise<void> {
  const url = itemUrl(sharePath(target), window.location.origin);
  const outcome = await shareLink(navigator, { title: target.title, url });
  if (outcome === 'copied') toast({ type: 'success', title: SHARE_TEXTS.copied });
  if (outcome === 'failed') {
    toast({ type: 'error', title: SHARE_TEXTS.failedTitle, description: SHARE_TEXTS.failed(url) });
  }
}
