// "Like" with its count (#34): a toggle (aria-pressed) for posts and portfolio items alike.
import { likeCountText } from '@greenroom/shared-model/texts';
import { css } from '../../styled-system/css';
import { HeartIcon } from './action-icons';
import { Button } from './button';

export function LikeToggle({
  liked,
  count,
  disabled,
  onToggle,
  countId,
}: {
  liked: boolean;
  count: number;
  disabled: boolean;
  onToggle: () => void;
  /** The count's element id, for a "Liked by" to describe. */
  countId?: string;
}) {
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={liked}
        disabled={disabled}
        onClick={onToggle}
        className={css({ color: liked ? 'accent.text' : 'fg.muted', minH: '11', px: '2' })}
      >
        <HeartIcon aria-hidden="true" fill={liked ? 'currentColor' : 'none'} />
        Like
      </Button>
      <span id={countId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {likeCountText(count)}
      </span>
    </div>
  );
}
