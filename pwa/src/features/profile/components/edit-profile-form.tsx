// The Edit Profile form (loaded when the dialog opens).
import {
  discoverGraduationYears,
  programsOfSchool,
  SCHOOL_NAMES,
} from '@greenroom/shared-model/catalogues';
import { instagramUsernameFromUrl } from '@greenroom/shared-model/helpers/instagram';
import {
  type CurrentUser,
  ProfileFields,
  type UpdateProfileInput,
} from '@greenroom/shared-model/schemas/users';
import { PROFILE_TEXTS } from '@greenroom/shared-model/texts';
import { useForm } from '@tanstack/react-form';
import { css } from '../../../../styled-system/css';
import { checkWith, firstErrorMessage, inputBinding } from '../../../client-core/form-errors';
import { savedToast, writesWait } from '../../../sync/queued-words';
import { useMemberDb } from '../../../sync/sync-context';
import { Button } from '../../../ui/button';
import * as Dialog from '../../../ui/dialog';
import { TextAreaField, TextField } from '../../../ui/field';
import { SelectField } from '../../../ui/select';
import { toast } from '../../../ui/toast';
import { updateProfile } from '../actions/update-profile';

/** The dialog's fields as the member types them (all text; the schema parses them). */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  school: string;
  major: string;
  graduationYear: string;
  bio: string;
  phoneNumber: string;
  portfolioUrl: string;
  website: string;
  instagramUrl: string;
  linkedinUrl: string;
  twitterUrl: string;
  youtubeUrl: string;
  imdbUrl: string;
}

type FieldName = keyof ProfileFormValues;

export function profileFormValues(user: CurrentUser): ProfileFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    school: user.school ?? '',
    major: user.major ?? '',
    graduationYear: user.graduationYear ? String(user.graduationYear) : '',
    bio: user.bio ?? '',
    phoneNumber: user.phoneNumber ?? '',
    portfolioUrl: user.portfolioUrl ?? '',
    website: user.website ?? '',
    instagramUrl: instagramUsernameFromUrl(user.instagramUrl),
    linkedinUrl: user.linkedinUrl ?? '',
    twitterUrl: user.twitterUrl ?? '',
    youtubeUrl: user.youtubeUrl ?? '',
    imdbUrl: user.imdbUrl ?? '',
  };
}

/** Only the fields the member changed are sent: edits from two devices merge per field. */
export function changedProfileFields(
  before: ProfileFormValues,
  after: ProfileFormValues,
): UpdateProfileInput {
  const changes: Record<string, string> = {};
  for (const key of Object.keys(after) as FieldName[]) {
    if (after[key].trim() !== before[key].trim()) changes[key] = after[key];
  }
  return changes as UpdateProfileInput;
}

const TEXT_FIELDS: readonly { name: FieldName; label: string; type?: string; hint?: string }[] = [
  { name: 'phoneNumber', label: 'Phone (optional)', type: 'tel' },
  { name: 'portfolioUrl', label: 'Portfolio URL', type: 'url' },
  { name: 'website', label: 'Website', type: 'url' },
  { name: 'instagramUrl', label: 'Instagram username', hint: 'Your username, with or without @' },
  { name: 'linkedinUrl', label: 'LinkedIn', type: 'url' },
  { name: 'twitterUrl', label: 'Twitter', type: 'url' },
  { name: 'youtubeUrl', label: 'YouTube', type: 'url' },
  { name: 'imdbUrl', label: 'IMDb', type: 'url' },
];

