// "Complete your profile" (issue 30, onboarding): the steps a new member is asked to take, which
// are done, and what this device remembers (the steps last seen done, a dismissal). Pure apart
// from the localStorage helpers, so every case is unit-tested.
import type { User } from '@greenroom/shared-model/schemas/users';

export type OnboardingStepId =
  | 'photo'
  | 'placement'
  | 'skills'
  | 'course'
  | 'portfolio'
  | 'connection';

export interface OnboardingStep {
  id: OnboardingStepId;
  label: string;
  /** Where the member takes the step. */
  to: '/profile' | '/discover';
  done: boolean;
}

/** What only the replica knows (undefined: not read yet on this device). */
export interface ReplicaFacts {
  courses: number;
  portfolioItems: number;
  connections: number;
}

const STEPS: ReadonlyArray<Omit<OnboardingStep, 'done'>> = [
  { id: 'photo', label: 'Add a profile photo', to: '/profile' },
  { id: 'placement', label: 'Add your school and major', to: '/profile' },
  { id: 'skills', label: 'List your skills', to: '/profile' },
  { id: 'course', label: 'Add a course you are taking', to: '/profile' },
  { id: 'portfolio', label: 'Add a portfolio piece', to: '/profile' },
  { id: 'connection', label: 'Make your first connection', to: '/discover' },
];

type Member = Pick<User, 'profileImageUrl' | 'school' | 'major' | 'skills'>;

/**
 * The six steps, each done or not. The replica's steps fall back to `remembered` (the steps this
 * device last saw done) until the replica has answered.
 */
export function onboardingSteps(
  member: Member,
  facts: ReplicaFacts | undefined,
  remembered: readonly OnboardingStepId[] = [],
): OnboardingStep[] {
  const fromReplica = (id: OnboardingStepId, n: number | undefined) =>
    n === undefined ? remembered.includes(id) : n > 0;
  const done: Record<OnboardingStepId, boolean> = {
    photo: Boolean(member.profileImageUrl),
    placement: Boolean(member.school?.trim() && member.major?.trim()),
    skills: member.skills.length > 0,
    course: fromReplica('course', facts?.courses),
    portfolio: fromReplica('portfolio', facts?.portfolioItems),
    connection: fromReplica('connection', facts?.connections),
  };
  return STEPS.map((step) => ({ ...step, done: done[step.id] }));
}

/** "2 of 6 done", and the share for the progress bar. */
export function onboardingProgress(steps: readonly OnboardingStep[]): {
  done: number;
  total: number;
  text: string;
} {
  const done = steps.filter((s) => s.done).length;
  return { done, total: steps.length, text: `${done} of ${steps.length} done` };
}

// ─── Kept on this device, per member ─────────────────────────────────────────────────────
const onboardingKey = (userId: string) => `greenroom:onboarding:${userId}`;

export interface OnboardingMemory {
  dismissed: boolean;
  /** The steps last seen done, so that the card paints right before the replica answers. */
  done: OnboardingStepId[];
}

export function parseOnboardingMemory(stored: string | null): OnboardingMemory {
  try {
    const value = JSON.parse(stored ?? 'null') as Partial<OnboardingMemory> | null;
    const ids = new Set(STEPS.map((s) => s.id));
    return {
      dismissed: value?.dismissed === true,
      done: Array.isArray(value?.done)
        ? value.done.filter((id): id is OnboardingStepId => ids.has(id as OnboardingStepId))
        : [],
    };
  } catch {
    return { dismissed: false, done: [] };
  }
}

export function readOnboardingMemory(userId: string): OnboardingMemory {
  try {
    return parseOnboardingMemory(localStorage.getItem(onboardingKey(userId)));
  } catch {
    return { dismissed: false, done: [] };
  }
}

export function writeOnboardingMemory(userId: string, memory: OnboardingMemory): void {
  try {
    localStorage.setItem(onboardingKey(userId), JSON.stringify(memory));
  } catch {
    // Storage refused: the card is worked out again next time.
  }
}
