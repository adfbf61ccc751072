import { describe, expect, it } from 'vitest';
import { lostWritesText, rebuildingLine } from './texts';

describe('the words of a replica being rebuilt', () => {
  it('the line says how far, in whole percent', () => {
    expect(rebuildingLine(0.4)).toBe('Getting your network back on this device… 40 %');
    expect(rebuildingLine(0.996)).toBe('Getting your network back on this device… 100 %');
    expect(rebuildingLine(-1)).toBe('Getting your network back on this device… 0 %');
  });

  it('what was lost, in one or many', () => {
    expect(lostWritesText(1)).toMatch(
      /^A change you made offline on this device could not be sent: .* before the device was back online\. Please make it again\.$/,
    );
    expect(lostWritesText(3)).toMatch(
      /^3 changes you made offline .* before the device was back online\. Please make them again\.$/,
    );
  });
});
