// The Reports tab (issue 28 §4; ADR 025): open reports grouped by item — the item itself, its
// member, the reasons with their counts, the reporters' notes — and the decisions Dismiss,
// Remove content, Warn member (with the reason the member is told) and Suspend. Decided cases
// stay listed below with who decided and how.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import {
  REPORT_DECISIONS,
  type ReportDecision,
  reportReasonLabel,
} from '@greenroom/shared-model/catalogues';
import { formatRelativeTime } from '@greenroom/shared-model/helpers/relative-time';
import { REPORT_KIND_WORDS } from '@greenroom/shared-model/report-texts';
import type { ReportCase, ReportExcerpt } from '@greenroom/shared-model/schemas/reports';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/field';
import { EmptyState } from '../../../ui/status-lines';
import { useAdminRead } from '../hooks/use-admin-read';
import { ReadView } from './admin-card';
import { adminWrite, EditDialog } from './moderation';

const DECISION_LABEL = Object.fromEntries(
  REPORT_DECISIONS.map((d) => [d.value, d.label]),
) as Record<ReportDecision, string>;

/** The buttons of an open case, and what each asks before it is sent. */
const ACTIONS: readonly {
  decision: ReportDecision;
  label: string;
  confirm: string;
  reasonLabel: string;
  reasonRequired: boolean;
}[] = [
  {
    decision: 'dismiss',
    label: 'Dismiss',
    confirm: 'The reports are closed and the item stays. The reporters are told.',
    reasonLabel: 'Note for the audit log (optional)',
    reasonRequired: false,
  },
  {
    decision: 'remove',
    label: 'Remove content',
    confirm: 'The item is deleted for everyone. The reporters are told.',
    reasonLabel: 'Reason, for the audit log (optional)',
    reasonRequired: false,
  },
  {
    decision: 'warn',
    label: 'Warn member',
    confirm: 'The member gets a notification with this reason. The item stays.',
    reasonLabel: 'Reason the member is told',
    reasonRequired: true,
  },
  {
    decision: 'suspend',
    label: 'Suspend',
    confirm: 'The member is signed out everywhere and cannot use Greenroom until unsuspended.',
    reasonLabel: 'Reason, for the audit log (optional)',
    reasonRequired: false,
  },
];

const cardClass = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  rounded: 'lg',
  p: '4',
  display: 'grid',
  gap: '3',
  minW: '0',
});

function itemLink(c: ReportCase): { to: string; params: Record<string, string> } | null {
  if (!c.item.exists) return null;
  switch (c.item.kind) {
    case 'post':
      return { to: '/posts/$postId', params: { postId: c.item.id } };
    case 'job':
      return { to: '/jobs/$jobId', params: { jobId: c.item.id } };
    case 'event':
      return { to: '/events/$eventId', params: { eventId: c.item.id } };
    case 'member':
      return { to: '/profile/$userId', params: { userId: c.item.id } };
    // The queue shows the comment's text; its post is not part of the case.
    case 'comment':
      return null;
    // A private conversation: only its excerpt, read through an audited call (ExcerptView).
    case 'message':
    case 'conversation':
      return null;
  }
}

/**
 * A reported message or conversation: its text is not in the queue. "Read the messages" asks for
 * the excerpt kept at the report (the reported message and the few before it), and the server
 * writes each reading to the audit log (ADR 045).
 */
