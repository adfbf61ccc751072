import { fullName } from '@greenroom/shared-model/helpers/text';
import { sameClass } from '@greenroom/shared-model/rows/courses';
import type { Classmate, Course } from '@greenroom/shared-model/schemas/courses';
import { COURSE_TEXTS } from '@greenroom/shared-model/texts';
import { Link } from '@tanstack/react-router';
import { Suspense, useEffect, useId, useState } from 'react';
import { css } from '../../../../styled-system/css';
import type { Replica } from '../../../client-core/local-db/member-db';
import { useLiveQuery } from '../../../client-core/local-db/use-live-query';
import { WaitingToSync } from '../../../sync/components/waiting-to-sync';
import { useMemberDb } from '../../../sync/sync-context';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { ConfirmButton } from '../../../ui/confirm-dialog';
import { lazy } from '../../../ui/lazy';
import { toast } from '../../../ui/toast';
import { removeCourse } from '../actions/course-actions';
import { useClassmates } from '../hooks/use-classmates';

// The course form loads when the owner opens it.
const loadCourseDialog = () => import('./course-dialog');
const CourseDialog = lazy(() => loadCourseDialog().then((m) => ({ default: m.CourseDialog })));

export interface CoursesCardProps {
  userId: string;
  isOwner: boolean;
}

/** Current Courses (spec part 1 §2): the member's courses with classmates per course. */
export function CoursesCard({ userId, isOwner }: CoursesCardProps) {
  // Loaded soon after the page (not with it), so that adding works offline too.
  useEffect(() => {
    if (isOwner) void loadCourseDialog();
  }, [isOwner]);
  const db = useMemberDb();
  const titleId = useId();
  const courses = useLiveQuery(
    () =>
      db
        ? (db.courses.where('userId').equals(userId).sortBy('createdAt') as Promise<
            Replica<Course>[]
          >)
        : undefined,
    [db, userId],
  );
  const key = (courses ?? [])
    .map((c) => `${c.id}:${c.courseCode}:${c.section ?? ''}:${c.pending ?? 0}`)
    .join(',');
  const classmates = useClassmates(userId, key);
  const [dialog, setDialog] = useState<{ course?: Course } | null>(null);

  return (
    <Card.Root aria-labelledby={titleId} aria-busy={courses === undefined || undefined}>
      <Card.Header className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
        <Card.Title id={titleId}>Current Courses</Card.Title>
        {isOwner ? (
          <Button size="sm" onClick={() => setDialog({})}>
            Add Course
          </Button>
        ) : null}
      </Card.Header>
      <Card.Body>
        {courses === undefined ? (
          <p className={css({ color: 'fg.muted' })}>Loading courses…</p>
        ) : courses.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>
            {isOwner
              ? 'No courses yet. Add your classes to find your classmates.'
              : 'No courses listed yet.'}
          </p>
        ) : (
          <ul className={css({ display: 'grid', gap: '4', listStyle: 'none' })}>
            {courses.map((course) => (
              <CourseItem
                key={course.id}
                course={course}
                isOwner={isOwner}
                classmates={classmates?.classmates.filter((m) =>
                  m.sharedCourses.some((s) => sameClass(s, course)),
                )}
                onEdit={() => setDialog({ course })}
              />
            ))}
          </ul>
        )}
        {classmates?.fromDevice && courses && courses.length > 0 ? (
          <p className={css({ mt: '3', color: 'fg.muted', fontSize: 'sm' })}>
            You're offline: classmates are from what this device has seen.
          </p>
        ) : null}
      </Card.Body>
      {isOwner && dialog ? (
        <Suspense fallback={null}>
          <CourseDialog
            userId={userId}
            course={dialog.course}
            open
            onOpenChange={(open) => {
              if (!open) setDialog(null);
            }}
          />
        </Suspense>
      ) : null}
    </Card.Root>
  );
}

function CourseItem({
  course,
  isOwner,
  classmates,
  onEdit,
}: {
  course: Replica<Course>;
  isOwner: boolean;
  classmates: Classmate[] | undefined;
  onEdit: () => void;
}) {
  const details = [
    course.section ? `Section ${course.section}` : null,
    course.professor,
    `${course.semester}${/\d{4}$/.test(course.semester) ? '' : ` ${course.year}`}`,
  ].filter(Boolean);
  const label = `${course.courseCode} ${course.courseName}`;
  return (
    <li
      aria-label={label}
      className={css({
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'lg',
        p: '4',
      })}
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        <Badge>{course.courseCode}</Badge>
        <span className={css({ fontWeight: '600' })}>{course.courseName}</span>
        {course.pending ? <WaitingToSync /> : null}
        {isOwner ? (
          <span className={css({ ml: 'auto', display: 'flex', gap: '1' })}>
            <Button variant="ghost" size="xs" onClick={onEdit} aria-label={`Edit ${label}`}>
              Edit
            </Button>
            <DeleteCourseButton course={course} label={label} />
          </span>
        ) : null}
      </div>
      <p className={css({ mt: '1', color: 'fg.muted', fontSize: 'sm' })}>{details.join(' · ')}</p>
      <div className={css({ mt: '3' })}>
        <h3 className={css({ fontSize: 'sm', fontWeight: '600' })}>Classmates</h3>
        {classmates === undefined ? (
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>Looking for classmates…</p>
        ) : classmates.length === 0 ? (
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>No classmates here yet.</p>
        ) : (
          <ul
            aria-label={`Classmates in ${course.courseCode}`}
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: '2',
              mt: '2',
              listStyle: 'none',
            })}
          >
            {classmates.map((m) => (
              <li key={m.id}>
                <Link
                  to="/profile/$userId"
                  params={{ userId: m.id }}
                  className={css({
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: '2',
                    px: '2',
                    py: '1',
                    borderRadius: 'full',
                    bg: 'bg.subtle',
                    fontSize: 'sm',
                    _hover: { bg: 'bg.muted' },
                    _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
                  })}
                >
                  <Avatar user={m} size="sm" decorative />
                  {fullName(m.firstName, m.lastName)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

function DeleteCourseButton({ course, label }: { course: Course; label: string }) {
  const db = useMemberDb();
  return (
    <ConfirmButton
      label="Delete"
      triggerLabel={`Delete ${label}`}
      title="Delete Course"
      description={`Remove ${label} from your courses? Your classmates there will no longer see you.`}
      confirmLabel="Delete"
      disabled={!db}
      onConfirm={async () => {
        if (!db) return;
        try {
          await removeCourse(db, course.id);
          toast({ type: 'success', title: COURSE_TEXTS.removed });
        } catch (error) {
          toast({ type: 'error', title: COURSE_TEXTS.removeError });
          throw error;
        }
      }}
    />
  );
}
