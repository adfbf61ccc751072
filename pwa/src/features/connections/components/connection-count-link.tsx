import { connectionCountLinkText } from '@greenroom/shared-model/helpers/count-text';
import { Link } from '@tanstack/react-router';
import { css } from '../../../../styled-system/css';
import { useConnectionCount } from '../hooks/use-connection-lists';

/** "No connections", "1 connection" or "N connections", to /connections/{userId}. */
export function ConnectionCountLink({ userId }: { userId: string }) {
  const count = useConnectionCount(userId);
  if (count === null) return null;
  return (
    <Link
      to="/connections/$userId"
      params={{ userId }}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        minH: '6',
        fontSize: 'sm',
        fontWeight: '600',
        color: 'accent.text',
        _hover: { textDecoration: 'underline' },
      })}
    >
      {connectionCountLinkText(count)}
    </Link>
  );
}
