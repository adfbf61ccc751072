// What the optimistic credit and the server's credit share: one member's confirmation, and
// whether a credit shows on profiles.
import type { Collaboration } from '../schemas/collaborations';

/** The credit confirmed by `memberId` (one of its two members); the same object when it was. */
export function confirmedBy<C extends Collaboration>(c: C, memberId: string, now: Date): C {
  const field =
    memberId === c.authorId
      ? 'authorConfirmed'
      : memberId === c.applicantId
        ? 'applicantConfirmed'
        : null;
  if (!field || c[field]) return c;
  return { ...c, [field]: true, updatedAt: now.toISOString() };
}

/** Confirmed by both: it shows on their profiles and counts in discover. */
export function isConfirmed(c: Pick<Collaboration, 'authorConfirmed' | 'applicantConfirmed'>) {
  return c.authorConfirmed && c.applicantConfirmed;
}

/** Whether `memberId` still has to confirm it. */
export function awaitsConfirmationOf(c: Collaboration, memberId: string): boolean {
  return (
    (memberId === c.authorId && !c.authorConfirmed) ||
    (memberId === c.applicantId && !c.applicantConfirmed)
  );
}

/** The other member of the credit. */
export function partnerOf(c: Collaboration, memberId: string) {
  return memberId === c.authorId
    ? { id: c.applicantId, summary: c.applicant }
    : { id: c.authorId, summary: c.author };
}
