import { ALL_MAJORS, programsOfSchool, SCHOOL_NAMES } from '@greenroom/shared-model/catalogues';
import { SelectField } from './select';

/**
 * The School and Major filters of discover and jobs: any school or one; the majors of the chosen
 * school (or every major); choosing a school that does not offer the chosen major clears it.
 */
export function SchoolMajorSelects({
  school,
  major,
  onChange,
}: {
  school: string | undefined;
  major: string | undefined;
  onChange: (next: { school: string | undefined; major: string | undefined }) => void;
}) {
  const majors = school ? programsOfSchool(school) : ALL_MAJORS;
  return (
    <>
      <SelectField
        label="School"
        options={[{ label: 'Any school', value: '' }, ...SCHOOL_NAMES]}
        value={school ?? ''}
        onValueChange={(v) =>
          onChange({
            school: v || undefined,
            major: major && v && !programsOfSchool(v).includes(major) ? undefined : major,
          })
        }
      />
      <SelectField
        label="Major"
        options={[{ label: 'Any major', value: '' }, ...majors]}
        value={major ?? ''}
        onValueChange={(v) => onChange({ school, major: v || undefined })}
      />
    </>
  );
}
