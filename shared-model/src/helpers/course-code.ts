// NYU course codes: DEPT-LEVEL #### (spec part 1 §5), e.g. "FMTV-UT 1040".

export const COURSE_CODE_PATTERN = /^[A-Z]{4}-[A-Z]{2} \d{4}$/;
export const COURSE_CODE_MESSAGE =
  'Course code must follow NYU format: DEPT-LEVEL #### (e.g., FMTV-UT 1040)';

export function isValidCourseCode(code: string): boolean {
  return COURSE_CODE_PATTERN.test(code);
}

/** Tidy typed input: trim, upper-case, single spaces ("fmtv-ut  1040 " → "FMTV-UT 1040"). */
export function normalizeCourseCode(code: string): string {
  return code.trim().replace(/\s+/g, ' ').toUpperCase();
}
