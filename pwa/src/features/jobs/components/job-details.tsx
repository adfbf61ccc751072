import type { Job } from '@greenroom/shared-model/schemas/jobs';
import { css } from '../../../../styled-system/css';

const FIELDS = [
  ['Duration', 'duration'],
  ['Budget', 'budget'],
  ['Location', 'location'],
  ['Start Date', 'startDate'],
] as const;

/** Duration, Budget, Location and Start Date, those that are set. */
export function JobFacts({ job }: { job: Job }) {
  const facts = FIELDS.filter(([, field]) => job[field]);
  if (facts.length === 0) return null;
  return (
    <dl
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
        gap: '2',
        fontSize: 'sm',
      })}
    >
      {facts.map(([label, field]) => (
        <div key={field}>
          <dt className={css({ color: 'fg.muted', fontSize: 'xs' })}>{label}</dt>
          <dd className={css({ fontWeight: '500', overflowWrap: 'anywhere' })}>{job[field]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The job's skills as chips. */
export function SkillChips({ skills, label }: { skills: readonly string[]; label: string }) {
  if (skills.length === 0) return null;
  return (
    <ul
      aria-label={label}
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none' })}
    >
      {skills.map((skill) => (
        <li
          key={skill}
          className={css({
            fontSize: 'xs',
            px: '2',
            py: '0.5',
            borderRadius: 'full',
            bg: 'accent.subtle',
            color: 'accent.text',
          })}
        >
          {skill}
        </li>
      ))}
    </ul>
  );
}
