// Session and auth calls (spec part 1 §7 "Session and auth").
import { z } from 'zod';
import {
  SIGNUP_GRADUATION_YEAR_MAX,
  SIGNUP_GRADUATION_YEAR_MIN,
  SIGNUP_PROGRAMS,
} from '../catalogues';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { VALIDATION_TEXTS } from '../texts';
import { Email, intFromInput, nameText, PasswordInput, text } from './common';

/** POST /api/auth/login */
export const LoginBody = z.object({
  email: Email,
  password: PasswordInput,
});
export type LoginBody = z.infer<typeof LoginBody>;

/** The new password of a sign-up (6..128 characters). */
const NewPassword = text(VALIDATION_TEXTS.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, VALIDATION_TEXTS.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, VALIDATION_TEXTS.passwordTooLong);

const SignupProgramSchema = z.enum(SIGNUP_PROGRAMS, {
  message: VALIDATION_TEXTS.programInvalid,
});

const SignupGraduationYear = intFromInput(
  SIGNUP_GRADUATION_YEAR_MIN,
  SIGNUP_GRADUATION_YEAR_MAX,
  VALIDATION_TEXTS.graduationYearInvalid,
);

/** POST /api/auth/signup (password confirmation is checked by the form and never sent). */
export const SignupBody = z.object({
  email: Email,
  password: NewPassword,
  firstName: nameText(NAME_MAX_LENGTH, VALIDATION_TEXTS.firstNameRequired),
  lastName: nameText(NAME_MAX_LENGTH, VALIDATION_TEXTS.lastNameRequired),
  program: SignupProgramSchema,
  graduationYear: SignupGraduationYear,
});
export type SignupBody = z.infer<typeof SignupBody>;

/** POST /api/auth/change-password */
export const ChangePasswordBody = z
  .object({
    currentPassword: text(VALIDATION_TEXTS.currentPasswordRequired)
      .min(1, VALIDATION_TEXTS.currentPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, VALIDATION_TEXTS.passwordTooLong),
    newPassword: text(VALIDATION_TEXTS.newPasswordTooShort)
      .min(PASSWORD_MIN_LENGTH, VALIDATION_TEXTS.newPasswordTooShort)
      .max(PASSWORD_MAX_LENGTH, VALIDATION_TEXTS.passwordTooLong),
    confirmPassword: text(VALIDATION_TEXTS.confirmPasswordRequired)
      .min(1, VALIDATION_TEXTS.confirmPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, VALIDATION_TEXTS.passwordTooLong),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    message: VALIDATION_TEXTS.passwordsDontMatch,
    path: ['confirmPassword'],
    // Report the mismatch even when another field (e.g. the current password) is missing.
    when: (payload) => {
      const v = payload.value as { newPassword?: unknown; confirmPassword?: unknown } | undefined;
      return (
        typeof v?.newPassword === 'string' &&
        typeof v.confirmPassword === 'string' &&
        v.confirmPassword !== ''
      );
    },
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** POST /api/auth/change-email: the new address, and the current password (re-authentication). */
export const ChangeEmailBody = z.object({
  newEmail: LoginBody.shape.email,
  currentPassword: ChangePasswordBody.shape.currentPassword,
});
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;

/** POST /api/auth/set-password: a Google-only account adds a password (after a fresh sign-in). */
export const SetPasswordBody = z
  .object({
    newPassword: ChangePasswordBody.shape.newPassword,
    confirmPassword: ChangePasswordBody.shape.confirmPassword,
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    message: VALIDATION_TEXTS.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type SetPasswordBody = z.infer<typeof SetPasswordBody>;

/** POST /api/auth/forgot-password: the same reply whether or not the address has an account. */
export const ForgotPasswordBody = LoginBody.pick({ email: true });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

/** POST /api/auth/reset-password: the link's token and the new password, twice. */
export const ResetPasswordBody = z
  .object({
    token: text(VALIDATION_TEXTS.resetLinkInvalid)
      .min(1, VALIDATION_TEXTS.resetLinkInvalid)
      .max(512),
    newPassword: ChangePasswordBody.shape.newPassword,
    confirmPassword: ChangePasswordBody.shape.confirmPassword,
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    message: VALIDATION_TEXTS.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** Search of /auth: mode=signup selects sign-up; error is read then removed. */
export const AuthSearch = z.object({
  mode: z.enum(['login', 'signup']).optional().catch(undefined),
  error: z.string().max(100).optional().catch(undefined),
});
export type AuthSearch = z.infer<typeof AuthSearch>;

/** POST /api/auth/verify-email (link in the verification e-mail). */
export const VerifyEmailBody = z.object({ token: text().min(1).max(512) });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;
