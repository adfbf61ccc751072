import { describe, expect, it } from 'vitest';
import { feedItemKey, homeActivity, mergeFeed, recommendationSubtitle } from './feed';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
const author = { firstName: 'Ada', lastName: 'Lovelace' };

describe('mergeFeed', () => {
  it('merges the three kinds newest first, ties by id, and cuts to the limit', () => {
    const items = mergeFeed(
      {
        posts: [
          { id: 'p1', createdAt: at(1) },
          { id: 'p2', createdAt: at(5) },
        ],
        jobs: [{ id: 'j1', createdAt: at(3) }],
        events: [{ id: 'e1', createdAt: at(5) }],
      },
      3,
    );
    expect(items.map(feedItemKey)).toEqual(['post:p2', 'event:e1', 'job:j1']);
    expect(mergeFeed({ posts: [], jobs: [], events: [] })).toEqual([]);
  });
});

describe('homeActivity', () => {
  it('shows the four newest with the spec phrases and a 30-character post title', () => {
    const long = `${'A'.repeat(29)} and then some more words`;
    const lines = homeActivity({
      posts: [{ id: 'p1', createdAt: at(4), content: long, author }],
      jobs: [{ id: 'j1', createdAt: at(3), title: 'Gaffer', author }],
      events: [
        { id: 'e1', createdAt: at(2), title: 'Screening', author },
        { id: 'e2', createdAt: at(1), title: 'Old' },
        { id: 'e3', createdAt: at(0), title: 'Older' },
      ],
    });
    expect(lines.map((l) => [l.key, l.phrase, l.title, l.actor])).toEqual([
      ['post:p1', 'shared a post', `${'A'.repeat(29)}...`, 'Ada Lovelace'],
      ['job:j1', 'posted a new job', 'Gaffer', 'Ada Lovelace'],
      ['event:e1', 'created an event', 'Screening', 'Ada Lovelace'],
      ['event:e2', 'created an event', 'Old', 'Event Organizer'],
    ]);
  });
});

describe('recommendationSubtitle', () => {
  it('is the major and the class year, else the major, else a student of the school', () => {
    expect(recommendationSubtitle({ major: 'Dance', graduationYear: 2027 })).toBe("Dance '27");
    expect(recommendationSubtitle({ major: 'Dance', graduationYear: null })).toBe('Dance');
    expect(recommendationSubtitle({ major: null, graduationYear: 2027 })).toBe('Tisch Student');
  });
});