export function ProfileForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const db = useMemberDb();
  const initial = profileFormValues(user);
  const years = yearOptions(user.graduationYear);
  const form = useForm({
    defaultValues: initial,
    onSubmit: async ({ value }) => {
      if (!db) return;
      const changes = changedProfileFields(initial, value);
      try {
        if (Object.keys(changes).length > 0) await updateProfile(db, user.id, changes, user);
        toast(savedToast({ type: 'success', title: PROFILE_TEXTS.updated }, writesWait()));
        onDone();
      } catch (error) {
        toast({
          type: 'error',
          title: PROFILE_TEXTS.updateError,
          description: firstErrorMessage(error),
        });
      }
    },
  });
  const shape = ProfileFields.shape;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      <Dialog.Body
        className={css({ display: 'grid', gap: '4', gridTemplateColumns: { sm: '1fr 1fr' } })}
      >
        <form.Field name="firstName" validators={{ onChange: checkWith(shape.firstName) }}>
          {(field) => (
            <TextField
              label="First name"
              required
              autoComplete="given-name"
              {...inputBinding(field)}
            />
          )}
        </form.Field>
        <form.Field name="lastName" validators={{ onChange: checkWith(shape.lastName) }}>
          {(field) => (
            <TextField
              label="Last name"
              required
              autoComplete="family-name"
              {...inputBinding(field)}
            />
          )}
        </form.Field>
        <form.Field
          name="school"
          validators={{ onChange: checkWith(shape.school) }}
          listeners={{ onChange: () => form.setFieldValue('major', '') }}
        >
          {(field) => (
            <SelectField
              portalled={false}
              label="School"
              name={field.name}
              required
              options={SCHOOL_NAMES.map((s) => s)}
              value={field.state.value}
              onValueChange={(v) => field.handleChange(v)}
              errorText={firstErrorMessage(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Subscribe selector={(s) => s.values.school}>
          {(school) => (
            <form.Field name="major" validators={{ onChange: checkWith(shape.major) }}>
              {(field) => (
                <SelectField
                  portalled={false}
                  label="Major"
                  name={field.name}
                  required
                  disabled={!school}
                  placeholder={school ? 'Select…' : 'Choose a school first'}
                  options={[...programsOfSchool(school)]}
                  value={field.state.value}
                  onValueChange={(v) => field.handleChange(v)}
                  errorText={firstErrorMessage(field.state.meta.errors)}
                />
              )}
            </form.Field>
          )}
        </form.Subscribe>
        <form.Field
          name="graduationYear"
          validators={{ onChange: checkWith(shape.graduationYear) }}
        >
          {(field) => (
            <SelectField
              portalled={false}
              label="Graduation year"
              name={field.name}
              required
              options={years}
              value={field.state.value}
              onValueChange={(v) => field.handleChange(v)}
              errorText={firstErrorMessage(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <div className={css({ gridColumn: { sm: '1 / -1' } })}>
          <form.Field name="bio" validators={{ onChange: checkWith(shape.bio) }}>
            {(field) => <TextAreaField label="Bio" {...inputBinding(field)} />}
          </form.Field>
        </div>
        {TEXT_FIELDS.map((f) => (
          <form.Field
            key={f.name}
            name={f.name}
            validators={{ onChange: checkWith(shape[f.name]) }}
          >
            {(field) => (
              <TextField
                label={f.label}
                type={f.type ?? 'text'}
                {...inputBinding(field)}
                helperText={f.hint}
                errorText={firstErrorMessage(field.state.meta.errors)}
              />
            )}
          </form.Field>
        ))}
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <Button variant="outline">{PROFILE_TEXTS.cancel}</Button>
        </Dialog.CloseTrigger>
        <form.Subscribe selector={(s) => [s.canSubmit, s.isSubmitting] as const}>
          {([canSubmit, busy]) => (
            <Button type="submit" disabled={!canSubmit || !db} loading={busy}>
              {PROFILE_TEXTS.saveChanges}
            </Button>
          )}
        </form.Subscribe>
      </Dialog.Footer>
    </form>
  );
}

/** The profile's year list (10 years ending 4 after this one), plus the member's own if older. */
function yearOptions(current: number | null): string[] {
  const years = discoverGraduationYears().map(String);
  if (current && !years.includes(String(current))) years.unshift(String(current));
  return years;
}
