import { filterOptions, SKILLS } from '@greenroom/shared-model/catalogues';
import { PROFILE_TEXTS } from '@greenroom/shared-model/texts';
import { useId, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { firstErrorMessage } from '../../../client-core/form-errors';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { TextField } from '../../../ui/field';
import { XIcon } from '../../../ui/icons';
import { toast } from '../../../ui/toast';
import { useMemberDb } from '../../sync/sync-context';
import { updateProfile } from '../actions/update-profile';

const MAX_SUGGESTIONS = 8;

/** Skills & Expertise: everyone sees the chips; the owner edits them from the shared catalogue. */
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
  const [query, setQuery] = useState('');
  const [saving, setSaving] = useState(false);
  const suggestions = filterOptions(SKILLS, query, draft).slice(0, MAX_SUGGESTIONS);

  function start() {
    setDraft([...skills]);
    setQuery('');
    setEditing(true);
  }

  async function save() {
    if (!db) return;
    setSaving(true);
    try {
      await updateProfile(db, userId, { skills: draft });
      toast({ type: 'success', title: PROFILE_TEXTS.skillsUpdated });
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
            <ul aria-label="Your skills" className={chips}>
              {draft.map((skill) => (
                <li key={skill}>
                  <Badge>
                    {skill}
                    <button
                      type="button"
                      className={removeButton}
                      aria-label={`Remove ${skill}`}
                      onClick={() => setDraft(draft.filter((s) => s !== skill))}
                    >
                      <XIcon aria-hidden="true" />
                    </button>
                  </Badge>
                </li>
              ))}
            </ul>
            <TextField
              label="Add a skill"
              placeholder="Type to filter skills"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            {suggestions.length > 0 ? (
              <ul aria-label="Matching skills" className={chips}>
                {suggestions.map((skill) => (
                  <li key={skill}>
                    <Button
                      variant="subtle"
                      size="xs"
                      onClick={() => {
                        setDraft([...draft, skill]);
                        setQuery('');
                      }}
                    >
                      + {skill}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>No matching skills.</p>
            )}
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
          <ul aria-label="Skills" className={chips}>
            {skills.map((skill) => (
              <li key={skill}>
                <Badge>{skill}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className={css({ color: 'fg.muted' })}>{PROFILE_TEXTS.noSkills}</p>
        )}
      </Card.Body>
    </Card.Root>
  );
}

const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' });
const removeButton = css({
  display: 'inline-flex',
  ml: '1',
  cursor: 'pointer',
  borderRadius: 'full',
  '& svg': { w: '3', h: '3' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
});
