// The Browse filters of /jobs (spec part 2 §2, §5): search, the paid filter, skills by
// type-to-filter (letters, digits, space, + - & /), school and major, and the active filters as
// chips that clear one by one or all at once.
import { filterOptions, SKILLS } from '@greenroom/shared-model/catalogues';
import { SKILL_FILTER_ALLOWED_CHARS } from '@greenroom/shared-model/constants';
import {
  hasJobFilters,
  JOB_PAID_FILTER_LABELS,
  type JobFilters,
} from '@greenroom/shared-model/helpers/job-filters';
import { noSkillsMatching } from '@greenroom/shared-model/texts';
import { useId, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { TextField } from '../../../ui/field';
import { XIcon } from '../../../ui/icons';
import { SchoolMajorSelects } from '../../../ui/school-major-selects';
import { SearchBox } from '../../../ui/search-box';
import { SelectField } from '../../../ui/select';

const MAX_SKILL_SUGGESTIONS = 8;

export function JobFiltersCard({
  filters,
  onChange,
}: {
  filters: JobFilters;
  onChange: (next: JobFilters) => void;
}) {
  const set = (patch: Partial<JobFilters>) => onChange({ ...filters, ...patch });
  const skills = filters.skills ?? [];
  return (
    <Card.Root>
      <Card.Body className={css({ gap: '4' })}>
        <SearchBox
          label="Search jobs"
          placeholder="Search by title, description or location"
          value={filters.q ?? ''}
          onSearch={(q) => set({ q: q || undefined })}
        />
        <div
          className={css({
            display: 'grid',
            gap: '3',
            gridTemplateColumns: { base: '1fr', sm: '1fr 1fr', lg: 'repeat(4, minmax(0, 1fr))' },
            alignItems: 'start',
          })}
        >
          <SelectField
            label="Payment"
            options={[
              { label: JOB_PAID_FILTER_LABELS.all, value: 'all' },
              { label: JOB_PAID_FILTER_LABELS.paid, value: 'paid' },
              { label: JOB_PAID_FILTER_LABELS['unpaid-credit'], value: 'unpaid-credit' },
            ]}
            value={filters.paid ?? 'all'}
            onValueChange={(v) =>
              set({ paid: v === 'paid' || v === 'unpaid-credit' ? v : undefined })
            }
          />
          <SkillFilter chosen={skills} onAdd={(skill) => set({ skills: [...skills, skill] })} />
          <SchoolMajorSelects
            school={filters.school}
            major={filters.major}
            onChange={(next) => set(next)}
          />
        </div>
        {hasJobFilters(filters) ? <ActiveFilters filters={filters} onChange={onChange} /> : null}
      </Card.Body>
    </Card.Root>
  );
}

/** The active filters as chips, each with its clear button, and Clear All. */
function ActiveFilters({
  filters,
  onChange,
}: {
  filters: JobFilters;
  onChange: (next: JobFilters) => void;
}) {
  const chips: { label: string; clear: JobFilters }[] = [];
  if (filters.q?.trim())
    chips.push({ label: `“${filters.q.trim()}”`, clear: { ...filters, q: undefined } });
  if (filters.paid)
    chips.push({
      label: JOB_PAID_FILTER_LABELS[filters.paid],
      clear: { ...filters, paid: undefined },
    });
  for (const skill of filters.skills ?? []) {
    const rest = (filters.skills ?? []).filter((s) => s !== skill);
    chips.push({ label: skill, clear: { ...filters, skills: rest.length > 0 ? rest : undefined } });
  }
  if (filters.school)
    chips.push({ label: filters.school, clear: { ...filters, school: undefined } });
  if (filters.major) chips.push({ label: filters.major, clear: { ...filters, major: undefined } });
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
      <ul
        aria-label="Active filters"
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none' })}
      >
        {chips.map((chip) => (
          <li key={chip.label}>
            <Badge size="md">
              {chip.label}
              <button
                type="button"
                aria-label={`Clear filter ${chip.label}`}
                onClick={() => onChange(chip.clear)}
                className={css({
                  display: 'inline-flex',
                  ml: '1',
                  cursor: 'pointer',
                  borderRadius: 'full',
                  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
                })}
              >
                <XIcon aria-hidden="true" />
              </button>
            </Badge>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={() => onChange({})}>
        Clear All
      </Button>
    </div>
  );
}

/** Type-to-filter over the skill catalogue; a chosen skill joins the filter (any of them). */
function SkillFilter({
  chosen,
  onAdd,
}: {
  chosen: readonly string[];
  onAdd: (skill: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const listId = useId();
  const suggestions = typed
    ? filterOptions(SKILLS, typed, chosen).slice(0, MAX_SKILL_SUGGESTIONS)
    : [];
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <TextField
        label="Skill"
        placeholder="Type a skill"
        value={typed}
        aria-controls={listId}
        onChange={(e) => {
          if (SKILL_FILTER_ALLOWED_CHARS.test(e.target.value)) setTyped(e.target.value);
        }}
      />
      <ul
        id={listId}
        aria-label="Matching skills"
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none' })}
      >
        {suggestions.map((skill) => (
          <li key={skill}>
            <Button
              variant="subtle"
              size="xs"
              onClick={() => {
                onAdd(skill);
                setTyped('');
              }}
            >
              {skill}
            </Button>
          </li>
        ))}
      </ul>
      {typed && suggestions.length === 0 ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{noSkillsMatching(typed)}</p>
      ) : null}
    </div>
  );
}
