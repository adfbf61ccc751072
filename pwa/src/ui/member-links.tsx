// A list of members, each a link to their profile with their photo (who liked a post, who
// endorses a skill, who is going to an event): one under the other with their major and year, or side by
// side; an optional mark after a name.
import { fullName, studyLine } from '@greenroom/shared-model/helpers/text';
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { Avatar } from './avatar';

export interface MemberLinkItem {
  member: Pick<
    UserSummary,
    | 'id'
    | 'firstName'
    | 'lastName'
    | 'profileImageUrl'
    | 'profileImageInfo'
    | 'major'
    | 'graduationYear'
  >;
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
  const column = layout === 'column';
  return (
    <ul className={column ? columnList : rowList}>
      {items.map(({ member, mark }) => {
        const studies = column
          ? studyLine({ major: member.major, graduationYear: member.graduationYear })
          : '';
        return (
          <li key={member.id} className={item}>
            <Avatar user={member} size={column ? 'md' : 'sm'} decorative />
            <span className={css({ display: 'grid', minW: '0' })}>
              <span className={nameLine}>
                <Link to="/profile/$userId" params={{ userId: member.id }} className={link}>
                  {fullName(member.firstName, member.lastName)}
                </Link>
                {mark}
              </span>
              {studies ? <span className={studiesText}>{studies}</span> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

const columnList = css({ display: 'grid', gap: '3' });
const rowList = css({ display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '2' });
const item = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0' });
const nameLine = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '6',
  color: 'accent.text',
  fontWeight: '600',
  overflowWrap: 'anywhere',
  _hover: { textDecoration: 'underline' },
});
const studiesText = css({ fontSize: 'sm', color: 'fg.muted', lineClamp: '1' });
