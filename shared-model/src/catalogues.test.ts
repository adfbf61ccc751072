import { describe, expect, it } from 'vitest';
import { placementOfProgram, programsOfSchool, SCHOOL_NAMES, SIGNUP_PROGRAMS } from './catalogues';

describe('placementOfProgram', () => {
  it('places every sign-up program but Other in a known school, with a major of that school or none', () => {
    for (const program of SIGNUP_PROGRAMS) {
      const placement = placementOfProgram(program);
      if (program === 'Other') {
        expect(placement).toBeNull();
        continue;
      }
      expect(placement, program).not.toBeNull();
      expect(SCHOOL_NAMES).toContain(placement?.school);
      if (placement?.major) expect(programsOfSchool(placement.school)).toContain(placement.major);
    }
  });

  it('maps programs to the catalogue’s own names, and nothing for unknown or empty ones', () => {
    expect(placementOfProgram('Photography and Imaging')?.major).toBe('Photography & Imaging');
    expect(placementOfProgram('Game Design')?.major).toBe('Game Center');
    expect(placementOfProgram('Film and Television')?.major).toBe('Film and Television');
    expect(placementOfProgram('Cinema Studies')?.major).toBeNull();
    expect(placementOfProgram('toString')).toBeNull();
    expect(placementOfProgram('')).toBeNull();
    expect(placementOfProgram(null)).toBeNull();
  });
});
