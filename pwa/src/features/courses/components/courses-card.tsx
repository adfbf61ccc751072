// INTERFACE PLACEHOLDER (replaced by the courses work of issue 9): the Current Courses card of a
// profile page, with classmates per course; the owner adds, edits and deletes.
export interface CoursesCardProps {
  userId: string;
  isOwner: boolean;
}

export function CoursesCard(_props: CoursesCardProps) {
  return null;
}
