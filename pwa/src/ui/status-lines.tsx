import { Link } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { buttonClass } from './button';
import { Spinner } from './spinner';

/** "Loading jobs..." with a spinner, announced politely. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <div
      role="status"
      className={css({ display: 'flex', gap: '2', alignItems: 'center', color: 'fg.muted' })}
    >
      <Spinner /> {text}
    </div>
  );
}

/** A list's empty state ("No jobs found"). */
export function EmptyState({ text }: { text: string }) {
  return <p className={css({ py: '8', textAlign: 'center', fontWeight: '600' })}>{text}</p>;
}

/** A missing item's screen ("Job not found") with the way back ("Back to Jobs"). */
export function NotFoundScreen({
  title,
  backTo,
  backLabel,
}: {
  title: string;
  backTo: '/jobs' | '/applicants' | '/';
  backLabel: string;
}) {
  return (
    <div
      className={css({
        display: 'grid',
        gap: '4',
        justifyItems: 'center',
        py: '12',
        textAlign: 'center',
      })}
    >
      <h1 className={css({ fontSize: '2xl', fontWeight: '700' })}>{title}</h1>
      <Link to={backTo} className={buttonClass({ variant: 'outline' })}>
        {backLabel}
      </Link>
    </div>
  );
}
