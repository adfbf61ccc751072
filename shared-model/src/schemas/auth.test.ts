import { describe, expect, it } from 'vitest';
import { SIGNUP_PROGRAMS } from '../catalogues';
import { ChangePasswordBody, LoginBody, SignupBody } from './auth';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

const validSignup = {
  email: '  Jane.Doe@NYU.edu ',
  password: 'secret1',
  firstName: ' Jane ',
  lastName: ' Doe ',
  program: 'Film and Television',
  graduationYear: '2027',
};

describe('LoginBody', () => {
  it('lower-cases and trims the e-mail', () => {
    expect(LoginBody.parse({ email: ' A@NYU.EDU ', password: 'x' })).toEqual({
      email: 'a@nyu.edu',
      password: 'x',
    });
  });
  it('requires both fields', () => {
    const r = LoginBody.safeParse({ email: '', password: '' });
    expect(messages(r)).toEqual(['email: Email is required', 'password: Password is required']);
  });
  it('rejects a malformed e-mail and an over-long password', () => {
    expect(LoginBody.safeParse({ email: 'nope', password: 'x' }).success).toBe(false);
    expect(LoginBody.safeParse({ email: 'a@nyu.edu', password: 'x'.repeat(129) }).success).toBe(
      false,
    );
  });
  it('does not trim passwords', () => {
    expect(LoginBody.parse({ email: 'a@nyu.edu', password: ' pw ' }).password).toBe(' pw ');
  });
});

describe('SignupBody', () => {
  it('normalises a valid sign-up', () => {
    expect(SignupBody.parse(validSignup)).toEqual({
      email: 'jane.doe@nyu.edu',
      password: 'secret1',
      firstName: 'Jane',
      lastName: 'Doe',
      program: 'Film and Television',
      graduationYear: 2027,
    });
  });
  it('strips a right-to-left override from the names', () => {
    const parsed = SignupBody.parse({
      ...validSignup,
      firstName: 'Jane\u202E',
      lastName: '\u202Eeod',
    });
    expect(parsed).toMatchObject({ firstName: 'Jane', lastName: 'eod' });
  });
  it('accepts every one of the 12 programs and nothing else', () => {
    expect(SIGNUP_PROGRAMS).toHaveLength(12);
    for (const program of SIGNUP_PROGRAMS) {
      expect(SignupBody.safeParse({ ...validSignup, program }).success).toBe(true);
    }
    expect(SignupBody.safeParse({ ...validSignup, program: 'Film' }).success).toBe(false);
    expect(SignupBody.safeParse({ ...validSignup, program: 'film and television' }).success).toBe(
      false,
    );
  });
  it('accepts graduation years 2025..2032 as numbers or strings', () => {
    expect(SignupBody.parse({ ...validSignup, graduationYear: 2025 }).graduationYear).toBe(2025);
    expect(SignupBody.parse({ ...validSignup, graduationYear: '2032' }).graduationYear).toBe(2032);
    for (const bad of [2024, 2033, '2024', '', 'abc', 2027.5, null]) {
      expect(SignupBody.safeParse({ ...validSignup, graduationYear: bad }).success).toBe(false);
    }
  });
  it('enforces the password length 6..128', () => {
    const short = SignupBody.safeParse({ ...validSignup, password: '12345' });
    expect(messages(short)).toEqual(['password: Password must be at least 6 characters']);
    expect(SignupBody.safeParse({ ...validSignup, password: '123456' }).success).toBe(true);
    expect(SignupBody.safeParse({ ...validSignup, password: 'x'.repeat(128) }).success).toBe(true);
    expect(SignupBody.safeParse({ ...validSignup, password: 'x'.repeat(129) }).success).toBe(false);
  });
  it('requires names (blank after trimming)', () => {
    const r = SignupBody.safeParse({ ...validSignup, firstName: '  ', lastName: '' });
    expect(messages(r)).toEqual([
      'firstName: First name is required',
      'lastName: Last name is required',
    ]);
    expect(SignupBody.safeParse({ ...validSignup, firstName: 'x'.repeat(101) }).success).toBe(
      false,
    );
  });
  it('rejects over-long e-mails', () => {
    const email = `${'a'.repeat(250)}@nyu.edu`;
    expect(SignupBody.safeParse({ ...validSignup, email }).success).toBe(false);
  });
});

describe('ChangePasswordBody', () => {
  const ok = { currentPassword: 'old', newPassword: 'newpass', confirmPassword: 'newpass' };
  it('accepts matching passwords', () => {
    expect(ChangePasswordBody.parse(ok)).toEqual(ok);
  });
  it('reports a mismatch on confirmPassword as "Passwords don\'t match"', () => {
    const r = ChangePasswordBody.safeParse({ ...ok, confirmPassword: 'other1' });
    expect(messages(r)).toEqual(["confirmPassword: Passwords don't match"]);
  });
  it('uses the spec messages for each field', () => {
    const r = ChangePasswordBody.safeParse({
      currentPassword: '',
      newPassword: '12345',
      confirmPassword: '',
    });
    expect(messages(r)).toEqual([
      'currentPassword: Current password is required',
      'newPassword: New password must be at least 6 characters',
      'confirmPassword: Please confirm your new password',
    ]);
  });
  it('still reports the mismatch when the current password is missing', () => {
    const r = ChangePasswordBody.safeParse({
      currentPassword: '',
      newPassword: 'newpass',
      confirmPassword: 'newpas',
    });
    expect(messages(r)).toEqual([
      'currentPassword: Current password is required',
      "confirmPassword: Passwords don't match",
    ]);
  });
  it('treats missing fields with the same messages', () => {
    const r = ChangePasswordBody.safeParse({});
    expect(messages(r)).toEqual([
      'currentPassword: Current password is required',
      'newPassword: New password must be at least 6 characters',
      'confirmPassword: Please confirm your new password',
    ]);
  });
});
