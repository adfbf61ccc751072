import { describe, expect, it } from 'vitest';
import { apiPaths, appPaths, toQueryString } from './api-paths';
import {
  COURSE_YEARS_ADD,
  COURSE_YEARS_ADMIN,
  COURSE_YEARS_EDIT,
  discoverGraduationYears,
  filterOptions,
  mergeTagLists,
  PORTFOLIO_TAGS,
  POST_TAGS,
  PROJECT_TAGS,
  programsOfSchool,
  SCHOOLS,
  SIGNUP_GRADUATION_YEARS,
  SIGNUP_PROGRAMS,
  SKILLS,
} from './catalogues';
import { PUSH_BATCH_MAX, UPLOAD_MAX_BYTES } from './constants';
import { AUTH_ERROR_FALLBACK, authErrorMessage } from './texts';

describe('catalogues', () => {
  it('has the spec lists', () => {
    expect(SIGNUP_PROGRAMS).toHaveLength(12);
    expect(POST_TAGS).toHaveLength(24);
    expect(new Set(POST_TAGS).size).toBe(24);
    expect(SCHOOLS.map((s) => s.name)).toEqual([
      'Tisch School of the Arts',
      'Steinhardt School',
      'ITP',
      'Gallatin School',
      'Clive Davis Institute of Recorded Music',
    ]);
    expect(programsOfSchool('Tisch School of the Arts')).toHaveLength(11);
    expect(programsOfSchool('Nowhere')).toEqual([]);
    for (const s of SCHOOLS) expect(s.programs.length).toBeGreaterThan(0);
  });
  it('has about 65 unique skills including the spec examples', () => {
    expect(SKILLS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(SKILLS.map((s) => s.toLowerCase())).size).toBe(SKILLS.length);
    for (const s of [
      'Cinematography',
      'Directing',
      'Editing',
      'Screenwriting',
      'Sound Design',
      'Acting',
      'Animation',
      'Choreography',
    ]) {
      expect(SKILLS).toContain(s);
    }
  });
  it('has about 21 project tags including the listed ones', () => {
    expect(PROJECT_TAGS).toHaveLength(21);
    for (const t of [
      'Cinematography',
      'Directing',
      'Editing',
      'Sound Design',
      'Color Grading',
      'VFX',
      'Documentary',
      'Short Film',
      'Thesis Film',
    ]) {
      expect(PROJECT_TAGS).toContain(t);
    }
  });
  it('merges portfolio tags without duplicates', () => {
    expect(new Set(PORTFOLIO_TAGS.map((t) => t.toLowerCase())).size).toBe(PORTFOLIO_TAGS.length);
    expect(mergeTagLists(['A', 'b'], ['a', 'C', ' '])).toEqual(['A', 'b', 'C']);
  });
  it('filters options case-insensitively, hiding chosen ones', () => {
    expect(filterOptions(['Editing', 'VFX', 'Sound Design'], 'ED', ['vfx'])).toEqual(['Editing']);
    expect(filterOptions(['Editing', 'VFX'], '', ['VFX'])).toEqual(['Editing']);
  });
  it('years', () => {
    expect(SIGNUP_GRADUATION_YEARS).toEqual([2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032]);
    expect(discoverGraduationYears(new Date(2026, 0, 1))).toEqual([
      2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030,
    ]);
    expect(COURSE_YEARS_ADD).toEqual([2024, 2025, 2026, 2027]);
    expect(COURSE_YEARS_EDIT).toEqual([2021, 2022, 2023, 2024, 2025]);
    expect(COURSE_YEARS_ADMIN).toEqual([2025, 2024, 2023, 2022, 2021]);
  });
  it('constants', () => {
    expect(UPLOAD_MAX_BYTES).toBe(524_288_000);
    expect(PUSH_BATCH_MAX).toBe(100);
  });
});

describe('texts', () => {
  it('maps auth error codes with a fallback', () => {
    expect(authErrorMessage('non_nyu_email')).toBe(
      'Please use a valid NYU email address (@nyu.edu) to sign in with Google.',
    );
    expect(authErrorMessage('session_failed')).toBe(
      'Session error occurred. Please try signing in again.',
    );
    expect(authErrorMessage('toString')).toBe(AUTH_ERROR_FALLBACK);
    expect(authErrorMessage('')).toBe('An error occurred during sign-in. Please try again.');
    expect(authErrorMessage(null)).toBe(AUTH_ERROR_FALLBACK);
  });
});

describe('api paths', () => {
  it('builds paths and encodes ids', () => {
    expect(apiPaths.posts.byId('p1')).toBe('/api/posts/p1');
    expect(apiPaths.jobs.apply('a/b')).toBe('/api/jobs/a%2Fb/apply');
    expect(apiPaths.notifications.read('n1')).toBe('/api/notifications/n1/read');
    expect(apiPaths.profileViews.recent('u1')).toBe('/api/profile-views/recent/u1?limit=50');
    expect(apiPaths.jobs.viewCounts(['a', 'b'])).toBe('/api/jobs/view-counts?jobIds=a%2Cb');
    expect(apiPaths.users.search({ q: 'jane doe', skill: '', gradYear: 2027 })).toBe(
      '/api/users/search?q=jane%20doe&gradYear=2027',
    );
    expect(apiPaths.admin.analytics.userActivity(7)).toBe(
      '/api/admin/analytics/user-activity?timeFrame=7',
    );
    expect(apiPaths.admin.analytics.highlighting.unique({ startDate: 'a', endDate: 'b' })).toBe(
      '/api/admin/analytics/text-highlighting/unique?startDate=a&endDate=b&limit=15',
    );
    expect(apiPaths.media.legacyProxy('https://x/a b')).toBe(
      '/api/s3-proxy/legacy?url=https%3A%2F%2Fx%2Fa%20b',
    );
  });
  it('query strings skip empty values', () => {
    expect(toQueryString({})).toBe('');
    expect(toQueryString({ a: undefined, b: null, c: '' })).toBe('');
    expect(toQueryString({ skills: ['A & B', 'C'] })).toBe('?skills=A%20%26%20B%2CC');
  });
  it('app paths', () => {
    expect(appPaths.profile()).toBe('/profile');
    expect(appPaths.profile('u1')).toBe('/profile/u1');
    expect(appPaths.auth('signup')).toBe('/auth?mode=signup');
    expect(appPaths.discover({ skill: 'Sound Design' })).toBe('/discover?skill=Sound%20Design');
  });
});
