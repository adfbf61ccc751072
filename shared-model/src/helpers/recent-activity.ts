// Recent Activity of a profile (spec part 1 §2, §9): the member's posts, jobs, events and
// applications, newest first, the latest PROFILE_RECENT_ACTIVITY_ITEMS, descriptions cut at
// PROFILE_ACTIVITY_DESCRIPTION_CHARS.
import { PROFILE_ACTIVITY_DESCRIPTION_CHARS, PROFILE_RECENT_ACTIVITY_ITEMS } from '../constants';
import { truncate } from './text';

export type ActivityKind = 'post' | 'job' | 'event' | 'application';

export interface ActivityItem {
  kind: ActivityKind;
  id: string;
  title: string;
  description: string;
  createdAt: string;
}

export interface ActivitySources {
  posts?: readonly { id: string; content: string; createdAt: string }[];
  jobs?: readonly { id: string; title: string; description: string; createdAt: string }[];
  events?: readonly { id: string; title: string; description: string; createdAt: string }[];
  applications?: readonly {
    id: string;
    status: string;
    createdAt: string;
    job?: { title?: string } | undefined;
  }[];
}

const KIND_LABELS: Record<ActivityKind, string> = {
  post: 'Post',
  job: 'Job',
  event: 'Event',
  application: 'Application',
};

export function activityKindLabel(kind: ActivityKind): string {
  return KIND_LABELS[kind];
}

export function recentActivity(sources: ActivitySources): ActivityItem[] {
  const cut = (text: string) => truncate(text, PROFILE_ACTIVITY_DESCRIPTION_CHARS);
  const items: ActivityItem[] = [
    ...(sources.posts ?? []).map((p) => ({
      kind: 'post' as const,
      id: p.id,
      title: 'Shared a post',
      description: cut(p.content),
      createdAt: p.createdAt,
    })),
    ...(sources.jobs ?? []).map((j) => ({
      kind: 'job' as const,
      id: j.id,
      title: j.title,
      description: cut(j.description),
      createdAt: j.createdAt,
    })),
    ...(sources.events ?? []).map((e) => ({
      kind: 'event' as const,
      id: e.id,
      title: e.title,
      description: cut(e.description),
      createdAt: e.createdAt,
    })),
    ...(sources.applications ?? []).map((a) => ({
      kind: 'application' as const,
      id: a.id,
      title: a.job?.title ? `Applied to ${a.job.title}` : 'Applied to a job',
      description: `Status: ${a.status}`,
      createdAt: a.createdAt,
    })),
  ];
  return items
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .slice(0, PROFILE_RECENT_ACTIVITY_ITEMS);
}
