import { describe, expect, it } from 'vitest';
import { notificationTarget, parseNotificationData } from '../notification-types';
import { isAdminUser, isPrimaryAdminEmail } from './admin';
import { clickRate } from './click-rate';
import { emailDomain, isMemberEmail } from './email-domain';
import { fullName, postSnippet, splitCommaList, truncate } from './text';

describe('text', () => {
  it('truncates with an ellipsis', () => {
    expect(truncate('short', 30)).toBe('short');
    expect(truncate('x'.repeat(30), 30)).toBe('x'.repeat(30));
    expect(truncate('x'.repeat(31), 30)).toBe(`${'x'.repeat(30)}...`);
    expect(truncate('hello world again', 6)).toBe('hello...');
    expect(truncate(null, 5)).toBe('');
    expect(truncate('😀😀😀', 2)).toBe('😀😀...');
    expect(postSnippet('a'.repeat(40))).toBe(`${'a'.repeat(30)}...`);
  });
  it('names and comma lists', () => {
    expect(fullName(' Jane ', null)).toBe('Jane');
    expect(fullName('Jane', 'Doe')).toBe('Jane Doe');
    expect(splitCommaList(' Editing, ,VFX,editing ,')).toEqual(['Editing', 'VFX']);
    expect(splitCommaList('')).toEqual([]);
  });
});

describe('admin rule', () => {
  it('flag, or primary admin e-mail once verified', () => {
    expect(isAdminUser({ isAdmin: true, email: 'x@nyu.edu' })).toBe(true);
    expect(isAdminUser({ isAdmin: false, email: ' Admin@NYU.edu', isVerified: true })).toBe(true);
    expect(isAdminUser({ isAdmin: false, email: ' Admin@NYU.edu', isVerified: false })).toBe(false);
    expect(isAdminUser({ isAdmin: false, email: 'Admin@NYU.edu' })).toBe(false);
    expect(isAdminUser({ isAdmin: false, email: 'x@nyu.edu', isVerified: true })).toBe(false);
    expect(isAdminUser({ email: 'boss@nyu.edu', isVerified: true }, 'boss@nyu.edu')).toBe(true);
    expect(isAdminUser(null)).toBe(false);
    expect(isPrimaryAdminEmail(undefined)).toBe(false);
  });
});

describe('member e-mail domains', () => {
  it('matches exact domains only', () => {
    expect(emailDomain('Jane@NYU.edu')).toBe('nyu.edu');
    expect(emailDomain('nope')).toBe('');
    expect(isMemberEmail('jane@nyu.edu')).toBe(true);
    expect(isMemberEmail('JANE@NYU.EDU ')).toBe(true);
    expect(isMemberEmail('jane@alumni.nyu.edu')).toBe(false);
    expect(isMemberEmail('jane@alumni.nyu.edu', ['nyu.edu', 'alumni.nyu.edu'])).toBe(true);
    expect(isMemberEmail('jane@evilnyu.edu')).toBe(false);
    expect(isMemberEmail('jane@nyu.edu.evil.com')).toBe(false);
    expect(isMemberEmail('@nyu.edu')).toBe(false);
    expect(isMemberEmail('')).toBe(false);
  });
});

describe('notification targets', () => {
  it('routes by type', () => {
    expect(notificationTarget('job_application', { applicationId: 'a1' })).toBe('/applications/a1');
    expect(notificationTarget('job_match', { jobId: 'j1' })).toBe('/jobs/j1');
    expect(notificationTarget('job_milestone', '{"jobId":"j2"}')).toBe('/jobs/j2');
    expect(notificationTarget('connection_request', { senderId: 'u1' })).toBe('/profile/u1');
    expect(notificationTarget('skill_endorsement', { endorserId: 'u2' })).toBe('/profile/u2');
    expect(notificationTarget('profile_view', { viewerId: 'u3' })).toBe('/profile/u3');
    expect(notificationTarget('classmate_joined', { newUserId: 'u4' })).toBe('/profile/u4');
    // A message opens its conversation (#33); one naming only its sender, the sender's profile.
    expect(notificationTarget('message', { senderId: 'u5', conversationId: 'c9' })).toBe(
      '/messages/c9',
    );
    expect(notificationTarget('message', { senderId: 'u5' })).toBe('/profile/u5');
    expect(notificationTarget('comment', { postId: 'p1', commentId: 'c1' })).toBe('/posts/p1');
    expect(notificationTarget('mention', { postId: 'p2', commentId: 'c2' })).toBe('/posts/p2');
  });
  it('closes the dropdown for unknown types or missing ids', () => {
    expect(notificationTarget('like', { senderId: 'u1' })).toBeNull();
    expect(notificationTarget('whatever', {})).toBeNull();
    expect(notificationTarget('job_match', {})).toBeNull();
    expect(notificationTarget('mention', { commentId: 'c1' })).toBeNull();
    expect(notificationTarget('job_match', 'not json')).toBeNull();
    expect(notificationTarget('job_match', null)).toBeNull();
  });
  it('encodes ids into the path', () => {
    expect(notificationTarget('job_match', { jobId: '../admin' })).toBe('/jobs/..%2Fadmin');
  });
  it('parses data', () => {
    expect(parseNotificationData('{"a":1}')).toEqual({ a: 1 });
    expect(parseNotificationData('[1]')).toEqual({});
    expect(parseNotificationData(42)).toEqual({});
  });
});

describe('click rate', () => {
  it('percent with one decimal, N/A without views', () => {
    expect(clickRate(0, 0)).toEqual({ text: 'N/A', percent: null, tone: 'none' });
    expect(clickRate(1, 8).text).toBe('12.5%');
    expect(clickRate(1, 8).tone).toBe('good');
    expect(clickRate(1, 20)).toMatchObject({ text: '5.0%', tone: 'low' });
    expect(clickRate(1, 3).text).toBe('33.3%');
  });
});
