import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import { avatarColor, avatarInitials } from '@greenroom/shared-model/helpers/avatar';
import { renditionSrcSet } from '@greenroom/shared-model/helpers/renditions';
import type { MediaInfo } from '@greenroom/shared-model/schemas/media';
import { GENERIC_ERROR } from '@greenroom/shared-model/texts';
import { useState } from 'react';
import { cx } from '../../styled-system/css';
import { type AvatarVariantProps, avatar } from '../../styled-system/recipes';

type AvatarUser = {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  profileImageInfo?: MediaInfo | null;
};

/** Each size's CSS width (the avatar recipe's), for `sizes`: a 40 px avatar loads the 96 px rendition. */
const CSS_WIDTHS = { sm: '2rem', md: '2.5rem', lg: '4rem', xl: '6rem' } as const;

type AvatarProps = AvatarVariantProps & {
  user: AvatarUser;
  className?: string;
  /** Avatars next to a visible name hide from assistive technology. */
  decorative?: boolean;
};

/**
 * Profile photo, or initials on a colour hashed from the user id. When the photo fails to load,
 * the initials show with a small yellow dot titled "Profile photo unavailable".
 */
export function Avatar({ user, size, className, decorative = false }: AvatarProps) {
  const styles = avatar({ size });
  const src = user.profileImageUrl || undefined;
  const [failedSrc, setFailedSrc] = useState<string>();
  const failed = src !== undefined && failedSrc === src;
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  const label = failed ? `${name}, ${GENERIC_ERROR.photoUnavailable.toLowerCase()}` : name;
  return (
    <ArkAvatar.Root
      className={cx(styles.root, className)}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
      onStatusChange={(d) => setFailedSrc(d.status === 'error' ? src : undefined)}
    >
      {/* Initials are drawn from a data attribute, not text: inside a labelled control (the
          account menu button) visible text would have to be part of the control's name. */}
      <ArkAvatar.Fallback
        className={styles.fallback}
        style={{ backgroundColor: avatarColor(user.id) }}
        data-initials={avatarInitials(user.firstName, user.lastName)}
        aria-hidden="true"
      />
      {src ? (
        <ArkAvatar.Image
          className={styles.image}
          src={src}
          srcSet={renditionSrcSet(src, user.profileImageInfo)}
          sizes={typeof size === 'string' ? CSS_WIDTHS[size] : CSS_WIDTHS.xl}
          alt=""
        />
      ) : null}
      {failed ? <span className={styles.dot} title={GENERIC_ERROR.photoUnavailable} /> : null}
    </ArkAvatar.Root>
  );
}
