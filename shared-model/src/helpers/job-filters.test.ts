import { describe, expect, it } from 'vitest';
import {
  hasJobFilters,
  type JobFilterable,
  jobMatches,
  jobSearchQuery,
  validJobFilters,
  validJobTab,
} from './job-filters';

const job = (over: Partial<JobFilterable> = {}): JobFilterable => ({
  title: 'Gaffer needed',
  description: 'Two nights of lighting, 100% fun',
  location: 'Bushwick',
  paymentType: 'paid',
  skills: ['Lighting', 'Cinematography'],
  targetSchool: null,
  author: { major: 'Film and Television' },
  ...over,
});

describe('validJobFilters', () => {
  it('keeps valid values in the catalogue spelling and drops the rest', () => {
    expect(
      validJobFilters({
        q: '  gaffer ',
        paid: 'unpaid-credit',
        skills: 'lighting,Nope,Editing,lighting',
        school: 'tisch school of the arts',
        major: 'dance',
      }),
    ).toEqual({
      q: '  gaffer ',
      paid: 'unpaid-credit',
      skills: ['Lighting', 'Editing'],
      school: 'Tisch School of the Arts',
      major: 'Dance',
    });
    expect(validJobFilters({ q: ' ', paid: 'all', skills: 3, school: 'Hogwarts' })).toEqual({});
    expect(validJobTab('saved')).toBe('saved');
    expect(validJobTab('nope')).toBe('browse');
  });

  it('round-trips through the query of the search call', () => {
    const filters = validJobFilters({ q: 'gaffer', skills: 'Lighting,Editing', paid: 'paid' });
    expect(jobSearchQuery(filters)).toEqual({
      q: 'gaffer',
      skills: 'Lighting,Editing',
      paid: 'paid',
    });
    expect(validJobFilters(jobSearchQuery(filters))).toEqual(filters);
    expect(hasJobFilters({})).toBe(false);
    expect(hasJobFilters({ q: '  ' })).toBe(false);
    expect(hasJobFilters({ major: 'Dance' })).toBe(true);
  });
});

describe('jobMatches', () => {
  it('q: every word in the title, location or description, any case', () => {
    expect(jobMatches(job(), { q: 'GAFFER bushwick' })).toBe(true);
    expect(jobMatches(job(), { q: '100%' })).toBe(true);
    expect(jobMatches(job(), { q: 'gaffer queens' })).toBe(false);
  });

  it('paid: Paid Only, or Unpaid/Credit', () => {
    expect(jobMatches(job(), { paid: 'paid' })).toBe(true);
    expect(jobMatches(job(), { paid: 'unpaid-credit' })).toBe(false);
    expect(jobMatches(job({ paymentType: 'credit' }), { paid: 'unpaid-credit' })).toBe(true);
    expect(jobMatches(job({ paymentType: 'unpaid' }), { paid: 'unpaid-credit' })).toBe(true);
  });

  it('skills: any of them; school: that school or all; major: the author’s', () => {
    expect(jobMatches(job(), { skills: ['Editing', 'Lighting'] })).toBe(true);
    expect(jobMatches(job(), { skills: ['Editing'] })).toBe(false);
    expect(jobMatches(job(), { school: 'Steinhardt' })).toBe(true);
    expect(jobMatches(job({ targetSchool: 'Steinhardt' }), { school: 'Steinhardt' })).toBe(true);
    expect(jobMatches(job({ targetSchool: 'Tisch' }), { school: 'Steinhardt' })).toBe(false);
    expect(jobMatches(job(), { major: 'Film and Television' })).toBe(true);
    expect(jobMatches(job(), { major: 'Dance' })).toBe(false);
    expect(jobMatches(job({ author: undefined }), { major: 'Dance' })).toBe(false);
  });
});
