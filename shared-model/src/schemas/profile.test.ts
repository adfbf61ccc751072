import { describe, expect, it } from 'vitest';
import { comparePortfolioItems } from '../helpers/portfolio-order';
import { AdminCreateCourseBody, MigrationReply } from './admin';
import { TextHighlightBody, TimeFrameQuery } from './analytics';
import { ConnectionStatusReply, CreateConnectionBody, UpdateConnectionBody } from './connections';
import { CreateCourseBody, UpdateCourseBody } from './courses';
import { Notification } from './notifications';
import {
  CreatePortfolioItemBody,
  ReorderPortfolioBody,
  UpdatePortfolioItemBody,
} from './portfolio';
import { RecentViewsQuery } from './profile-views';
import { EmailPreferencesBody, PrivacyBody } from './settings';

const A = '3b241101-e2bb-4255-8caf-4136c566a962';
const B = '7d444840-9dc0-11d1-b245-5ffdce74fad2';

function messages(r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('courses', () => {
  it('defaults semester "Fall 2025" and year "2025", normalises the code', () => {
    expect(
      CreateCourseBody.parse({ courseCode: ' fmtv-ut  1040', courseName: ' Sight & Sound ' }),
    ).toEqual({
      courseCode: 'FMTV-UT 1040',
      courseName: 'Sight & Sound',
      section: null,
      professor: null,
      semester: 'Fall 2025',
      year: '2025',
    });
  });
  it('uses the spec messages', () => {
    expect(
      messages(CreateCourseBody.safeParse({ courseCode: 'FMTV 1040', courseName: 'x' })),
    ).toEqual([
      'courseCode: Course code must follow NYU format: DEPT-LEVEL #### (e.g., FMTV-UT 1040)',
    ]);
    expect(messages(CreateCourseBody.safeParse({ courseCode: '', courseName: '' }))).toEqual([
      'courseCode: Missing information: Course code and name are required.',
      'courseName: Missing information: Course code and name are required.',
    ]);
  });
  it('accepts add-form and edit-form semesters and years as number or string', () => {
    expect(
      UpdateCourseBody.parse({
        courseCode: 'FMTV-UT 1040',
        courseName: 'x',
        semester: 'Spring',
        year: 2022,
      }).year,
    ).toBe('2022');
    expect(
      UpdateCourseBody.safeParse({
        courseCode: 'FMTV-UT 1040',
        courseName: 'x',
        semester: 'Autumn',
      }).success,
    ).toBe(false);
    expect(
      UpdateCourseBody.safeParse({ courseCode: 'FMTV-UT 1040', courseName: 'x', year: '25' })
        .success,
    ).toBe(false);
  });
  it('admin course body needs the userId', () => {
    expect(
      AdminCreateCourseBody.safeParse({ courseCode: 'FMTV-UT 1040', courseName: 'x' }).success,
    ).toBe(false);
    expect(
      AdminCreateCourseBody.parse({ courseCode: 'FMTV-UT 1040', courseName: 'x', userId: A })
        .userId,
    ).toBe(A);
  });
});

describe('portfolio', () => {
  const base = { title: 'Reel', mediaUrl: '/uploads/r.mp4', mediaType: 'video' };
  it('"Please enter a title."', () => {
    expect(messages(CreatePortfolioItemBody.safeParse({ ...base, title: '  ' }))).toEqual([
      'title: Please enter a title.',
    ]);
  });
  it('youtube/vimeo items need a link of that provider', () => {
    expect(
      CreatePortfolioItemBody.safeParse({
        ...base,
        mediaType: 'youtube',
        mediaUrl: 'https://youtu.be/dQw4w9WgXcQ',
      }).success,
    ).toBe(true);
    expect(
      messages(
        CreatePortfolioItemBody.safeParse({
          ...base,
          mediaType: 'youtube',
          mediaUrl: 'https://vimeo.com/1',
        }),
      ),
    ).toEqual(['mediaUrl: Please enter a valid YouTube or Vimeo URL.']);
    expect(
      messages(
        UpdatePortfolioItemBody.safeParse({
          title: 'x',
          mediaType: 'vimeo',
          mediaUrl: 'https://youtu.be/dQw4w9WgXcQ',
        }),
      ),
    ).toEqual(['mediaUrl: Please enter a valid YouTube or Vimeo URL']);
  });
  it('dedupes tags and defaults them to []', () => {
    expect(CreatePortfolioItemBody.parse({ ...base, tags: ['VFX', 'vfx', ' Reel '] }).tags).toEqual(
      ['VFX', 'Reel'],
    );
    expect(CreatePortfolioItemBody.parse(base).tags).toEqual([]);
  });
  it('edit sends mediaUrl and mediaType together or not at all', () => {
    expect(UpdatePortfolioItemBody.safeParse({ title: 'x' }).success).toBe(true);
    expect(
      UpdatePortfolioItemBody.safeParse({ title: 'x', mediaUrl: '/uploads/a.png' }).success,
    ).toBe(false);
  });
  it('reorder: ids unique, sortOrder ≥ 0', () => {
    expect(
      ReorderPortfolioBody.safeParse({
        updates: [
          { id: A, sortOrder: 0 },
          { id: B, sortOrder: 1 },
        ],
      }).success,
    ).toBe(true);
    expect(
      ReorderPortfolioBody.safeParse({
        updates: [
          { id: A, sortOrder: 0 },
          { id: A, sortOrder: 1 },
        ],
      }).success,
    ).toBe(false);
    expect(ReorderPortfolioBody.safeParse({ updates: [{ id: A, sortOrder: -1 }] }).success).toBe(
      false,
    );
    expect(ReorderPortfolioBody.safeParse({ updates: [] }).success).toBe(false);
  });
  it('sorts by sortOrder, missing last, then older first', () => {
    const items = [
      { id: 'c', sortOrder: null, createdAt: '2025-01-01T00:00:00.000Z' },
      { id: 'b', sortOrder: 1, createdAt: '2025-01-03T00:00:00.000Z' },
      { id: 'a', sortOrder: 1, createdAt: '2025-01-02T00:00:00.000Z' },
      { id: 'd', sortOrder: 0, createdAt: '2025-01-04T00:00:00.000Z' },
      { id: 'e', sortOrder: null, createdAt: '2024-01-01T00:00:00.000Z' },
    ];
    expect([...items].sort(comparePortfolioItems).map((i) => i.id)).toEqual([
      'd',
      'a',
      'b',
      'e',
      'c',
    ]);
  });
});

describe('connections', () => {
  it('bodies', () => {
    expect(CreateConnectionBody.parse({ addresseeId: A })).toEqual({ addresseeId: A });
    expect(CreateConnectionBody.safeParse({ addresseeId: 'me' }).success).toBe(false);
    expect(UpdateConnectionBody.safeParse({ status: 'accepted' }).success).toBe(true);
    expect(UpdateConnectionBody.safeParse({ status: 'pending' }).success).toBe(false);
  });
  it('status reply allows no connection', () => {
    expect(
      ConnectionStatusReply.parse({ status: null, role: null, connectionId: null }).status,
    ).toBeNull();
  });
});

describe('settings', () => {
  it('privacy needs a boolean', () => {
    expect(PrivacyBody.safeParse({ hideProfileViews: true }).success).toBe(true);
    expect(PrivacyBody.safeParse({ hideProfileViews: 'yes' }).success).toBe(false);
  });
  it('e-mail preferences need at least one flag', () => {
    expect(EmailPreferencesBody.parse({ emailJobMatches: false })).toEqual({
      emailJobMatches: false,
    });
    expect(EmailPreferencesBody.safeParse({}).success).toBe(false);
    expect(EmailPreferencesBody.safeParse({ emailJobMatches: 'no' }).success).toBe(false);
  });
});

describe('notifications and views', () => {
  it('data may be a JSON string', () => {
    const n = Notification.parse({
      id: A,
      type: 'job_match',
      title: 'New job',
      message: 'A job matches your skills',
      isRead: false,
      createdAt: '2025-01-01T00:00:00.000Z',
      data: '{"jobId":"j1"}',
    });
    expect(n.data).toEqual({ jobId: 'j1' });
  });
  it('recent views limit defaults to 50 and is capped', () => {
    expect(RecentViewsQuery.parse({})).toEqual({ limit: 50 });
    expect(RecentViewsQuery.parse({ limit: '3' })).toEqual({ limit: 3 });
    expect(RecentViewsQuery.parse({ limit: '5000' })).toEqual({ limit: 50 });
  });
});

describe('admin and analytics', () => {
  it('migration reply', () => {
    expect(MigrationReply.parse({ total: 3, migrated: 2, failed: 1, errors: ['x'] }).failed).toBe(
      1,
    );
  });
  it('time frame defaults to 7', () => {
    expect(TimeFrameQuery.parse({})).toEqual({ timeFrame: 7 });
    expect(TimeFrameQuery.parse({ timeFrame: '30' })).toEqual({ timeFrame: 30 });
    expect(TimeFrameQuery.parse({ timeFrame: 'abc' })).toEqual({ timeFrame: 7 });
  });
  it('text highlights between 8 and 1000 characters', () => {
    const ok = {
      postId: A,
      selectionLength: 8,
      snippetHash: 'a'.repeat(64),
      selectedText: '12345678',
      startOffset: 0,
      endOffset: 8,
      method: 'mouse',
      viewportWidth: 390,
      viewportHeight: 844,
      deviceType: 'mobile',
    };
    expect(TextHighlightBody.safeParse(ok).success).toBe(true);
    expect(
      TextHighlightBody.safeParse({ ...ok, selectionLength: 7, selectedText: '1234567' }).success,
    ).toBe(false);
    expect(TextHighlightBody.safeParse({ ...ok, selectionLength: 1001 }).success).toBe(false);
    expect(TextHighlightBody.safeParse({ ...ok, snippetHash: 'xyz' }).success).toBe(false);
  });
});
