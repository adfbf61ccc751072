import { Portal } from '@ark-ui/react/portal';
import {
  COURSE_SEMESTERS_ADD,
  COURSE_SEMESTERS_EDIT,
  COURSE_YEARS_ADD,
  COURSE_YEARS_EDIT,
  DEFAULT_COURSE_SEMESTER,
  DEFAULT_COURSE_YEAR,
} from '@greenroom/shared-model/catalogues';
import { type Course, CourseCode } from '@greenroom/shared-model/schemas/courses';
import { COURSE_TEXTS } from '@greenroom/shared-model/texts';
import { useForm } from '@tanstack/react-form';
import type { ChangeEvent } from 'react';
import { css } from '../../../../styled-system/css';
import { checkWith, firstErrorMessage, inputBinding } from '../../../client-core/form-errors';
import { savedToast, writesWait } from '../../../sync/queued-words';
import { useMemberDb } from '../../../sync/sync-context';
import { Button } from '../../../ui/button';
import * as Dialog from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { SelectField } from '../../../ui/select';
import { toast } from '../../../ui/toast';
import { addCourse, type CourseInput, editCourse } from '../actions/course-actions';

interface CourseFormValues {
  courseCode: string;
  courseName: string;
  section: string;
  professor: string;
  semester: string;
  year: string;
}

/** The add form and the edit form offer different semesters and years (spec part 1 §3). */
function options(list: readonly (string | number)[], current: string): string[] {
  const values = list.map(String);
  return current && !values.includes(current) ? [current, ...values] : values;
}

/** Add Course (no `course`) or Edit Course; open while `open`. */
export function CourseDialog({
  userId,
  course,
  open,
  onOpenChange,
}: {
  userId: string;
  course?: Course;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{course ? 'Edit Course' : 'Add Course'}</Dialog.Title>
              <Dialog.Description>
                Classmates are members with the same course code and section.
              </Dialog.Description>
            </Dialog.Header>
            <CourseForm userId={userId} course={course} onDone={() => onOpenChange(false)} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function CourseForm({
  userId,
  course,
  onDone,
}: {
  userId: string;
  course: Course | undefined;
  onDone: () => void;
}) {
  const db = useMemberDb();
  const form = useForm({
    defaultValues: {
      courseCode: course?.courseCode ?? '',
      courseName: course?.courseName ?? '',
      section: course?.section ?? '',
      professor: course?.professor ?? '',
      semester: course?.semester ?? DEFAULT_COURSE_SEMESTER,
      year: course?.year ?? DEFAULT_COURSE_YEAR,
    } satisfies CourseFormValues,
    onSubmit: async ({ value }) => {
      if (!db) return;
      const input: CourseInput = value;
      try {
        if (course) {
          await editCourse(db, course.id, input);
          toast(savedToast({ type: 'success', title: COURSE_TEXTS.updated }, writesWait()));
        } else {
          await addCourse(db, userId, input);
          toast(savedToast({ type: 'success', title: COURSE_TEXTS.added }, writesWait()));
        }
        onDone();
      } catch (error) {
        toast({
          type: 'error',
          title: course ? COURSE_TEXTS.updateError : COURSE_TEXTS.addError,
          description: firstErrorMessage(error),
        });
      }
    },
  });
  const semesters = course ? COURSE_SEMESTERS_EDIT : COURSE_SEMESTERS_ADD;
  const years = course ? COURSE_YEARS_EDIT : COURSE_YEARS_ADD;

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
        <form.Field name="courseCode" validators={{ onChange: checkWith(CourseCode) }}>
          {(field) => (
            <TextField
              label="Course code"
              required
              placeholder="FMTV-UT 1040"
              autoCapitalize="characters"
              {...inputBinding(field)}
              onChange={(e: ChangeEvent<HTMLInputElement>) => {
                // Upper-cased as typed (#30), the caret left where it was.
                const input = e.target;
                const caret = input.selectionStart;
                input.value = input.value.toUpperCase();
                if (caret !== null) input.setSelectionRange(caret, caret);
                field.handleChange(input.value);
              }}
              errorText={
                field.state.value.trim() ? firstErrorMessage(field.state.meta.errors) : undefined
              }
            />
          )}
        </form.Field>
        <form.Field name="courseName">
          {(field) => <TextField label="Course name" required {...inputBinding(field)} />}
        </form.Field>
        <form.Field name="section">
          {(field) => <TextField label="Section" placeholder="001" {...inputBinding(field)} />}
        </form.Field>
        <form.Field name="professor">
          {(field) => <TextField label="Professor" {...inputBinding(field)} />}
        </form.Field>
        <form.Field name="semester">
          {(field) => (
            <SelectField
              portalled={false}
              label="Semester"
              name={field.name}
              options={options(semesters, field.state.value)}
              value={field.state.value}
              onValueChange={(v) => field.handleChange(v)}
            />
          )}
        </form.Field>
        <form.Field name="year">
          {(field) => (
            <SelectField
              portalled={false}
              label="Year"
              name={field.name}
              options={options(years, field.state.value)}
              value={field.state.value}
              onValueChange={(v) => field.handleChange(v)}
            />
          )}
        </form.Field>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.CloseTrigger>
        <form.Subscribe
          selector={(s) =>
            [
              s.values.courseCode.trim() !== '' && s.values.courseName.trim() !== '',
              s.fieldMeta.courseCode?.errors?.length ?? 0,
              s.isSubmitting,
            ] as const
          }
        >
          {([filled, codeErrors, busy]) => (
            <Button type="submit" disabled={!filled || codeErrors > 0 || !db} loading={busy}>
              {course ? 'Save Course' : 'Add Course'}
            </Button>
          )}
        </form.Subscribe>
      </Dialog.Footer>
    </form>
  );
}
