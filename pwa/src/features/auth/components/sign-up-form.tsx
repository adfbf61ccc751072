import { SIGNUP_GRADUATION_YEARS, SIGNUP_PROGRAMS } from '@greenroom/shared-model/catalogues';
import {
  DEFAULT_MEMBER_EMAIL_DOMAINS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@greenroom/shared-model/constants';
import { cleanName } from '@greenroom/shared-model/helpers/names';
import { AUTH_TEXTS, VALIDATION_TEXTS } from '@greenroom/shared-model/texts';
import { type FormEvent, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Alert } from '../../../ui/alert';
import { Button, buttonClass } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { GoogleIcon } from '../../../ui/icons';
import { PasswordInput } from '../../../ui/password-input';
import { SelectField } from '../../../ui/select';
import { useHydrated } from '../../../ui/use-hydrated';
import { googleSignInHref, signup } from '../api/auth-api';
import { formStack, OrDivider } from './form-layout';
import { typedBeforeHydration } from './typed-before-hydration';
import { useCompleteSignIn } from './use-complete-sign-in';

const YEAR_OPTIONS = SIGNUP_GRADUATION_YEARS.map(String);
const SIGN_UP_FORM = 'sign-up';
const DOMAINS = DEFAULT_MEMBER_EMAIL_DOMAINS.map((d) => `@${d}`).join(', ');

export function SignUpForm() {
  const [form, setForm] = useState(() =>
    typedBeforeHydration(SIGN_UP_FORM, {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      program: '',
      graduationYear: '',
    }),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [choiceErrors, setChoiceErrors] = useState<{ program?: string; graduationYear?: string }>(
    {},
  );
  const completeSignIn = useCompleteSignIn();
  const hydrated = useHydrated();
  const update = (key: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (form.password !== form.confirmPassword) {
      setError(AUTH_TEXTS.passwordsDoNotMatch);
      return;
    }
    const missing = {
      program: form.program ? undefined : VALIDATION_TEXTS.programInvalid,
      graduationYear: form.graduationYear ? undefined : VALIDATION_TEXTS.graduationYearInvalid,
    };
    setChoiceErrors(missing);
    if (missing.program || missing.graduationYear) return;
    setBusy(true);
    const result = await signup({
      email: form.email.trim(),
      password: form.password,
      firstName: cleanName(form.firstName),
      lastName: cleanName(form.lastName),
      program: form.program,
      graduationYear: Number(form.graduationYear),
    });
    if (result.ok) {
      await completeSignIn(result.user);
    } else {
      setError(result.message);
      setBusy(false);
    }
  }

  const mismatch = error === AUTH_TEXTS.passwordsDoNotMatch;

  return (
    <form name={SIGN_UP_FORM} onSubmit={onSubmit} className={formStack}>
      {error ? <Alert status="error">{error}</Alert> : null}
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
          gap: '4',
        })}
      >
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          value={form.firstName}
          onChange={(e) => update('firstName')(e.target.value)}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          value={form.lastName}
          onChange={(e) => update('lastName')(e.target.value)}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        helperText={`Use your university e-mail (${DOMAINS}).`}
        value={form.email}
        onChange={(e) => update('email')(e.target.value)}
      />
      <PasswordInput
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        value={form.password}
        onChange={(e) => update('password')(e.target.value)}
      />
      <PasswordInput
        label="Confirm password"
        toggleSubject="confirmation"
        name="confirmPassword"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        aria-invalid={mismatch || undefined}
        value={form.confirmPassword}
        onChange={(e) => update('confirmPassword')(e.target.value)}
      />
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: '3fr 2fr' },
          gap: '4',
        })}
      >
        <SelectField
          label="Program"
          disabled={!hydrated}
          name="program"
          required
          placeholder="Choose your program"
          options={SIGNUP_PROGRAMS}
          value={form.program}
          onValueChange={(v) => {
            update('program')(v);
            setChoiceErrors((e) => ({ ...e, program: undefined }));
          }}
          errorText={choiceErrors.program}
        />
        <SelectField
          label="Graduation year"
          disabled={!hydrated}
          name="graduationYear"
          required
          placeholder="Year"
          options={YEAR_OPTIONS}
          value={form.graduationYear}
          onValueChange={(v) => {
            update('graduationYear')(v);
            setChoiceErrors((e) => ({ ...e, graduationYear: undefined }));
          }}
          errorText={choiceErrors.graduationYear}
        />
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        By signing up, you agree to verify your student status: we'll e-mail a confirmation link to
        your university address.
      </p>
      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={!hydrated}
        loading={busy}
        loadingText={AUTH_TEXTS.creatingAccount}
      >
        {AUTH_TEXTS.createAccount}
      </Button>
      <OrDivider />
      <a
        href={googleSignInHref('signup')}
        className={buttonClass({ variant: 'outline', size: 'lg', fullWidth: true })}
      >
        <GoogleIcon />
        {AUTH_TEXTS.continueWithGoogle}
      </a>
    </form>
  );
}
