import { describe, expect, it } from 'vitest';
import { onboardingProgress, onboardingSteps, parseOnboardingMemory } from './onboarding-steps';

const blank = { profileImageUrl: null, school: null, major: null, skills: [] as string[] };
const doneIds = (steps: ReturnType<typeof onboardingSteps>) =>
  steps.filter((s) => s.done).map((s) => s.id);

describe('onboardingSteps', () => {
  it('lists the six steps in order, none done for a new member', () => {
    const steps = onboardingSteps(blank, { courses: 0, portfolioItems: 0, connections: 0 });
    expect(steps.map((s) => s.id)).toEqual([
      'photo',
      'placement',
      'skills',
      'course',
      'portfolio',
      'connection',
    ]);
    expect(doneIds(steps)).toEqual([]);
    expect(onboardingProgress(steps)).toEqual({ done: 0, total: 6, text: '0 of 6 done' });
  });

  it('marks each step from the member and the replica', () => {
    const member = {
      profileImageUrl: '/uploads/a.png',
      school: 'Tisch School of the Arts',
      major: 'Dance',
      skills: ['Choreography'],
    };
    const steps = onboardingSteps(member, { courses: 1, portfolioItems: 0, connections: 2 });
    expect(doneIds(steps)).toEqual(['photo', 'placement', 'skills', 'course', 'connection']);
    expect(onboardingProgress(steps).text).toBe('5 of 6 done');
  });

  it('needs both school and major, not blanks', () => {
    expect(doneIds(onboardingSteps({ ...blank, school: 'ITP' }, undefined))).toEqual([]);
    expect(doneIds(onboardingSteps({ ...blank, school: 'ITP', major: '  ' }, undefined))).toEqual(
      [],
    );
  });

  it('takes the replica steps this device remembers until the replica answers', () => {
    const remembered = ['course', 'connection'] as const;
    expect(doneIds(onboardingSteps(blank, undefined, remembered))).toEqual([
      'course',
      'connection',
    ]);
    // The replica's answer wins over what was remembered.
    expect(
      doneIds(
        onboardingSteps(blank, { courses: 0, portfolioItems: 1, connections: 0 }, remembered),
      ),
    ).toEqual(['portfolio']);
  });
});

describe('parseOnboardingMemory', () => {
  it('reads what was kept and drops anything else', () => {
    expect(parseOnboardingMemory('{"dismissed":true,"done":["photo","nope",3]}')).toEqual({
      dismissed: true,
      done: ['photo'],
    });
    expect(parseOnboardingMemory(null)).toEqual({ dismissed: false, done: [] });
    expect(parseOnboardingMemory('not json')).toEqual({ dismissed: false, done: [] });
    expect(parseOnboardingMemory('{"dismissed":"yes"}')).toEqual({ dismissed: false, done: [] });
  });
});
