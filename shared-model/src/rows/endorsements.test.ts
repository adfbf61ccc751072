import { describe, expect, it } from 'vitest';
import { Id } from '../schemas/common';
import { endorsementId, newEndorsement } from './endorsements';

const ada = '0b6f7d7e-2f7c-4d0e-9a51-1f3f0a6f8c11';
const bob = '5d2b0c4a-8e3b-4f6e-b1c2-7a9d3e4f5a60';

describe('endorsement ids', () => {
  it('are valid UUIDs, the same for the same member, skill and endorser', () => {
    const id = endorsementId(ada, 'Cinematography', bob);
    expect(Id.safeParse(id).success).toBe(true);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(endorsementId(ada, 'Cinematography', bob)).toBe(id);
    expect(newEndorsement(ada, 'Cinematography', bob, new Date(0)).id).toBe(id);
  });

  it('differ when any part differs', () => {
    const ids = new Set([
      endorsementId(ada, 'Cinematography', bob),
      endorsementId(bob, 'Cinematography', ada),
      endorsementId(ada, 'Editing', bob),
      endorsementId(ada, 'Cinematography\nx', bob),
      endorsementId(ada, 'cinematography', bob),
    ]);
    expect(ids.size).toBe(5);
    const many = new Set(
      Array.from({ length: 2000 }, (_, i) => endorsementId(ada, `Skill ${i}`, bob)),
    );
    expect(many.size).toBe(2000);
  });
});
