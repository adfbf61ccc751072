// One dashboard card: a titled section whose body shows the read's loading, error or value.
import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import type { ServerRead } from '../../../sync/use-server-read';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { LoadingLine } from '../../../ui/status-lines';

export function AdminCard({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root className={css({ minW: 0 })}>
      <Card.Header
        className={css({
          display: 'flex',
          flexDirection: 'row',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: '3',
          flexWrap: 'wrap',
        })}
      >
        <div>
          <Card.Title>{title}</Card.Title>
          {description ? <Card.Description>{description}</Card.Description> : null}
        </div>
        {action}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** The read's value through `children`; a spinner first; its error with Try Again. */
export function ReadView<T>({
  read,
  loadingText = 'Loading...',
  errorText,
  children,
}: {
  read: ServerRead<T>;
  loadingText?: string;
  errorText?: string;
  children: (value: T) => ReactNode;
}) {
  if (read.value !== undefined && read.status !== 'error') return <>{children(read.value)}</>;
  if (read.status === 'loading') return <LoadingLine text={loadingText} />;
  if (read.status === 'error') {
    return (
      <div role="alert" className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
        <p className={css({ color: 'danger.fg' })}>{errorText ?? read.message}</p>
        <Button size="xs" variant="outline" onClick={read.retry}>
          Try Again
        </Button>
      </div>
    );
  }
  return <>{children(read.value)}</>;
}

export const muted = css({ color: 'fg.muted', fontSize: 'sm' });
export const bigNumber = css({ fontSize: '3xl', fontWeight: '700', lineHeight: '1.1' });

/** An item's skills as badges (nothing when it has none). */
export function SkillBadges({ skills }: { skills: readonly string[] }) {
  if (skills.length === 0) return null;
  return (
    <p className={css({ display: 'flex', gap: '1.5', flexWrap: 'wrap' })}>
      {skills.map((skill) => (
        <Badge key={skill} tone="neutral">
          {skill}
        </Badge>
      ))}
    </p>
  );
}
