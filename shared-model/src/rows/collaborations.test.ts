import { describe, expect, it } from 'vitest';
import type { Collaboration } from '../schemas/collaborations';
import { awaitsConfirmationOf, confirmedBy, isConfirmed, partnerOf } from './collaborations';

const credit: Collaboration = {
  id: 'c',
  jobId: 'j',
  jobTitle: 'Gaffer',
  authorId: 'author',
  applicantId: 'applicant',
  workedAt: '2026-11-01T00:00:00.000Z',
  authorConfirmed: false,
  applicantConfirmed: false,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const now = new Date('2026-11-24T00:00:00.000Z');

describe('collaboration rows', () => {
  it('each member confirms their side once; it shows when both have', () => {
    const one = confirmedBy(credit, 'applicant', now);
    expect(one).toMatchObject({
      applicantConfirmed: true,
      authorConfirmed: false,
      updatedAt: now.toISOString(),
    });
    expect(isConfirmed(one)).toBe(false);
    expect(awaitsConfirmationOf(one, 'applicant')).toBe(false);
    expect(awaitsConfirmationOf(one, 'author')).toBe(true);
    expect(confirmedBy(one, 'applicant', now)).toBe(one);
    expect(confirmedBy(one, 'stranger', now)).toBe(one);
    expect(isConfirmed(confirmedBy(one, 'author', now))).toBe(true);
    expect(partnerOf(credit, 'author').id).toBe('applicant');
    expect(partnerOf(credit, 'applicant').id).toBe('author');
  });
});
