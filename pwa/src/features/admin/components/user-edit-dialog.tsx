// Edit User Profile: the member's profile fields, their social links, and their courses. Save is
// disabled while the first or last name is blank; closing (or saving) forgets every edit.

import { ADMIN_TEXTS } from '@greenroom/shared-model/admin-texts';
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { ADMIN_GRADUATION_YEARS } from '@greenroom/shared-model/catalogues';
import { fullName, splitCommaList } from '@greenroom/shared-model/helpers/text';
import { AdminUpdateUserBody, type AdminUser } from '@greenroom/shared-model/schemas/admin';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { TextAreaField, TextField } from '../../../ui/field';
import { SelectField } from '../../../ui/select';
import { toast } from '../../../ui/toast';
import { adminWrite, blank, EditDialog } from './moderation';
import { UserCourses } from './user-courses';

const PROFILE = [
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['school', 'School'],
  ['major', 'Major'],
  ['program', 'Program'],
  ['phoneNumber', 'Phone Number'],
] as const;
const SOCIAL = [
  ['website', 'Website'],
  ['portfolioUrl', 'Portfolio'],
  ['instagramUrl', 'Instagram'],
  ['linkedinUrl', 'LinkedIn'],
  ['twitterUrl', 'Twitter'],
] as const;
type Key =
  | (typeof PROFILE)[number][0]
  | (typeof SOCIAL)[number][0]
  | 'bio'
  | 'skills'
  | 'graduationYear';

const grid2 = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
});

export function UserEditDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [form, setForm] = useState<Record<Key, string>>(() => ({
    firstName: user.firstName,
    lastName: user.lastName,
    school: user.school ?? '',
    major: user.major ?? '',
    program: user.program ?? '',
    phoneNumber: user.phoneNumber ?? '',
    bio: user.bio ?? '',
    skills: user.skills.join(', '),
    graduationYear: user.graduationYear ? String(user.graduationYear) : '',
    website: user.website ?? '',
    portfolioUrl: user.portfolioUrl ?? '',
    instagramUrl: user.instagramUrl ?? '',
    linkedinUrl: user.linkedinUrl ?? '',
    twitterUrl: user.twitterUrl ?? '',
  }));
  const set = (key: Key) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function save() {
    const { school, major, graduationYear, skills, ...rest } = form;
    const parsed = AdminUpdateUserBody.safeParse({
      ...rest,
      skills: splitCommaList(skills),
      // School, major and class are required on a profile: left blank, they stay as they are.
      ...(blank(school) ? {} : { school }),
      ...(blank(major) ? {} : { major }),
      ...(graduationYear ? { graduationYear } : {}),
    });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? ADMIN_TEXTS.userUpdateFailed.description;
      toast({ type: 'error', title: 'Error', description: message });
      throw new Error(message);
    }
    await adminWrite(
      'PUT',
      apiPaths.admin.user(user.id),
      parsed.data,
      { title: ADMIN_TEXTS.userUpdated },
      ADMIN_TEXTS.userUpdateFailed,
    );
  }

  return (
    <EditDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit User Profile"
      description={`${fullName(user.firstName, user.lastName)} · ${user.email}`}
      canSave={!blank(form.firstName) && !blank(form.lastName)}
      onSave={save}
      wide
    >
      <div className={css({ display: 'grid', gap: '4' })}>
        <div className={grid2}>
          {PROFILE.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              value={form[key]}
              onChange={(e) => set(key)(e.target.value)}
            />
          ))}
          <SelectField
            label="Graduation Year"
            portalled={false}
            options={ADMIN_GRADUATION_YEARS.map(String)}
            value={form.graduationYear}
            onValueChange={set('graduationYear')}
          />
        </div>
        <TextAreaField
          label="Bio"
          rows={3}
          value={form.bio}
          onChange={(e) => set('bio')(e.target.value)}
        />
        <TextField
          label="Skills"
          helperText="Separate skills with commas"
          value={form.skills}
          onChange={(e) => set('skills')(e.target.value)}
        />
        <fieldset className={css({ display: 'grid', gap: '3' })}>
          <legend className={css({ fontWeight: '700', mb: '2' })}>Social Links</legend>
          <div className={grid2}>
            {SOCIAL.map(([key, label]) => (
              <TextField
                key={key}
                label={label}
                value={form[key]}
                onChange={(e) => set(key)(e.target.value)}
              />
            ))}
          </div>
        </fieldset>
        <UserCourses userId={user.id} />
      </div>
    </EditDialog>
  );
}
