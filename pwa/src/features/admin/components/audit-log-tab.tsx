// The Audit log tab (issue 28 §4; ADR 025): every admin action, newest first — who, when, what,
// on whom, the reason where given — filtered by admin and by member (the server filters, so a
// member's older entries come too). Nothing here changes the log: it has no write at all.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { AUDIT_ACTIONS } from '@greenroom/shared-model/catalogues';
import type { AuditEntry } from '@greenroom/shared-model/schemas/reports';
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import { useMemo, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select';
import { EmptyState } from '../../../ui/status-lines';
import { useAdminRead } from '../hooks/use-admin-read';
import { ReadView } from './admin-card';

const ANYONE = 'anyone';
const nameOf = (u: UserSummary | null) =>
  u ? `${u.firstName} ${u.lastName}`.trim() || (u.email ?? 'A member') : 'A removed account';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function detailsText(e: AuditEntry): string | null {
  const d = e.details;
  if (Array.isArray(d.fields) && d.fields.length > 0) return `Fields: ${d.fields.join(', ')}`;
  if (typeof d.courseCode === 'string') return `Course ${d.courseCode}`;
  if (typeof d.migrated === 'number') return `${d.migrated} of ${String(d.total)} photos migrated`;
  if (typeof d.reports === 'number')
    return `${d.reports} ${d.reports === 1 ? 'report' : 'reports'}`;
  return null;
}

/** People seen in the log so far, as filter options (kept while a filter narrows the list). */
function usePeople(
  entries: readonly AuditEntry[] | undefined,
  pick: (e: AuditEntry) => UserSummary | null,
) {
  const [known, setKnown] = useState(new Map<string, string>());
  const fresh = (entries ?? []).map(pick).filter((u): u is UserSummary => !!u && !known.has(u.id));
  if (fresh.length > 0) {
    const next = new Map(known);
    for (const u of fresh) next.set(u.id, nameOf(u));
    setKnown(next);
  }
  return known;
}

function optionsOf(people: Map<string, string>, anyLabel: string) {
  return [
    { value: ANYONE, label: anyLabel },
    ...[...people]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ];
}

export default function AuditLogTab() {
  const [adminId, setAdminId] = useState(ANYONE);
  const [memberId, setMemberId] = useState(ANYONE);
  const read = useAdminRead<AuditEntry[]>(
    apiPaths.admin.auditLog({
      ...(adminId !== ANYONE ? { adminId } : {}),
      ...(memberId !== ANYONE ? { memberId } : {}),
    }),
  );
  const admins = usePeople(read.value, (e) => e.admin);
  const members = usePeople(read.value, (e) => e.member);
  const adminOptions = useMemo(() => optionsOf(admins, 'Any admin'), [admins]);
  const memberOptions = useMemo(() => optionsOf(members, 'Any member'), [members]);
  return (
    <section aria-labelledby="audit-log" className={css({ display: 'grid', gap: '4' })}>
      <div>
        <h2 id="audit-log" className={css({ textStyle: 'heading', fontSize: 'xl' })}>
          Audit log
        </h2>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          Every action an admin took, as it was recorded. Entries cannot be edited or removed.
        </p>
      </div>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: '1fr 1fr auto' },
          gap: '3',
          alignItems: 'end',
        })}
      >
        <SelectField
          label="Admin"
          options={adminOptions}
          value={adminId}
          onValueChange={(v) => setAdminId(v || ANYONE)}
        />
        <SelectField
          label="Member"
          options={memberOptions}
          value={memberId}
          onValueChange={(v) => setMemberId(v || ANYONE)}
        />
        <Button
          variant="outline"
          disabled={adminId === ANYONE && memberId === ANYONE}
          onClick={() => {
            setAdminId(ANYONE);
            setMemberId(ANYONE);
          }}
        >
          Clear filters
        </Button>
      </div>
      <ReadView read={read} loadingText="Loading the audit log...">
        {(entries) =>
          entries.length === 0 ? (
            <EmptyState text="No admin actions recorded yet." />
          ) : (
            <ol
              aria-label="Admin actions, newest first"
              className={css({ display: 'grid', gap: '2', listStyle: 'none' })}
            >
              {entries.map((e) => {
                const details = detailsText(e);
                return (
                  <li
                    key={e.id}
                    className={css({
                      bg: 'bg.surface',
                      borderWidth: '1px',
                      borderColor: 'border.default',
                      rounded: 'md',
                      p: '3',
                      display: 'grid',
                      gap: '1',
                      minW: '0',
                      overflowWrap: 'anywhere',
                    })}
                  >
                    <p>
                      <strong>{nameOf(e.admin)}</strong> · {AUDIT_ACTIONS[e.action]}
                      {e.member ? (
                        <>
                          {' '}
                          · on{' '}
                          <button
                            type="button"
                            onClick={() => setMemberId(e.member!.id)}
                            aria-label={`Show only actions on ${nameOf(e.member)}`}
                            className={css({
                              color: 'accent.text',
                              textDecoration: 'underline',
                              cursor: 'pointer',
                              minH: '6',
                              // A long name wraps like the sentence's text, not centred.
                              textAlign: 'start',
                            })}
                          >
                            {nameOf(e.member)}
                          </button>
                        </>
                      ) : null}
                    </p>
                    <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                      <time dateTime={e.createdAt}>{dateTime.format(new Date(e.createdAt))}</time>
                      {details ? ` · ${details}` : ''}
                    </p>
                    {e.reason ? (
                      <p className={css({ fontSize: 'sm' })}>Reason: “{e.reason}”</p>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          )
        }
      </ReadView>
    </section>
  );
}
