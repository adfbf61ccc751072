// "Complete your profile" on Home (issue 30, onboarding): for a verified member, the six steps
// with the share done; each undone step links to where it is taken. Dismissible (kept for the
// member on this device) and gone once every step is done. It paints with the shell from the
// member and what this device remembers; the replica's steps follow when the page is idle.
import { Link } from '@tanstack/react-router';
import { Suspense, useCallback, useEffect, useId, useState } from 'react';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import * as Card from '../../ui/card';
import { CheckIcon, XIcon } from '../../ui/icons';
import { lazy } from '../../ui/lazy';
import { useSignedInUser } from '../auth/hooks/use-current-user';
import {
  type OnboardingStepId,
  onboardingProgress,
  onboardingSteps,
  type ReplicaFacts,
  readOnboardingMemory,
  writeOnboardingMemory,
} from './onboarding-steps';

const ReplicaFactsReader = lazy(() => import('./replica-facts'));

const ONBOARDING_TITLE = 'Complete your profile';

export function OnboardingCard({ idle }: { idle: boolean }) {
  const user = useSignedInUser();
  const titleId = useId();
  const [memory, setMemory] = useState(() => readOnboardingMemory(user.id));
  const [facts, setFacts] = useState<ReplicaFacts | undefined>();
  const onFacts = useCallback((next: ReplicaFacts) => setFacts(next), []);
  const steps = onboardingSteps(user, facts, memory.done);
  const progress = onboardingProgress(steps);
  const doneKey = steps
    .filter((s) => s.done)
    .map((s) => s.id)
    .join(',');

  // What is done is remembered, so the card paints right the next time (and stays gone).
  useEffect(() => {
    if (!facts || doneKey === memory.done.join(',')) return;
    const next = { ...memory, done: doneKey ? (doneKey.split(',') as OnboardingStepId[]) : [] };
    writeOnboardingMemory(user.id, next);
    setMemory(next);
  }, [facts, doneKey, memory, user.id]);

  if (!user.isVerified || memory.dismissed || progress.done === progress.total) return null;
  const dismiss = () => {
    const next = { ...memory, dismissed: true };
    writeOnboardingMemory(user.id, next);
    setMemory(next);
  };
  return (
    <Card.Root aria-labelledby={titleId}>
      <Card.Header className={css({ flexDirection: 'row', alignItems: 'flex-start', gap: '3' })}>
        <div className={css({ flex: '1', minW: '0', display: 'grid', gap: '1' })}>
          <Card.Title id={titleId}>{ONBOARDING_TITLE}</Card.Title>
          <Card.Description>
            Members with a full profile are found and asked to collaborate far more often.
          </Card.Description>
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Dismiss ${ONBOARDING_TITLE}`}
          onClick={dismiss}
          className={css({ w: '11', h: '11', p: '0' })}
        >
          <XIcon aria-hidden="true" />
        </Button>
      </Card.Header>
      <Card.Body className={css({ display: 'grid', gap: '3' })}>
        <div className={css({ display: 'grid', gap: '1.5' })}>
          <p className={css({ fontSize: 'sm', fontWeight: '600' })}>{progress.text}</p>
          <div
            role="progressbar"
            aria-label="Profile completion"
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            aria-valuetext={progress.text}
            className={css({ h: '2', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' })}
          >
            <div
              className={css({ h: 'full', bg: 'accent.default', borderRadius: 'full' })}
              style={{ width: `${(progress.done / progress.total) * 100}%` }}
            />
          </div>
        </div>
        <ul aria-label="Steps" className={list}>
          {steps.map((step) => (
            <li key={step.id} className={item} data-done={step.done || undefined}>
              <span aria-hidden="true" className={mark}>
                {step.done ? <CheckIcon /> : null}
              </span>
              {step.done ? (
                <span className={css({ color: 'fg.muted' })}>
                  {step.label}
                  <span className={css({ srOnly: true })}> (done)</span>
                </span>
              ) : (
                <Link to={step.to} className={stepLink}>
                  {step.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Card.Body>
      {idle ? (
        <Suspense fallback={null}>
          <ReplicaFactsReader onFacts={onFacts} />
        </Suspense>
      ) : null}
    </Card.Root>
  );
}

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: '1',
  listStyle: 'none',
  p: '0',
  m: '0',
});
const item = css({ display: 'flex', alignItems: 'center', gap: '2', minH: '11', fontSize: 'sm' });
const mark = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  w: '5',
  h: '5',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'border.strong',
  '[data-done] > &': { bg: 'success.fg', borderColor: 'success.fg', color: 'bg.surface' },
  '& svg': { w: '3', h: '3' },
});
const stepLink = css({
  color: 'accent.text',
  fontWeight: '600',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  minH: '6',
  display: 'inline-flex',
  alignItems: 'center',
  _hover: { color: 'accent.textEmphasized' },
});
