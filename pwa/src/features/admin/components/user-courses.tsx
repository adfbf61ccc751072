// The Courses block of Edit User Profile: the member's courses, each editable in place or
// removable, and an Add New Course form (code and name required).

import { ADMIN_TEXTS } from '@greenroom/shared-model/admin-texts';
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { COURSE_SEMESTERS_ADMIN, COURSE_YEARS_ADMIN } from '@greenroom/shared-model/catalogues';
import type { Course } from '@greenroom/shared-model/schemas/courses';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { SelectField } from '../../../ui/select';
import { useAdminRead } from '../hooks/use-admin-read';
import { muted, ReadView } from './admin-card';
import { adminWrite, blank } from './moderation';

type Fields = {
  courseCode: string;
  courseName: string;
  section: string;
  professor: string;
  semester: string;
  year: string;
};

const EMPTY: Fields = {
  courseCode: '',
  courseName: '',
  section: '',
  professor: '',
  semester: COURSE_SEMESTERS_ADMIN[0],
  year: String(COURSE_YEARS_ADMIN[0]),
};

const body = (f: Fields) => ({
  ...f,
  section: f.section.trim() || null,
  professor: f.professor.trim() || null,
});

function CourseFieldsRow({
  value,
  onChange,
  idPrefix,
}: {
  value: Fields;
  onChange: (f: Fields) => void;
  idPrefix: string;
}) {
  const set = (key: keyof Fields) => (v: string) => onChange({ ...value, [key]: v });
  return (
    <div
      className={css({
        display: 'grid',
        gap: '2',
        gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' },
      })}
    >
      <TextField
        label="Course Code"
        placeholder="FMTV-UT 1040"
        value={value.courseCode}
        onChange={(e) => set('courseCode')(e.target.value)}
      />
      <TextField
        label="Course Name"
        value={value.courseName}
        onChange={(e) => set('courseName')(e.target.value)}
      />
      <TextField
        label="Section"
        value={value.section}
        onChange={(e) => set('section')(e.target.value)}
      />
      <TextField
        label="Professor"
        value={value.professor}
        onChange={(e) => set('professor')(e.target.value)}
      />
      <SelectField
        label="Semester"
        name={`${idPrefix}-semester`}
        portalled={false}
        options={COURSE_SEMESTERS_ADMIN}
        value={value.semester}
        onValueChange={set('semester')}
      />
      <SelectField
        label="Year"
        name={`${idPrefix}-year`}
        portalled={false}
        options={COURSE_YEARS_ADMIN.map(String)}
        value={value.year}
        onValueChange={set('year')}
      />
    </div>
  );
}

function CourseItem({ course }: { course: Course }) {
  const [editing, setEditing] = useState<Fields | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<void>) => {
    setBusy(true);
    try {
      await write();
      setEditing(null);
    } catch {
      // Told in a toast.
    } finally {
      setBusy(false);
    }
  };
  if (editing) {
    return (
      <li className={css({ display: 'grid', gap: '2', p: '3', bg: 'bg.muted', rounded: 'md' })}>
        <CourseFieldsRow value={editing} onChange={setEditing} idPrefix={course.id} />
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
          <Button type="button" size="xs" variant="outline" onClick={() => setEditing(null)}>
            Cancel
          </Button>
          <Button
            type="button"
            size="xs"
            loading={busy}
            disabled={blank(editing.courseCode) || blank(editing.courseName)}
            onClick={() =>
              void run(() =>
                adminWrite(
                  'PUT',
                  apiPaths.admin.course(course.id),
                  body(editing),
                  { title: 'Course updated' },
                  ADMIN_TEXTS.courseUpdateFailed,
                ),
              )
            }
          >
            Save Course
          </Button>
        </div>
      </li>
    );
  }
  return (
    <li
      className={css({
        display: 'flex',
        gap: '2',
        alignItems: 'center',
        justifyContent: 'space-between',
      })}
    >
      <div>
        <p className={css({ fontWeight: '600' })}>
          {course.courseCode} · {course.courseName}
        </p>
        <p className={muted}>
          {[
            course.section && `Section ${course.section}`,
            course.professor,
            `${course.semester} ${course.year}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <div className={css({ display: 'flex', gap: '1' })}>
        <Button
          type="button"
          size="xs"
          variant="ghost"
          aria-label={`Edit course ${course.courseCode}`}
          onClick={() =>
            setEditing({
              courseCode: course.courseCode,
              courseName: course.courseName,
              section: course.section ?? '',
              professor: course.professor ?? '',
              semester: (COURSE_SEMESTERS_ADMIN as readonly string[]).includes(course.semester)
                ? course.semester
                : COURSE_SEMESTERS_ADMIN[0],
              year: course.year,
            })
          }
        >
          Edit
        </Button>
        <Button
          type="button"
          size="xs"
          variant="ghost"
          loading={busy}
          aria-label={`Remove course ${course.courseCode}`}
          onClick={() =>
            void run(() =>
              adminWrite(
                'DELETE',
                apiPaths.admin.course(course.id),
                undefined,
                { title: ADMIN_TEXTS.courseRemoved },
                ADMIN_TEXTS.courseRemoveFailed,
              ),
            )
          }
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

export function UserCourses({ userId }: { userId: string }) {
  const read = useAdminRead<Course[]>(apiPaths.courses.ofUser(userId));
  const [adding, setAdding] = useState<Fields>(EMPTY);
  const [busy, setBusy] = useState(false);
  async function add() {
    setBusy(true);
    try {
      await adminWrite(
        'POST',
        apiPaths.admin.userCourses(userId),
        { ...body(adding), userId },
        { title: ADMIN_TEXTS.courseAdded },
        { title: 'Error', description: 'Failed to add course' },
      );
      setAdding(EMPTY);
    } catch {
      // Told in a toast; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  }
  return (
    <fieldset className={css({ display: 'grid', gap: '3' })}>
      <legend className={css({ fontWeight: '700', mb: '2' })}>Courses</legend>
      <ReadView read={read} loadingText="Loading courses..." errorText={ADMIN_TEXTS.coursesFailed}>
        {(courses) =>
          courses.length === 0 ? (
            <p className={muted}>No courses yet.</p>
          ) : (
            <ul aria-label="Courses" className={css({ display: 'grid', gap: '2' })}>
              {courses.map((course) => (
                <CourseItem key={course.id} course={course} />
              ))}
            </ul>
          )
        }
      </ReadView>
      <div
        className={css({
          display: 'grid',
          gap: '2',
          borderTopWidth: '1px',
          borderColor: 'border.default',
          pt: '3',
        })}
      >
        <p className={css({ fontWeight: '600' })}>Add New Course</p>
        <CourseFieldsRow value={adding} onChange={setAdding} idPrefix="new-course" />
        <div>
          <Button
            type="button"
            size="sm"
            loading={busy}
            disabled={blank(adding.courseCode) || blank(adding.courseName)}
            onClick={() => void add()}
          >
            Add Course
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
