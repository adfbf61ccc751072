// A member's skills as chips, each a link to the members with that skill on Discover.
import { Link } from '@tanstack/react-router';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../ui/badge';

export function SkillChip({ skill }: { skill: string }) {
  return (
    <Link
      to="/discover"
      search={{ skill }}
      aria-label={`Find students skilled in ${skill}`}
      className={css({
        // A chip is a target: 28px tall at least (#30; WCAG 2.5.8 asks 24).
        display: 'inline-flex',
        borderRadius: 'full',
        _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
      })}
    >
      <Badge size="md">{skill}</Badge>
    </Link>
  );
}

/** The chips side by side, wrapping. */
export function SkillChips({ skills }: { skills: readonly string[] }) {
  return (
    <ul
      aria-label="Skills"
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })}
    >
      {skills.map((skill) => (
        <li key={skill}>
          <SkillChip skill={skill} />
        </li>
      ))}
    </ul>
  );
}
