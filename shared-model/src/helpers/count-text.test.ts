import { describe, expect, it } from 'vitest';
import {
  connectionCountLinkText,
  connectionCountText,
  pluralize,
  resultCountText,
  withdrawAllConfirmText,
} from './count-text';

describe('count text', () => {
  it('connections page', () => {
    expect(connectionCountText(0)).toBe('No connections yet');
    expect(connectionCountText(1)).toBe('1 connection');
    expect(connectionCountText(2)).toBe('2 connections');
    expect(connectionCountText(120)).toBe('120 connections');
    expect(connectionCountText(-1)).toBe('No connections yet');
  });
  it('profile count link', () => {
    expect(connectionCountLinkText(0)).toBe('No connections');
    expect(connectionCountLinkText(1)).toBe('1 connection');
    expect(connectionCountLinkText(7)).toBe('7 connections');
  });
  it('pluralize', () => {
    expect(pluralize(0, 'user')).toBe('0 users');
    expect(pluralize(1, 'user')).toBe('1 user');
    expect(pluralize(2, 'person', 'people')).toBe('2 people');
    expect(resultCountText(3)).toBe('3 users found');
    expect(resultCountText(1)).toBe('1 user found');
  });
  it('withdraw-all confirmation carries the count', () => {
    expect(withdrawAllConfirmText(2)).toContain('2 applications');
    expect(withdrawAllConfirmText(1)).toContain('1 application?');
  });
});
