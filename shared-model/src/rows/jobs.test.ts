import { describe, expect, it } from 'vitest';
import { CreateJobBody, UpdateJobBody } from '../schemas/jobs';
import { decidedApplication, newApplication } from './applications';
import { editedJob, jobEdit, newJob, newSavedJob } from './jobs';

const author = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Ada',
  lastName: 'Author',
  email: 'ada@nyu.edu',
  profileImageUrl: null,
  school: null,
  major: null,
  graduationYear: null,
  isVerified: true,
};
const now = new Date('2026-11-24T12:00:00.000Z');
const later = new Date('2026-11-25T12:00:00.000Z');

describe('job rows', () => {
  it('a new job from its parsed body: defaults, empty optional fields as null, all schools as null', () => {
    const body = CreateJobBody.parse({
      id: '00000000-0000-4000-8000-0000000000aa',
      title: ' Gaffer ',
      description: 'Two nights',
      budget: '',
      targetSchool: 'all',
    });
    expect(newJob({ ...body, id: body.id! }, author, now)).toMatchObject({
      title: 'Gaffer',
      budget: null,
      paymentType: 'unpaid',
      skills: [],
      targetSchool: null,
      authorId: author.id,
      createdAt: now.toISOString(),
    });
  });

  it('an edit writes only the fields sent; null skills become []; nothing sent moves nothing', () => {
    const job = newJob(
      {
        ...CreateJobBody.parse({
          title: 'T',
          description: 'D',
          skills: ['Lighting'],
          budget: '$5',
        }),
        id: 'j',
      },
      author,
      now,
    );
    const body = UpdateJobBody.parse({ title: 'New', skills: null, budget: null });
    expect(jobEdit(body)).toEqual({ title: 'New', skills: [], budget: null });
    expect(editedJob(job, body, later)).toMatchObject({
      title: 'New',
      description: 'D',
      skills: [],
      budget: null,
      updatedAt: later.toISOString(),
    });
    expect(editedJob(job, UpdateJobBody.parse({}), later)).toBe(job);
    expect(newSavedJob('j', author.id, now)).toEqual({
      jobId: 'j',
      userId: author.id,
      createdAt: now.toISOString(),
    });
  });
});

describe('application rows', () => {
  it('new applications are pending; a decision moves status and updatedAt once', () => {
    const a = newApplication({ id: 'a', message: null }, 'j', author, now);
    expect(a).toMatchObject({
      id: 'a',
      jobId: 'j',
      applicantId: author.id,
      status: 'pending',
      message: null,
    });
    const accepted = decidedApplication(a, 'accepted', later);
    expect(accepted).toMatchObject({ status: 'accepted', updatedAt: later.toISOString() });
    expect(decidedApplication(accepted, 'accepted', now)).toBe(accepted);
  });
});
