// The texts of skill endorsements (#34), apart from texts.ts: they load with the profile.
export const ENDORSEMENT_TEXTS = {
  endorse: 'Endorse',
  title: 'New Endorsement',
  onlyConnections: 'Only your connections can endorse your skills',
  notOnProfile: 'This skill is not on their profile',
  cannotEndorseSelf: 'You cannot endorse your own skills',
  workedTogether: 'Worked together',
  saveFailed: { title: 'Could not save your endorsement', description: 'Please try again.' },
  refused: 'Your endorsement was not saved',
} as const;

/** "Endorsed by 4" (nothing when nobody has). */
export function endorsedByText(count: number): string {
  return count > 0 ? `Endorsed by ${count}` : '';
}

/** The member's grouped notification: "Ada Okafor and 2 others endorsed your skill Editing". */
export function endorsementText(newestName: string, others: number, skill: string): string {
  if (others <= 0) return `${newestName} endorsed your skill ${skill}`;
  return `${newestName} and ${others} ${others === 1 ? 'other' : 'others'} endorsed your skill ${skill}`;
}
