// View counts of the member's own posts, jobs and events (spec part 1 §7: fetched only on one's
// own profile). Online reads; offline the counts are simply not shown.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import type { ActivityItem } from '@greenroom/shared-model/helpers/recent-activity';
import type { ViewCountsReply } from '@greenroom/shared-model/schemas/common';
import { useEffect, useState } from 'react';
import { requestJson } from '../../../client-core/sync/transport';

const PATHS = {
  post: apiPaths.posts.viewCounts,
  job: apiPaths.jobs.viewCounts,
  event: apiPaths.events.viewCounts,
} as const;

/** `kind:id` → views, for the items that have a count. */
export function useViewCounts(items: readonly ActivityItem[] | undefined, enabled: boolean) {
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>(new Map());
  const key = (items ?? []).map((i) => `${i.kind}:${i.id}`).join(',');
  useEffect(() => {
    if (!enabled || key === '') return;
    let live = true;
    const byKind = new Map<keyof typeof PATHS, string[]>();
    for (const entry of key.split(',')) {
      const [kind, id] = entry.split(':') as [string, string];
      if (kind in PATHS)
        byKind.set(kind as keyof typeof PATHS, [
          ...(byKind.get(kind as keyof typeof PATHS) ?? []),
          id,
        ]);
    }
    void Promise.all(
      [...byKind].map(async ([kind, ids]) => {
        const reply = await requestJson<ViewCountsReply>(
          (input, init) => fetch(input, init),
          PATHS[kind](ids),
          { method: 'GET' },
        );
        return reply.ok
          ? Object.entries(reply.value).map(([id, n]) => [`${kind}:${id}`, n] as const)
          : [];
      }),
    ).then((lists) => {
      if (live) setCounts(new Map(lists.flat()));
    });
    return () => {
      live = false;
    };
  }, [key, enabled]);
  return counts;
}
