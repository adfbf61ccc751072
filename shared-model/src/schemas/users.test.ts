import { describe, expect, it } from 'vitest';
import { CurrentUser, UpdateProfileBody, User } from './users';

const user = {
  id: '0b9c6f7e-3f0a-4d3b-9a57-2f1f8f0c2e11',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@nyu.edu',
  phoneNumber: null,
  profileImageUrl: '/uploads/a.jpg',
  school: 'Tisch School of the Arts',
  major: 'Film and Television',
  program: 'Film and Television',
  graduationYear: 2027,
  bio: null,
  skills: ['Editing'],
  portfolioUrl: null,
  website: null,
  instagramUrl: 'https://www.instagram.com/jane',
  linkedinUrl: null,
  twitterUrl: null,
  youtubeUrl: null,
  imdbUrl: null,
  createdAt: '2025-01-02T03:04:05.678Z',
  isVerified: true,
  isSuspended: false,
  isAdmin: false,
};

describe('User and CurrentUser', () => {
  it('parses a public profile and strips a password hash', () => {
    const parsed = User.parse({ ...user, passwordHash: 'argon2...' });
    expect(parsed).not.toHaveProperty('passwordHash');
  });
  it('CurrentUser needs the settings flags and the auth facts, never a hash', () => {
    const current = {
      ...user,
      hideProfileViews: false,
      emailNotifications: true,
      emailJobMatches: true,
      emailConnectionRequests: true,
      emailJobApplications: true,
      emailProfileViews: false,
      emailComments: true,
      emailMessages: true,
      hasPassword: true,
      hasGoogle: false,
      authProvider: 'password',
      passwordHash: 'x',
    };
    const parsed = CurrentUser.parse(current);
    expect(parsed).not.toHaveProperty('passwordHash');
    expect(parsed.authProvider).toBe('password');
    expect(CurrentUser.safeParse(user).success).toBe(false);
    expect(Object.keys(CurrentUser.shape)).not.toContain('passwordHash');
  });
});

describe('UpdateProfileBody', () => {
  it('accepts only skills', () => {
    expect(UpdateProfileBody.parse({ skills: [' Editing ', 'editing', '', 'VFX'] })).toEqual({
      skills: ['Editing', 'VFX'],
    });
  });
  it('accepts an empty body (per-field merge)', () => {
    expect(UpdateProfileBody.parse({})).toEqual({});
  });
  it('applies required messages when a field is present', () => {
    const r = UpdateProfileBody.safeParse({
      firstName: ' ',
      lastName: '',
      school: '',
      major: '',
      graduationYear: '',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
      ['school', 'School is required'],
      ['major', 'Major is required'],
      ['graduationYear', 'Graduation year is required'],
    ]);
  });
  it('URL fields reject "not a url" and accept "" (stored as null)', () => {
    for (const field of [
      'portfolioUrl',
      'website',
      'linkedinUrl',
      'twitterUrl',
      'youtubeUrl',
      'imdbUrl',
    ]) {
      expect(UpdateProfileBody.safeParse({ [field]: 'not a url' }).success).toBe(false);
      expect(UpdateProfileBody.safeParse({ [field]: 'javascript:alert(1)' }).success).toBe(false);
      expect(UpdateProfileBody.parse({ [field]: '' })).toEqual({ [field]: null });
      expect(UpdateProfileBody.parse({ [field]: null })).toEqual({ [field]: null });
      expect(UpdateProfileBody.parse({ [field]: ' https://example.com/x ' })).toEqual({
        [field]: 'https://example.com/x',
      });
    }
  });
  it('stores Instagram as a full URL from a username, @username or URL', () => {
    const url = 'https://www.instagram.com/jane.doe';
    expect(UpdateProfileBody.parse({ instagramUrl: '@jane.doe' }).instagramUrl).toBe(url);
    expect(UpdateProfileBody.parse({ instagramUrl: 'jane.doe' }).instagramUrl).toBe(url);
    expect(
      UpdateProfileBody.parse({ instagramUrl: 'https://instagram.com/jane.doe/?hl=en' })
        .instagramUrl,
    ).toBe(url);
    expect(UpdateProfileBody.parse({ instagramUrl: '' }).instagramUrl).toBeNull();
    expect(UpdateProfileBody.safeParse({ instagramUrl: 'not valid!' }).success).toBe(false);
  });
  it('trims optional text and turns blanks into null', () => {
    expect(UpdateProfileBody.parse({ bio: '  hello ', phoneNumber: ' ' })).toEqual({
      bio: 'hello',
      phoneNumber: null,
    });
  });
  it('accepts the graduation year as string or number', () => {
    expect(UpdateProfileBody.parse({ graduationYear: '2019' }).graduationYear).toBe(2019);
    expect(UpdateProfileBody.parse({ graduationYear: 2030 }).graduationYear).toBe(2030);
  });
  it('drops unknown keys such as isAdmin or email', () => {
    expect(UpdateProfileBody.parse({ isAdmin: true, email: 'x@y.z', bio: 'b' })).toEqual({
      bio: 'b',
    });
  });
});

describe('names in UpdateProfileBody', () => {
  it('strips bidirectional overrides and other format characters', () => {
    const parsed = UpdateProfileBody.parse({
      firstName: '\u202EAda\u2066',
      lastName: 'Love\u200Blace',
    });
    expect(parsed).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('refuses a name made only of format characters as blank', () => {
    const result = UpdateProfileBody.safeParse({ firstName: '\u202E\u200D ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('First name is required');
  });
});
