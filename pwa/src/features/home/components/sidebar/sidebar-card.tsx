// The frame of a home sidebar card: a titled card that says when it is loading.
import type { ReactNode } from 'react';
import { useId } from 'react';
import { css } from '../../../../../styled-system/css';
import * as Card from '../../../../ui/card';

export function SidebarCard({
  title,
  busy,
  children,
  action,
  inPage = false,
}: {
  title: string;
  /** Among a page's cards (one's own profile) rather than in the home's side column. */
  inPage?: boolean;
  busy?: boolean;
  children: ReactNode;
  action?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card.Root aria-labelledby={titleId} aria-busy={busy || undefined}>
      <Card.Header
        className={css({
          flexDirection: 'row',
          alignItems: 'center',
          justifyContent: 'space-between',
        })}
      >
        <Card.Title id={titleId} className={inPage ? undefined : css({ fontSize: 'md' })}>
          {title}
        </Card.Title>
        {action}
      </Card.Header>
      <Card.Body>{busy ? <p className={sidebarMuted}>Loading…</p> : children}</Card.Body>
    </Card.Root>
  );
}

export const sidebarMuted = css({ color: 'fg.muted', fontSize: 'sm' });