function ExcerptView({
  item,
}: {
  item: ReportCase['item'] & { kind: 'message' | 'conversation' };
}) {
  const [excerpt, setExcerpt] = useState<ReportExcerpt | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const listId = useId();
  const read = async () => {
    setBusy(true);
    try {
      const res = await fetch(
        apiPaths.admin.reportExcerpt({ itemKind: item.kind, itemId: item.id }),
        {
          credentials: 'include',
        },
      );
      const body = (await res.json().catch(() => null)) as
        | (ReportExcerpt & { message?: string })
        | null;
      if (!res.ok || !body) throw new Error(body?.message ?? `${res.status}`);
      setExcerpt(body);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  if (!excerpt) {
    return (
      <div className={css({ display: 'grid', gap: '1', justifyItems: 'start' })}>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          Private messages are shown only when you open them, and opening them is written to the
          audit log.
        </p>
        <Button size="sm" variant="outline" loading={busy} onClick={() => void read()}>
          Read the reported messages
        </Button>
        {error ? (
          <p role="alert" className={css({ fontSize: 'sm', color: 'danger.fg' })}>
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <ol
      id={listId}
      aria-label="Reported messages"
      className={css({
        display: 'grid',
        gap: '2',
        listStyle: 'none',
        borderLeftWidth: '3px',
        borderColor: 'border.strong',
        pl: '3',
      })}
    >
      {excerpt.messages.map((m) => (
        <li
          key={m.id}
          className={css({
            display: 'grid',
            gap: '0.5',
            overflowWrap: 'anywhere',
            whiteSpace: 'pre-wrap',
            '&[data-reported]': { fontWeight: '600' },
          })}
          data-reported={m.reported ? '' : undefined}
        >
          <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
            {m.sender ? `${m.sender.firstName} ${m.sender.lastName}`.trim() : 'Deleted member'} ·{' '}
            {new Date(m.createdAt).toLocaleString()}
            {m.reported ? ' · reported' : ''}
          </span>
          <span>{m.deleted ? 'Message deleted' : m.content}</span>
          {m.attachmentUrl ? (
            <a
              href={m.attachmentUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={css({ color: 'accent.text', fontSize: 'sm' })}
            >
              Attachment
            </a>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function Decide({
  item,
  action,
  onClose,
}: {
  item: ReportCase['item'];
  action: (typeof ACTIONS)[number];
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <EditDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${action.label}?`}
      description={action.confirm}
      canSave={!action.reasonRequired || reason.trim() !== ''}
      saveLabel={action.label}
      onSave={() =>
        adminWrite(
          'POST',
          apiPaths.admin.resolveReports,
          {
            itemKind: item.kind,
            itemId: item.id,
            decision: action.decision,
            ...(reason.trim() ? { reason } : {}),
          },
          { title: 'Reports resolved', description: DECISION_LABEL[action.decision] },
          { title: 'Error' },
        )
      }
    >
      <TextAreaField
        label={action.reasonLabel}
        rows={3}
        required={action.reasonRequired}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </EditDialog>
  );
}

function CaseCard({ c, now }: { c: ReportCase; now: number }) {
  const headingId = useId();
  const [deciding, setDeciding] = useState<(typeof ACTIONS)[number] | null>(null);
  const what = REPORT_KIND_WORDS[c.item.kind];
  const member = c.item.member;
  const memberName = member ? `${member.firstName} ${member.lastName}`.trim() : 'A removed account';
  const link = itemLink(c);
  const actions = ACTIONS.filter(
    (a) =>
      !(
        a.decision === 'remove' &&
        (c.item.kind === 'member' || c.item.kind === 'conversation' || !c.item.exists)
      ) && !((a.decision === 'warn' || a.decision === 'suspend') && !member),
  );
  return (
    <article aria-labelledby={headingId} className={cardClass}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
        <h3 id={headingId} className={css({ fontWeight: '700' })}>
          {c.item.kind === 'member'
            ? `Profile of ${memberName}`
            : c.item.kind === 'conversation'
              ? `A conversation with ${memberName}`
              : `A ${what} by ${memberName}`}
        </h3>
        <Badge tone={c.status === 'open' ? 'warning' : 'neutral'}>
          {c.reporterCount} {c.reporterCount === 1 ? 'report' : 'reports'}
        </Badge>
        {c.hidden ? <Badge tone="danger">Hidden from the feed</Badge> : null}
        {!c.item.exists ? <Badge tone="neutral">Content removed</Badge> : null}
      </div>
      {member ? <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{member.email}</p> : null}
      {c.item.title || c.item.text ? (
        <blockquote
          className={css({
            borderLeftWidth: '3px',
            borderColor: 'border.strong',
            pl: '3',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            maxH: '12rem',
            overflowY: 'auto',
          })}
        >
          {c.item.title ? <p className={css({ fontWeight: '600' })}>{c.item.title}</p> : null}
          {c.item.text ? <p>{c.item.text}</p> : null}
        </blockquote>
      ) : null}
      {c.item.kind === 'message' || c.item.kind === 'conversation' ? (
        <ExcerptView item={{ ...c.item, kind: c.item.kind }} />
      ) : null}
      {link ? (
        <Link
          to={link.to}
          params={link.params}
          className={css({
            // A link on its own line: a 24px target at least (#30, WCAG 2.5.8).
            display: 'inline-flex',
            alignItems: 'center',
            minH: '6',
            fontSize: 'sm',
            color: 'accent.text',
            textDecoration: 'underline',
            w: 'fit-content',
          })}
        >
          Open the {what}
        </Link>
      ) : null}
      <div>
        <p className={css({ fontSize: 'sm', fontWeight: '600' })}>Reasons</p>
        <ul
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            gap: '2',
            listStyle: 'none',
            mt: '1',
          })}
        >
          {c.reasons.map((r) => (
            <li key={r.reason}>
              <Badge tone="neutral">
                {reportReasonLabel(r.reason)} × {r.count}
              </Badge>
            </li>
          ))}
        </ul>
      </div>
      {c.notes.length > 0 ? (
        <div>
          <p className={css({ fontSize: 'sm', fontWeight: '600' })}>Notes from reporters</p>
          <ul className={css({ display: 'grid', gap: '1', mt: '1', listStyle: 'none' })}>
            {c.notes.map((n) => (
              <li
                key={`${n.createdAt}-${n.note}`}
                className={css({ fontSize: 'sm', overflowWrap: 'anywhere' })}
              >
                “{n.note}”{' '}
                <span className={css({ color: 'fg.muted' })}>({reportReasonLabel(n.reason)})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        Last reported {formatRelativeTime(c.lastReportedAt, now)}
      </p>
      {c.resolution ? (
        <p className={css({ fontSize: 'sm' })}>
          <strong>{DECISION_LABEL[c.resolution.decision]}</strong> by{' '}
          {c.resolution.by
            ? `${c.resolution.by.firstName} ${c.resolution.by.lastName}`.trim()
            : 'an admin'}{' '}
          {formatRelativeTime(c.resolution.at, now)}
          {c.resolution.reason ? `: “${c.resolution.reason}”` : ''}
        </p>
      ) : (
        <fieldset
          aria-label={`Decide on the reports of this ${what}`}
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}
        >
          {actions.map((a) => (
            <Button
              key={a.decision}
              size="sm"
              variant={
                a.decision === 'dismiss' ? 'outline' : a.decision === 'warn' ? 'subtle' : 'danger'
              }
              onClick={() => setDeciding(a)}
            >
              {a.label}
            </Button>
          ))}
        </fieldset>
      )}
      {deciding ? (
        <Decide item={c.item} action={deciding} onClose={() => setDeciding(null)} />
      ) : null}
    </article>
  );
}

function CaseList({ status, emptyText }: { status: 'open' | 'resolved'; emptyText: string }) {
  const read = useAdminRead<ReportCase[]>(apiPaths.admin.reports({ status }));
  const now = Date.now();
  return (
    <ReadView read={read} loadingText="Loading reports...">
      {(cases) =>
        cases.length === 0 ? (
          <EmptyState text={emptyText} />
        ) : (
          <div className={css({ display: 'grid', gap: '3' })}>
            {cases.map((c) => (
              <CaseCard
                key={`${c.item.kind}:${c.item.id}:${c.resolution?.at ?? 'open'}`}
                c={c}
                now={now}
              />
            ))}
          </div>
        )
      }
    </ReadView>
  );
}

export default function ReportsTab() {
  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <section aria-labelledby="open-reports" className={css({ display: 'grid', gap: '3' })}>
        <h2 id="open-reports" className={css({ textStyle: 'heading', fontSize: 'xl' })}>
          Open reports
        </h2>
        <CaseList status="open" emptyText="No open reports. Nothing needs a decision." />
      </section>
      <section aria-labelledby="resolved-reports" className={css({ display: 'grid', gap: '3' })}>
        <h2 id="resolved-reports" className={css({ textStyle: 'heading', fontSize: 'xl' })}>
          Resolved
        </h2>
        <CaseList status="resolved" emptyText="No decisions yet." />
      </section>
    </div>
  );
}
