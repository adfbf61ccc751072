import { describe, expect, it } from 'vitest';
import { ApplicationStatusSchema, ApplyBody, UpdateApplicationStatusBody } from './applications';
import { CreateEventBody, UpdateEventBody } from './events';
import { CreateJobBody, JobSearchQuery, JobViewCountsQuery, UpdateJobBody } from './jobs';
import { AdminUpdatePostBody, CreatePostBody, UpdatePostBody } from './posts';

const UUID = '7d444840-9dc0-11d1-b245-5ffdce74fad2';
const UUID4 = '3b241101-e2bb-4255-8caf-4136c566a962';

function firstMessage(r: { success: boolean; error?: { issues: { message: string }[] } }) {
  return r.error?.issues[0]?.message;
}

describe('CreatePostBody', () => {
  it('requires content: "Content required"', () => {
    expect(firstMessage(CreatePostBody.safeParse({ content: '   ' }))).toBe('Content required');
    expect(firstMessage(CreatePostBody.safeParse({}))).toBe('Content required');
  });
  it('defaults type to post, skills to [], imageUrl to null; keeps a client id', () => {
    expect(CreatePostBody.parse({ id: UUID4, content: ' Hello ' })).toEqual({
      id: UUID4,
      content: 'Hello',
      type: 'post',
      skills: [],
      imageUrl: null,
    });
  });
  it('accepts our media paths and the spec rewrite forms, refuses others', () => {
    expect(CreatePostBody.parse({ content: 'x', imageUrl: '/uploads/a.mp4' }).imageUrl).toBe(
      '/uploads/a.mp4',
    );
    const legacy = 'https://b.s3.amazonaws.com/a.png';
    expect(CreatePostBody.parse({ content: 'x', imageUrl: legacy }).imageUrl).toBe(legacy);
    for (const imageUrl of ['https://e.com/a.png', '/\\evil.example/x.png']) {
      expect(CreatePostBody.safeParse({ content: 'x', imageUrl }).success).toBe(false);
    }
    expect(CreatePostBody.parse({ content: 'x', imageUrl: '' }).imageUrl).toBeNull();
    expect(
      CreatePostBody.safeParse({ content: 'x', imageUrl: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(CreatePostBody.safeParse({ content: 'x', imageUrl: '//evil.example/a' }).success).toBe(
      false,
    );
  });
  it('accepts only the three post types', () => {
    for (const type of ['post', 'showcase', 'update']) {
      expect(CreatePostBody.safeParse({ content: 'x', type }).success).toBe(true);
    }
    expect(CreatePostBody.safeParse({ content: 'x', type: 'job' }).success).toBe(false);
  });
  it('refuses a client id that is not a uuid', () => {
    expect(CreatePostBody.safeParse({ id: 'abc', content: 'x' }).success).toBe(false);
  });
});

describe('UpdatePostBody / AdminUpdatePostBody', () => {
  it('"Post content cannot be empty."', () => {
    expect(firstMessage(UpdatePostBody.safeParse({ content: ' ' }))).toBe(
      'Post content cannot be empty.',
    );
    expect(firstMessage(AdminUpdatePostBody.safeParse({ content: '' }))).toBe(
      'Post content cannot be empty.',
    );
  });
  it('merges only the sent fields; null skills become []', () => {
    expect(UpdatePostBody.parse({ skills: null })).toEqual({ skills: [] });
    expect(UpdatePostBody.parse({ imageUrl: '' })).toEqual({ imageUrl: null });
    expect(UpdatePostBody.parse({})).toEqual({});
  });
});

describe('CreateEventBody', () => {
  const ok = {
    title: 'Screening',
    description: 'Thesis films',
    eventDate: '2025-10-01T23:00:00.000Z',
  };
  it('checks title, then description, then date', () => {
    const r = CreateEventBody.safeParse({ title: '', description: '', eventDate: '' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Title required',
      'Description required',
      'Date required',
    ]);
  });
  it('needs an ISO date-time', () => {
    expect(firstMessage(CreateEventBody.safeParse({ ...ok, eventDate: 'tomorrow' }))).toBe(
      'Date required',
    );
    expect(
      CreateEventBody.safeParse({ ...ok, eventDate: '2025-10-01T19:00:00-04:00' }).success,
    ).toBe(true);
  });
  it('omits an empty location (null)', () => {
    expect(CreateEventBody.parse({ ...ok, location: '  ' }).location).toBeNull();
    expect(CreateEventBody.parse(ok).location).toBeNull();
    expect(CreateEventBody.parse({ ...ok, location: ' Room 2 ' }).location).toBe('Room 2');
  });
  it('update accepts a subset', () => {
    expect(UpdateEventBody.parse({ title: 'New' })).toEqual({ title: 'New' });
    expect(firstMessage(UpdateEventBody.safeParse({ description: '' }))).toBe(
      'Description required',
    );
  });
});

describe('CreateJobBody', () => {
  it('"Required fields missing" for a blank title or description', () => {
    expect(firstMessage(CreateJobBody.safeParse({ title: ' ', description: 'd' }))).toBe(
      'Required fields missing',
    );
    expect(firstMessage(CreateJobBody.safeParse({ title: 't' }))).toBe('Required fields missing');
  });
  it('defaults: unpaid, no skills, every school, empty free text as null', () => {
    expect(
      CreateJobBody.parse({ title: ' Gaffer ', description: 'Short film', budget: '' }),
    ).toEqual({
      title: 'Gaffer',
      description: 'Short film',
      requirements: null,
      budget: null,
      duration: null,
      location: null,
      startDate: null,
      type: null,
      skills: [],
      paymentType: 'unpaid',
      targetSchool: null,
    });
  });
  it("treats targetSchool 'all' as every school", () => {
    expect(
      CreateJobBody.parse({ title: 't', description: 'd', targetSchool: 'all' }).targetSchool,
    ).toBeNull();
    expect(
      CreateJobBody.parse({ title: 't', description: 'd', targetSchool: 'ITP' }).targetSchool,
    ).toBe('ITP');
  });
  it('accepts only paid, unpaid, credit', () => {
    expect(
      CreateJobBody.safeParse({ title: 't', description: 'd', paymentType: 'paid' }).success,
    ).toBe(true);
    expect(
      CreateJobBody.safeParse({ title: 't', description: 'd', paymentType: 'free' }).success,
    ).toBe(false);
  });
  it('update: nulls clear fields, null skills become []', () => {
    expect(UpdateJobBody.parse({ budget: null, skills: null, location: '' })).toEqual({
      budget: null,
      skills: [],
      location: null,
    });
    expect(firstMessage(UpdateJobBody.safeParse({ title: '' }))).toBe('Required fields missing');
  });
  it('search and view-count queries', () => {
    expect(JobSearchQuery.parse({ q: ' cam ', skills: 'Editing, VFX,,' })).toEqual({
      q: 'cam',
      skills: ['Editing', 'VFX'],
    });
    expect(JobViewCountsQuery.parse({ jobIds: `${UUID},${UUID4}` }).jobIds).toEqual([UUID, UUID4]);
    expect(JobViewCountsQuery.safeParse({ jobIds: 'x' }).success).toBe(false);
  });
});

describe('applications', () => {
  it('apply message is optional', () => {
    expect(ApplyBody.parse({})).toEqual({ message: null });
    expect(ApplyBody.parse({ message: ' Hi ' })).toEqual({ message: 'Hi' });
  });
  it('status changes: accepted, rejected or pending', () => {
    for (const status of ['accepted', 'rejected', 'pending']) {
      expect(UpdateApplicationStatusBody.safeParse({ status }).success).toBe(true);
    }
    expect(UpdateApplicationStatusBody.safeParse({ status: 'withdrawn' }).success).toBe(false);
  });
  it('an empty status reads as pending', () => {
    expect(ApplicationStatusSchema.parse('')).toBe('pending');
    expect(ApplicationStatusSchema.parse(null)).toBe('pending');
    expect(ApplicationStatusSchema.parse('accepted')).toBe('accepted');
  });
});
