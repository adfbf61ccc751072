import { describe, expect, it } from 'vitest';
import { comparePortfolioItems } from '../helpers/portfolio-order';
import { CreateCourseBody, UpdateCourseBody } from '../schemas/courses';
import {
  CreatePortfolioItemBody,
  ReorderPortfolioBody,
  UpdatePortfolioItemBody,
} from '../schemas/portfolio';
import { editedCourse, newCourse, sameClass } from './courses';
import {
  editedPortfolioItem,
  newPortfolioItem,
  portfolioEdit,
  reorderBody,
  sortOrders,
} from './portfolio';

const USER = '0a5d2b0e-7b39-4a39-9c3f-6f7f3f1b2c01';
const ID = '3b241101-e2bb-4255-8caf-4136c566a962';
const at = new Date('2026-05-01T10:00:00.000Z');

describe('courses', () => {
  it('builds a new course with the spec defaults and a normalised code', () => {
    const body = CreateCourseBody.parse({
      id: ID,
      courseCode: ' fmtv-ut 1040 ',
      courseName: 'Sight & Sound',
    });
    expect(newCourse({ ...body, id: ID }, USER, at)).toEqual({
      id: ID,
      userId: USER,
      courseCode: 'FMTV-UT 1040',
      courseName: 'Sight & Sound',
      section: null,
      professor: null,
      semester: 'Fall 2025',
      year: '2025',
      createdAt: '2026-05-01T10:00:00.000Z',
    });
  });

  it('an edit replaces every form field and keeps id, owner and creation time', () => {
    const course = newCourse(
      { ...CreateCourseBody.parse({ courseCode: 'FMTV-UT 1040', courseName: 'A' }), id: ID },
      USER,
      at,
    );
    const edit = UpdateCourseBody.parse({
      courseCode: 'DRAM-UT 0100',
      courseName: 'Acting I',
      section: '002',
      professor: 'Prof. Hagen',
      semester: 'Spring',
      year: 2024,
    });
    expect(editedCourse(course, edit)).toEqual({
      ...course,
      courseCode: 'DRAM-UT 0100',
      courseName: 'Acting I',
      section: '002',
      professor: 'Prof. Hagen',
      semester: 'Spring',
      year: '2024',
    });
  });

  it('same class = same code and section, a missing section matching a missing one', () => {
    expect(sameClass({ courseCode: 'A', section: null }, { courseCode: 'A', section: null })).toBe(
      true,
    );
    expect(sameClass({ courseCode: 'A', section: '1' }, { courseCode: 'A', section: '1' })).toBe(
      true,
    );
    expect(sameClass({ courseCode: 'A', section: '1' }, { courseCode: 'A', section: null })).toBe(
      false,
    );
    expect(sameClass({ courseCode: 'A', section: '1' }, { courseCode: 'B', section: '1' })).toBe(
      false,
    );
  });
});

describe('portfolio items', () => {
  const body = CreatePortfolioItemBody.parse({
    id: ID,
    title: ' Reel ',
    mediaUrl: 'https://youtu.be/dQw4w9WgXcQ',
    mediaType: 'youtube',
    tags: ['Directing'],
  });
  const item = newPortfolioItem({ ...body, id: ID }, USER, at);

  it('a new item sorts last (no sortOrder) and keeps the parsed fields', () => {
    expect(item).toEqual({
      id: ID,
      userId: USER,
      title: 'Reel',
      description: null,
      tags: ['Directing'],
      mediaUrl: 'https://youtu.be/dQw4w9WgXcQ',
      mediaType: 'youtube',
      sortOrder: null,
      createdAt: '2026-05-01T10:00:00.000Z',
    });
  });

  it('an edit writes only the fields it carries; media only as a pair', () => {
    const edit = UpdatePortfolioItemBody.parse({ title: 'Reel 2' });
    expect(portfolioEdit(edit)).toEqual({ title: 'Reel 2' });
    expect(editedPortfolioItem(item, edit)).toEqual({ ...item, title: 'Reel 2' });
    const media = UpdatePortfolioItemBody.parse({
      title: 'Reel',
      description: '',
      mediaUrl: 'https://vimeo.com/76979871',
      mediaType: 'vimeo',
    });
    expect(editedPortfolioItem(item, media)).toEqual({
      ...item,
      description: null,
      mediaUrl: 'https://vimeo.com/76979871',
      mediaType: 'vimeo',
    });
  });

  it('a reorder gives each id its index, and the order follows it', () => {
    const ids = ['b', 'a', 'c'];
    const parsed = reorderBody(ids);
    expect(parsed.updates).toEqual([
      { id: 'b', sortOrder: 0 },
      { id: 'a', sortOrder: 1 },
      { id: 'c', sortOrder: 2 },
    ]);
    expect(sortOrders(parsed).get('c')).toBe(2);
    expect(() => ReorderPortfolioBody.parse({ updates: [] })).toThrow();
    const rows = [
      { id: 'x', sortOrder: null, createdAt: '2026-01-02T00:00:00.000Z' },
      { id: 'y', sortOrder: 1, createdAt: '2026-01-03T00:00:00.000Z' },
      { id: 'z', sortOrder: null, createdAt: '2026-01-01T00:00:00.000Z' },
      { id: 'w', sortOrder: 0, createdAt: '2026-01-04T00:00:00.000Z' },
    ];
    expect([...rows].sort(comparePortfolioItems).map((r) => r.id)).toEqual(['w', 'y', 'z', 'x']);
  });
});
