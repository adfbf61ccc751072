// The Users tab: search members by name, e-mail, major, skills or course code (300 ms after the
// last key); each card shows the member, an Active or Suspended badge, Edit, and Suspend or
// Unsuspend with a confirmation — never for the primary admin or oneself.

import { ADMIN_TEXTS, noUsersMatching } from '@greenroom/shared-model/admin-texts';
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { formatRelativeTime } from '@greenroom/shared-model/helpers/relative-time';
import { fullName } from '@greenroom/shared-model/helpers/text';
import type { AdminUsersReply } from '@greenroom/shared-model/schemas/admin';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { SearchBox } from '../../../ui/search-box';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { useAdminRead } from '../hooks/use-admin-read';
import { muted, ReadView } from './admin-card';
import { adminWrite } from './moderation';
import { UserEditDialog } from './user-edit-dialog';

type AdminUser = AdminUsersReply[number];

function SuspendButton({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const name = fullName(user.firstName, user.lastName);
  const suspending = !user.isSuspended;
  return (
    <>
      <Button size="xs" variant={suspending ? 'danger' : 'outline'} onClick={() => setOpen(true)}>
        {suspending ? 'Suspend' : 'Unsuspend'}
        <span className={css({ srOnly: true })}> {name}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={suspending ? `Suspend ${name}?` : `Unsuspend ${name}?`}
        description={
          suspending
            ? `${name} will be signed out everywhere at once and cannot use Greenroom until unsuspended. Their posts, jobs and events stay.`
            : `${name} will be able to sign in and use Greenroom again.`
        }
        confirmLabel={suspending ? 'Suspend' : 'Unsuspend'}
        onConfirm={() =>
          suspending
            ? adminWrite(
                'POST',
                apiPaths.admin.suspend(user.id),
                {},
                ADMIN_TEXTS.userSuspended,
                ADMIN_TEXTS.suspendFailed,
              )
            : adminWrite(
                'POST',
                apiPaths.admin.unsuspend(user.id),
                {},
                ADMIN_TEXTS.userUnsuspended,
                ADMIN_TEXTS.unsuspendFailed,
              )
        }
      />
    </>
  );
}

function UserCard({ user, me, onEdit }: { user: AdminUser; me: string; onEdit: () => void }) {
  const name = fullName(user.firstName, user.lastName);
  return (
    <article
      aria-label={name}
      className={css({
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        rounded: 'lg',
        p: '4',
        display: 'flex',
        gap: '3',
        alignItems: 'flex-start',
        flexWrap: 'wrap',
      })}
    >
      <Avatar user={user} decorative />
      <div className={css({ flex: '1', minW: '12rem' })}>
        <p
          className={css({
            fontWeight: '600',
            display: 'flex',
            gap: '2',
            alignItems: 'center',
            flexWrap: 'wrap',
          })}
        >
          {name}
          {user.isSuspended ? (
            <Badge tone="danger">Suspended</Badge>
          ) : (
            <Badge tone="success">Active</Badge>
          )}
          {user.isAdmin ? <Badge tone="accent">Admin</Badge> : null}
        </p>
        <p className={muted}>{user.email}</p>
        <p className={muted}>
          {[
            user.major,
            user.graduationYear ? `Class of ${user.graduationYear}` : null,
            `joined ${formatRelativeTime(user.createdAt)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <div className={css({ display: 'flex', gap: '2' })}>
        <Button size="xs" variant="outline" onClick={onEdit}>
          Edit<span className={css({ srOnly: true })}> {name}</span>
        </Button>
        {user.isPrimaryAdmin || user.id === me ? null : <SuspendButton user={user} />}
      </div>
    </article>
  );
}

export default function UsersTab() {
  const me = useSignedInUser();
  const [term, setTerm] = useState('');
  const read = useAdminRead<AdminUsersReply>(
    apiPaths.admin.users(term.trim() ? { q: term.trim() } : {}),
  );
  const [editing, setEditing] = useState<AdminUser | null>(null);
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <SearchBox
        label="Search users"
        placeholder="Name, e-mail, major, skills or course code"
        value={term}
        onSearch={setTerm}
      />
      <ReadView read={read} loadingText="Loading users...">
        {(users) => (
          <>
            <p role="status" className={muted}>
              {users.length === 1 ? '1 user' : `${users.length} users`}
              {term.trim() ? ` matching "${term.trim()}"` : ''}
            </p>
            {users.length === 0 ? (
              <div className={css({ textAlign: 'center', py: '8' })}>
                <p className={css({ fontWeight: '600' })}>
                  {term.trim() ? noUsersMatching(term.trim()) : ADMIN_TEXTS.noUsers}
                </p>
                {term.trim() ? (
                  <p className={muted}>
                    Try part of a name, an e-mail, a major, a skill or a course code.
                  </p>
                ) : null}
              </div>
            ) : (
              <div className={css({ display: 'grid', gap: '3' })}>
                {users.map((user) => (
                  <UserCard key={user.id} user={user} me={me.id} onEdit={() => setEditing(user)} />
                ))}
              </div>
            )}
          </>
        )}
      </ReadView>
      {editing ? <UserEditDialog user={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
