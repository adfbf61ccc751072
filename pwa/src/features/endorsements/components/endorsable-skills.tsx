// The profile's skills with their endorsements (#34): each skill's chip, "Endorsed by N" (who, in
// a dialog: members who worked with them first, marked) and, for the member's connections,
// "Endorse" (a toggle, aria-pressed; optimistic and offline like every write).
import { ENDORSEMENT_TEXTS, endorsedByText } from '@greenroom/shared-model/endorsement-texts';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { useMemberDb } from '../../../sync/sync-context';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import * as Dialog from '../../../ui/dialog';
import { DialogFrame } from '../../../ui/dialog-frame';
import { MemberLinks } from '../../../ui/member-links';
import { toast } from '../../../ui/toast';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { useConnectionWith } from '../../connections/hooks/use-connections';
import { SkillChip, SkillChips } from '../../profile/components/skill-chips';
import { endorseSkill, unendorseSkill } from '../actions/endorse-skill';
import { type SkillView, useSkillEndorsements } from '../hooks/use-skill-endorsements';

export default function EndorsableSkills({
  userId,
  skills,
}: {
  userId: string;
  skills: readonly string[];
}) {
  const me = useSignedInUser();
  const pair = useConnectionWith(userId);
  const views = useSkillEndorsements(userId, skills);
  const mayEndorse = userId !== me.id && pair?.state.status === 'accepted';
  const [shown, setShown] = useState<SkillView | null>(null);
  // Nothing to show or do beside the chips: they stay side by side.
  if (!mayEndorse && !views.some((v) => v.count)) return <SkillChips skills={skills} />;
  return (
    <>
      <ul aria-label="Skills" className={css({ display: 'grid', gap: '2' })}>
        {views.map((view) => (
          <li key={view.skill} className={row}>
            <SkillChip skill={view.skill} />
            <div className={css({ display: 'flex', alignItems: 'center', gap: '1', ml: 'auto' })}>
              {view.count ? (
                <Button variant="ghost" size="sm" onClick={() => setShown(view)}>
                  {endorsedByText(view.count)}
                </Button>
              ) : null}
              {mayEndorse ? <EndorseButton userId={userId} view={view} /> : null}
            </div>
          </li>
        ))}
      </ul>
      <DialogFrame
        open={shown !== null}
        onOpenChange={(open) => {
          if (!open) setShown(null);
        }}
        title={shown ? `${shown.skill}: ${endorsedByText(shown.count ?? 0)}` : ''}
        description="Members who endorse this skill"
      >
        <Dialog.Body>
          <MemberLinks
            items={(shown?.endorsers ?? []).map(({ member, workedTogether }) => ({
              member,
              mark: workedTogether ? (
                <Badge tone="accent">{ENDORSEMENT_TEXTS.workedTogether}</Badge>
              ) : undefined,
            }))}
          />
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline">Close</Button>
          </Dialog.CloseTrigger>
        </Dialog.Footer>
      </DialogFrame>
    </>
  );
}

// The chip on the left, the count and Endorse together on the right (below it when narrow).
const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
});

function EndorseButton({ userId, view }: { userId: string; view: SkillView }) {
  const me = useSignedInUser();
  const db = useMemberDb();
  const toggle = async () => {
    if (!db) return;
    try {
      if (view.endorsedByMe) await unendorseSkill(db, me.id, userId, view.skill);
      else await endorseSkill(db, me.id, userId, view.skill);
    } catch {
      toast({ type: 'error', ...ENDORSEMENT_TEXTS.saveFailed });
    }
  };
  return (
    <Button
      variant={view.endorsedByMe ? 'solid' : 'outline'}
      size="sm"
      aria-pressed={view.endorsedByMe}
      aria-label={`${ENDORSEMENT_TEXTS.endorse} ${view.skill}`}
      disabled={!db}
      onClick={() => void toggle()}
    >
      {view.endorsedByMe ? 'Endorsed' : ENDORSEMENT_TEXTS.endorse}
    </Button>
  );
}
