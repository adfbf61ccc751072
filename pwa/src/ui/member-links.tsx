// A list of members, each a link to their profile (who liked a post, who endorses a skill, who is
// going to an event), one under the other or side by side, with an optional mark after a name.
import { fullName } from '@greenroom/shared-model/helpers/text';
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';

export interface MemberLinkItem {
  member: Pick<UserSummary, 'id' | 'firstName' | 'lastName'>;
  /** Shown after the name (e.g. "Worked together"). */
  mark?: ReactNode;
}

export function MemberLinks({
  items,
  layout = 'column',
}: {
  items: readonly MemberLinkItem[];
  layout?: 'column' | 'row';
}) {
  return (
    <ul className={layout === 'row' ? rowList : columnList}>
      {items.map(({ member, mark }) => (
        <li key={member.id} className={item}>
          <Link to="/profile/$userId" params={{ userId: member.id }} className={link}>
            {fullName(member.firstName, member.lastName)}
          </Link>
          {mark}
        </li>
      ))}
    </ul>
  );
}

const columnList = css({ display: 'grid', gap: '2' });
const rowList = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
const item = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '6',
  color: 'accent.text',
  fontWeight: '600',
  _hover: { textDecoration: 'underline' },
});
