import { describe, expect, it } from 'vitest';
import { endorsedByText, endorsementText } from './endorsement-texts';

describe('endorsement texts', () => {
  it('counts endorsements, saying nothing for none', () => {
    expect(endorsedByText(0)).toBe('');
    expect(endorsedByText(1)).toBe('Endorsed by 1');
    expect(endorsedByText(4)).toBe('Endorsed by 4');
  });
  it('tells the member who endorsed which skill, the newest by name', () => {
    expect(endorsementText('Ada Okafor', 0, 'Editing')).toBe(
      'Ada Okafor endorsed your skill Editing',
    );
    expect(endorsementText('Ada Okafor', 1, 'Editing')).toBe(
      'Ada Okafor and 1 other endorsed your skill Editing',
    );
    expect(endorsementText('Ada Okafor', 2, 'Editing')).toBe(
      'Ada Okafor and 2 others endorsed your skill Editing',
    );
  });
});
