import { describe, expect, it } from 'vitest';
import { VALIDATION_TEXTS } from '../texts';
import {
  COURSE_CODE_MESSAGE,
  COURSE_CODE_PATTERN,
  isValidCourseCode,
  normalizeCourseCode,
} from './course-code';

describe('course code', () => {
  it('uses the spec regex and message', () => {
    expect(COURSE_CODE_PATTERN.source).toBe('^[A-Z]{4}-[A-Z]{2} \\d{4}$');
    expect(COURSE_CODE_MESSAGE).toBe(
      'Course code must follow NYU format: DEPT-LEVEL #### (e.g., FMTV-UT 1040)',
    );
    expect(VALIDATION_TEXTS.courseCodeFormat).toBe(COURSE_CODE_MESSAGE);
  });
  it.each(['FMTV-UT 1040', 'DRAM-UT 0001', 'ABCD-GT 9999'])('accepts %s', (code) => {
    expect(isValidCourseCode(code)).toBe(true);
  });
  it.each([
    'fmtv-ut 1040',
    'FMT-UT 1040',
    'FMTVX-UT 1040',
    'FMTV-U 1040',
    'FMTV-UT 104',
    'FMTV-UT 10400',
    'FMTV UT 1040',
    'FMTV-UT1040',
    'FMTV-UT  1040',
    'FMTV-UT 1040 ',
    '',
  ])('rejects %j', (code) => {
    expect(isValidCourseCode(code)).toBe(false);
  });
  it('normalises typed input', () => {
    expect(normalizeCourseCode(' fmtv-ut   1040 ')).toBe('FMTV-UT 1040');
    expect(isValidCourseCode(normalizeCourseCode('dram-ut 1001'))).toBe(true);
  });
});
