// Settings → who sees my e-mail address, phone number and courses; blocked and muted members
// with Unblock and Unmute (issue 28 §2, §3; ADR 024). Each choice saves through the outbox.
import { FIELD_AUDIENCE_DEFAULTS, type FieldAudience } from '@greenroom/shared-model/catalogues';
import type { Block, Mute } from '@greenroom/shared-model/schemas/privacy';
import type { FieldPrivacy } from '@greenroom/shared-model/schemas/users';
import { PRIVACY_TEXTS } from '@greenroom/shared-model/texts';
import { css } from '../../../../styled-system/css';
import { firstErrorMessage } from '../../../client-core/form-errors';
import { useMemberDb } from '../../../sync/sync-context';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { SelectField } from '../../../ui/select';
import { toast } from '../../../ui/toast';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { setFieldPrivacy, unblockMember, unmuteMember } from '../actions/privacy-actions';
import { useBlocksAndMutes } from '../hooks/use-blocks-mutes';

const AUDIENCE_OPTIONS: readonly { value: FieldAudience; label: string }[] = [
  { value: 'members', label: PRIVACY_TEXTS.audienceMembers },
  { value: 'connections', label: PRIVACY_TEXTS.audienceConnections },
  { value: 'private', label: PRIVACY_TEXTS.audiencePrivate },
];

const FIELDS: readonly { key: keyof FieldPrivacy; label: string; default: FieldAudience }[] = [
  {
    key: 'emailVisibility',
    label: PRIVACY_TEXTS.emailLabel,
    default: FIELD_AUDIENCE_DEFAULTS.email,
  },
  {
    key: 'phoneVisibility',
    label: PRIVACY_TEXTS.phoneLabel,
    default: FIELD_AUDIENCE_DEFAULTS.phone,
  },
  {
    key: 'coursesVisibility',
    label: PRIVACY_TEXTS.coursesLabel,
    default: FIELD_AUDIENCE_DEFAULTS.courses,
  },
];

function failed(error: unknown, fallback: string) {
  toast({ type: 'error', title: 'Error', description: firstErrorMessage(error) ?? fallback });
}

export function FieldPrivacySection() {
  const me = useSignedInUser();
  const db = useMemberDb();
  const change = async (key: keyof FieldPrivacy, value: string) => {
    if (!db) return;
    try {
      await setFieldPrivacy(db, me, { [key]: value as FieldAudience });
      toast({ type: 'success', title: PRIVACY_TEXTS.fieldsUpdated });
    } catch (error) {
      failed(error, PRIVACY_TEXTS.fieldsUpdated);
    }
  };
  return (
    <Card.Root aria-labelledby="field-privacy-title">
      <Card.Header>
        <Card.Title id="field-privacy-title">{PRIVACY_TEXTS.fieldsTitle}</Card.Title>
        <Card.Description>{PRIVACY_TEXTS.fieldsIntro}</Card.Description>
      </Card.Header>
      <Card.Body className={css({ gap: '4' })}>
        {FIELDS.map((field) => (
          <SelectField
            key={field.key}
            label={field.label}
            options={AUDIENCE_OPTIONS}
            value={me[field.key] ?? field.default}
            disabled={!db}
            onValueChange={(v) => change(field.key, v)}
          />
        ))}
      </Card.Body>
    </Card.Root>
  );
}

const listClass = css({ display: 'grid', gap: '2', listStyle: 'none', p: '0', m: '0' });
const rowClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '11',
  '& > span': { flex: '1', minW: '0', overflowWrap: 'anywhere' },
});
const mutedText = css({ color: 'fg.muted', fontSize: 'sm' });

function nameOf(row: Block | Mute): string {
  return row.member ? `${row.member.firstName} ${row.member.lastName}`.trim() : 'A former member';
}

function MemberRow({
  row,
  id,
  action,
  onAction,
}: {
  row: Block | Mute;
  id: string;
  action: string;
  onAction: () => void;
}) {
  const name = nameOf(row);
  return (
    <li className={rowClass}>
      <Avatar user={row.member ?? { id }} size="sm" decorative />
      <span>{name}</span>
      <Button size="sm" variant="outline" aria-label={`${action} ${name}`} onClick={onAction}>
        {action}
      </Button>
    </li>
  );
}

export function BlockedMembersSection() {
  const db = useMemberDb();
  const lists = useBlocksAndMutes();
  const unblock = async (row: Block) => {
    if (!db) return;
    try {
      await unblockMember(db, row.blockedId);
      toast({ type: 'success', title: PRIVACY_TEXTS.unblocked(nameOf(row)) });
    } catch (error) {
      failed(error, PRIVACY_TEXTS.blockFailed);
    }
  };
  return (
    <Card.Root aria-labelledby="blocked-title">
      <Card.Header>
        <Card.Title id="blocked-title">{PRIVACY_TEXTS.blockedTitle}</Card.Title>
        <Card.Description>{PRIVACY_TEXTS.blockedIntro}</Card.Description>
      </Card.Header>
      <Card.Body>
        {lists && lists.blocks.length > 0 ? (
          <ul className={listClass} aria-labelledby="blocked-title">
            {lists.blocks.map((row) => (
              <MemberRow
                key={row.blockedId}
                row={row}
                id={row.blockedId}
                action={PRIVACY_TEXTS.unblock}
                onAction={() => unblock(row)}
              />
            ))}
          </ul>
        ) : (
          <p className={mutedText}>{PRIVACY_TEXTS.noBlocked}</p>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function MutedMembersSection() {
  const db = useMemberDb();
  const lists = useBlocksAndMutes();
  const unmute = async (row: Mute) => {
    if (!db) return;
    try {
      await unmuteMember(db, row.mutedId);
      toast({ type: 'success', title: PRIVACY_TEXTS.unmuted(nameOf(row)) });
    } catch (error) {
      failed(error, PRIVACY_TEXTS.muteFailed);
    }
  };
  return (
    <Card.Root aria-labelledby="muted-title">
      <Card.Header>
        <Card.Title id="muted-title">{PRIVACY_TEXTS.mutedTitle}</Card.Title>
        <Card.Description>{PRIVACY_TEXTS.mutedIntro}</Card.Description>
      </Card.Header>
      <Card.Body>
        {lists && lists.mutes.length > 0 ? (
          <ul className={listClass} aria-labelledby="muted-title">
            {lists.mutes.map((row) => (
              <MemberRow
                key={row.mutedId}
                row={row}
                id={row.mutedId}
                action={PRIVACY_TEXTS.unmute}
                onAction={() => unmute(row)}
              />
            ))}
          </ul>
        ) : (
          <p className={mutedText}>{PRIVACY_TEXTS.noMuted}</p>
        )}
      </Card.Body>
    </Card.Root>
  );
}
