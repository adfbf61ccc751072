import { describe, expect, it } from 'vitest';
import { discoverQuery, validDiscoverFilters } from './discover-filters';

const now = new Date('2026-11-24T00:00:00Z');

describe('validDiscoverFilters', () => {
  it('keeps known values in the catalogue spelling', () => {
    expect(
      validDiscoverFilters(
        { q: 'ana', skill: 'cinematography', gradYear: '2027', school: 'Gallatin School' },
        now,
      ),
    ).toEqual({ q: 'ana', skill: 'Cinematography', gradYear: 2027, school: 'Gallatin School' });
  });

  it('drops unknown skills, schools, majors and years outside the list', () => {
    expect(
      validDiscoverFilters(
        { skill: 'Juggling<script>', gradYear: '1999', school: 'Hogwarts', major: 'Potions' },
        now,
      ),
    ).toEqual({});
    expect(validDiscoverFilters({ gradYear: '2030' }, now)).toEqual({ gradYear: 2030 });
    expect(validDiscoverFilters({ gradYear: '2031' }, now)).toEqual({});
    expect(validDiscoverFilters({ gradYear: '2031.5' }, now)).toEqual({});
  });

  it('builds the search query without empty parts', () => {
    expect(discoverQuery({ q: '  ', skill: 'Acting', gradYear: 2027 })).toEqual({
      skill: 'Acting',
      gradYear: '2027',
    });
  });

  it('keeps the endorsement order only with a skill', () => {
    expect(validDiscoverFilters({ skill: 'acting', sort: 'endorsements' }, now)).toEqual({
      skill: 'Acting',
      sort: 'endorsements',
    });
    expect(validDiscoverFilters({ sort: 'endorsements' }, now)).toEqual({});
    expect(validDiscoverFilters({ skill: 'Acting', sort: 'loudest' }, now)).toEqual({
      skill: 'Acting',
    });
    expect(discoverQuery({ skill: 'Acting', sort: 'endorsements' })).toEqual({
      skill: 'Acting',
      sort: 'endorsements',
    });
    expect(discoverQuery({ sort: 'endorsements' })).toEqual({});
  });
});
