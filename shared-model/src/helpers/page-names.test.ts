import { describe, expect, it } from 'vitest';
import { pageNameOf, pageTitleOf } from './page-names';

describe('page names', () => {
  it('names a screen, not an address', () => {
    expect(pageNameOf('/')).toBe('home');
    expect(pageNameOf('/jobs')).toBe('jobs');
    expect(pageNameOf('/jobs/4f1c')).toBe('job');
    expect(pageNameOf('/profile')).toBe('profile');
    expect(pageNameOf('/profile/4f1c')).toBe('profile');
    expect(pageNameOf('/admin')).toBe('admin');
    expect(pageNameOf('/somewhere/else')).toBe('/somewhere/else');
  });

  it('has titles for named pages only', () => {
    expect(pageTitleOf('jobs')).toBe('Jobs & Opportunities');
    expect(pageTitleOf('/somewhere/else')).toBeNull();
  });
});
