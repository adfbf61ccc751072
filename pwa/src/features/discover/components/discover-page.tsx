// /discover (spec part 1 §2 "Discover page"): search (300 ms debounce) and filters mirrored to the
// address, Clear All, the result count and cards; offline, the profiles on this device.
import { discoverGraduationYears, filterOptions, SKILLS } from '@greenroom/shared-model/catalogues';
import { SKILL_FILTER_ALLOWED_CHARS } from '@greenroom/shared-model/constants';
import { resultCountText } from '@greenroom/shared-model/helpers/count-text';
import {
  type DiscoverFilters,
  hasDiscoverFilters,
} from '@greenroom/shared-model/helpers/discover-filters';
import { DISCOVER_TEXTS } from '@greenroom/shared-model/texts';
import { useEffect, useId, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { MEDIA_MD_UP, MEDIA_XL_UP } from '../../../theme/media-queries';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { TextField } from '../../../ui/field';
import { ChevronDownIcon } from '../../../ui/icons';
import { SchoolMajorSelects } from '../../../ui/school-major-selects';
import { SearchBox } from '../../../ui/search-box';
import { SelectField } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { useMediaQuery } from '../../../ui/use-media-query';
import { WindowVirtualList } from '../../../ui/window-virtual-list';
import { useUserSearch } from '../hooks/use-user-search';
import { UserCard } from './user-card';

const MAX_SKILL_SUGGESTIONS = 8;

export function DiscoverPage({
  filters,
  onChange,
}: {
  filters: DiscoverFilters;
  /** Replaces the address's filters. */
  onChange: (next: DiscoverFilters) => void;
}) {
  const results = useUserSearch(filters);
  const set = (patch: Partial<DiscoverFilters>) => onChange({ ...filters, ...patch });
  const years = discoverGraduationYears();
  // On a phone the four filters fold under one button, so the results are on the first screen.
  const wide = useMediaQuery(MEDIA_MD_UP);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const chosen = [filters.skill, filters.gradYear, filters.school, filters.major].filter(
    (v) => v !== undefined && v !== '',
  ).length;

  return (
    <div className={css({ display: 'grid', gap: '5', maxW: '72rem', mx: 'auto' })}>
      <h1 className={css({ textStyle: 'heading', fontSize: { base: '2xl', md: '3xl' } })}>
        {DISCOVER_TEXTS.title}
      </h1>
      <Card.Root>
        <Card.Body className={css({ gap: '4' })}>
          <SearchBox
            label="Search students"
            placeholder="Search by name, skill, bio, school or major"
            value={filters.q ?? ''}
            onSearch={(q) => set({ q: q || undefined })}
          />
          {wide ? null : (
            <Button
              variant="outline"
              aria-expanded={filtersOpen}
              aria-controls="discover-filters"
              className={css({ justifySelf: 'start', minH: '11' })}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {chosen > 0 ? `Filters (${chosen})` : 'Filters'}
              <ChevronDownIcon
                aria-hidden="true"
                className={css({ transform: filtersOpen ? 'rotate(180deg)' : undefined })}
              />
            </Button>
          )}
          {wide || filtersOpen ? (
            <div
              id="discover-filters"
              className={css({
                display: 'grid',
                gap: '3',
                gridTemplateColumns: {
                  base: '1fr',
                  sm: '1fr 1fr',
                  lg: 'repeat(4, minmax(0, 1fr))',
                },
                alignItems: 'start',
              })}
            >
              <SkillFilter value={filters.skill} onChange={(skill) => set({ skill })} />
              <SelectField
                label="Class year"
                options={[{ label: 'Any year', value: '' }, ...years.map(String)]}
                value={filters.gradYear ? String(filters.gradYear) : ''}
                onValueChange={(v) => set({ gradYear: v ? Number(v) : undefined })}
              />
              <SchoolMajorSelects
                school={filters.school}
                major={filters.major}
                onChange={(next) => set(next)}
              />
            </div>
          ) : null}
          {filters.skill ? (
            <div className={css({ maxW: { sm: '18rem' } })}>
              <SelectField
                label="Order"
                options={[
                  { label: 'By name', value: '' },
                  { label: `Most endorsed for ${filters.skill}`, value: 'endorsements' },
                ]}
                value={filters.sort ?? ''}
                onValueChange={(v) => set({ sort: v === 'endorsements' ? v : undefined })}
              />
            </div>
          ) : null}
          {hasDiscoverFilters(filters) ? (
            <Button
              variant="ghost"
              size="sm"
              className={css({ justifySelf: 'start' })}
              onClick={() => onChange({})}
            >
              {DISCOVER_TEXTS.clearAll}
            </Button>
          ) : null}
        </Card.Body>
      </Card.Root>
      <Results view={results} onSkill={(skill) => set({ skill })} />
    </div>
  );
}

/** A row of member cards before it is measured, and the space between cards, in px. */
const ESTIMATED_USER_CARD_PX = 300;
const CARD_GAP_PX = 16;
const userKey = (user: { id: string }) => user.id;

function Results({
  view,
  onSkill,
}: {
  view: ReturnType<typeof useUserSearch>;
  onSkill: (skill: string) => void;
}) {
  // The grid's columns (as the page's breakpoints give them): only the rows near the screen are
  // in the page.
  const md = useMediaQuery(MEDIA_MD_UP);
  const xl = useMediaQuery(MEDIA_XL_UP);
  const columns = xl ? 3 : md ? 2 : 1;
  if (view.status === 'loading') {
    return (
      <div
        role="status"
        className={css({ display: 'flex', gap: '2', alignItems: 'center', color: 'fg.muted' })}
      >
        <Spinner /> Searching...
      </div>
    );
  }
  if (view.status === 'error') {
    return (
      <div role="alert" className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
        <p>{view.message}</p>
        <Button onClick={view.retry}>Try Again</Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="discover-count" className={css({ display: 'grid', gap: '3' })}>
      <p id="discover-count" role="status" className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        {resultCountText(view.users.length)}
        {view.fromDevice ? ` · ${DISCOVER_TEXTS.fromDevice}` : ''}
      </p>
      {view.users.length === 0 ? (
        <p className={css({ py: '8', textAlign: 'center', fontWeight: '600' })}>
          {DISCOVER_TEXTS.noUsers}
        </p>
      ) : (
        <WindowVirtualList
          as="list"
          label="Members found"
          items={view.users}
          itemKey={userKey}
          columns={columns}
          estimatedSize={ESTIMATED_USER_CARD_PX}
          gap={CARD_GAP_PX}
          renderItem={(u) => <UserCard user={u} onSkill={onSkill} />}
        />
      )}
    </section>
  );
}

/** Type-to-filter over the skill catalogue; only a catalogue skill becomes the filter. */
function SkillFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (skill: string | undefined) => void;
}) {
  const [typed, setTyped] = useState(value ?? '');
  const listId = useId();
  useEffect(() => setTyped(value ?? ''), [value]);
  const suggestions =
    typed && typed !== value ? filterOptions(SKILLS, typed).slice(0, MAX_SKILL_SUGGESTIONS) : [];
  return (
    <div className={css({ display: 'grid', gap: '2', position: 'relative' })}>
      <TextField
        label="Skill"
        placeholder="Type a skill"
        value={typed}
        aria-controls={listId}
        onChange={(e) => {
          const next = e.target.value;
          if (!SKILL_FILTER_ALLOWED_CHARS.test(next)) return;
          setTyped(next);
          if (next === '') onChange(undefined);
        }}
      />
      <ul
        id={listId}
        aria-label="Matching skills"
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none' })}
      >
        {suggestions.map((skill) => (
          <li key={skill}>
            <Button variant="subtle" size="xs" onClick={() => onChange(skill)}>
              {skill}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
