import { describe, expect, it } from 'vitest';
import { fullName, studyLine } from './text';

describe('studyLine', () => {
  it('joins the parts a member has, in order', () => {
    expect(studyLine({ major: 'Film', school: 'Tisch', graduationYear: 2027 })).toBe(
      'Film · Tisch · Class of 2027',
    );
    expect(studyLine({ major: 'Film', graduationYear: 2027 })).toBe('Film · Class of 2027');
    expect(studyLine({ school: 'Tisch', graduationYear: null })).toBe('Tisch');
    expect(studyLine({ major: '', school: null })).toBe('');
  });
});

describe('fullName', () => {
  it('trims each part and the whole', () => {
    expect(fullName(' Ada ', 'Lovelace ')).toBe('Ada Lovelace');
    expect(fullName('Ada', null)).toBe('Ada');
  });
});
