import { SKILLS } from '@greenroom/shared-model/catalogues';
import { PROFILE_TEXTS } from '@greenroom/shared-model/texts';
import { Suspense, useId, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { firstErrorMessage } from '../../../client-core/form-errors';
import { savedToast, writesWait } from '../../../sync/queued-words';
import { useMemberDb } from '../../../sync/sync-context';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { ChipPicker } from '../../../ui/chip-picker';
import { lazy } from '../../../ui/lazy';
import { toast } from '../../../ui/toast';
import { updateProfile } from '../actions/update-profile';
import { SkillChips } from './skill-chips';

// Endorsements load after the profile (the page's chunk keeps to its budget).
const EndorsableSkills = lazy(() => import('../../endorsements/components/endorsable-skills'));

/**
 * Skills & Expertise: everyone sees the chips with their endorsements (connections endorse); the
 * owner edits them from the shared catalogue.
 */
export function SkillsCard({
  userId,
  skills,
  isOwner,
}: {
  userId: string;
  skills: readonly string[];
  isOwner: boolean;
}) {
  const db = useMemberDb();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  function start() {
    setDraft([...skills]);
    setEditing(true);
  }

  async function save() {
    if (!db) return;
    setSaving(true);
    try {
      await updateProfile(db, userId, { skills: draft });
      toast(savedToast({ type: 'success', title: PROFILE_TEXTS.skillsUpdated }, writesWait()));
      setEditing(false);
    } catch (error) {
      toast({
        type: 'error',
        title: PROFILE_TEXTS.skillsUpdateError,
        description: firstErrorMessage(error),
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card.Root aria-labelledby={titleId}>
      <Card.Header className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
        <Card.Title id={titleId}>Skills &amp; Expertise</Card.Title>
        {isOwner && !editing ? (
          <Button variant="outline" size="sm" onClick={start}>
            Edit skills
          </Button>
        ) : null}
      </Card.Header>
      <Card.Body className={css({ gap: '3' })}>
        {editing ? (
          <>
            <ChipPicker
              label="Add a skill"
              chosenLabel="Your skills"
              options={SKILLS}
              value={draft}
              onChange={setDraft}
            />
            <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
              <Button variant="outline" onClick={() => setEditing(false)}>
                {PROFILE_TEXTS.cancel}
              </Button>
              <Button loading={saving} disabled={!db} onClick={() => void save()}>
                Save skills
              </Button>
            </div>
          </>
        ) : skills.length > 0 ? (
          <Suspense fallback={<SkillChips skills={skills} />}>
            <EndorsableSkills userId={userId} skills={skills} />
          </Suspense>
        ) : (
          <p className={css({ color: 'fg.muted' })}>{PROFILE_TEXTS.noSkills}</p>
        )}
      </Card.Body>
    </Card.Root>
  );
}
