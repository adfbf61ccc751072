// The member's blocks and mutes from the replica (only their own: nobody else's replica holds them).
import type { Block, Mute } from '@greenroom/shared-model/schemas/privacy';
import { useLiveQuery } from '../../../client-core/local-db/use-live-query';
import { useMemberDb } from '../../../sync/sync-context';

export interface BlocksAndMutes {
  blocks: Block[];
  mutes: Mute[];
  blocked: ReadonlySet<string>;
  muted: ReadonlySet<string>;
}

/** undefined while the database opens. */
export function useBlocksAndMutes(): BlocksAndMutes | undefined {
  const db = useMemberDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const [blocks, mutes] = await Promise.all([db.blocks.toArray(), db.mutes.toArray()]);
    const newest = <T extends { createdAt: string }>(rows: T[]) =>
      rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return {
      blocks: newest(blocks),
      mutes: newest(mutes),
      blocked: new Set(blocks.map((b) => b.blockedId)),
      muted: new Set(mutes.map((m) => m.mutedId)),
    };
  }, [db]);
}
