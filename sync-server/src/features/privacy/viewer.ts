// Who is looking (ADR 024): the viewer's relations that decide what they may see of another
// member — admin (everything), their accepted connections (fields shown to connections), and the
// members hidden from them by a block either way (nothing at all). Loaded once per request,
// pull or live delivery; every serialiser and audience rule reads it instead of asking again.
import type { FieldAudience } from '@greenroom/shared-model/catalogues';
import { sql } from 'drizzle-orm';
import { type AppDb, queryRows } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { isEffectiveAdmin } from '../users/users.serialize';

export interface Viewer {
  readonly id: string;
  readonly isAdmin: boolean;
  /** Members connected with the viewer (accepted). */
  readonly connections: ReadonlySet<string>;
  /** Members the viewer blocked or who blocked the viewer. */
  readonly hidden: ReadonlySet<string>;
}

/** How a viewer sees a member's profile. */
export type ProfileView = 'self' | 'admin' | 'connection' | 'member';

/** Nobody in particular: what every member may see (the class of the shared live frame). */
export const MEMBER_VIEWER: Viewer = {
  id: '00000000-0000-0000-0000-000000000000',
  isAdmin: false,
  connections: new Set(),
  hidden: new Set(),
};

/** The view of a class: a connection of `ownerId`, or an admin. */
export function classViewer(kind: 'connection' | 'admin', ownerId: string): Viewer {
  return {
    ...MEMBER_VIEWER,
    isAdmin: kind === 'admin',
    connections: kind === 'connection' ? new Set([ownerId]) : new Set(),
  };
}

export function viewOf(viewer: Viewer | undefined, ownerId: string): ProfileView {
  if (!viewer) return 'member';
  if (viewer.id === ownerId) return 'self';
  if (viewer.isAdmin) return 'admin';
  return viewer.connections.has(ownerId) ? 'connection' : 'member';
}

/**
 * Entities whose serialisation depends on the viewer's class (member, connection, admin): the
 * live feed sends them per class (live-changes.ts `tailorPublic`). A new field with a privacy
 * choice on another entity adds that entity here.
 */
export const PER_CLASS_ENTITIES: ReadonlySet<string> = new Set(['user', 'course']);

/** May a viewer with this view see a field shown to `audience`? */
export function fieldVisible(audience: FieldAudience, view: ProfileView): boolean {
  if (view === 'self' || view === 'admin') return true;
  return audience === 'members' || (audience === 'connections' && view === 'connection');
}

/** A block stands between the viewer and any of these members. */
export function hiddenFrom(viewer: Viewer | undefined, ...memberIds: string[]): boolean {
  if (!viewer || viewer.hidden.size === 0) return false;
  return memberIds.some((id) => viewer.hidden.has(id));
}

/** The viewer's relations, in one query. */
export async function loadViewer(db: AppDb, me: UserRow, env: AppEnv): Promise<Viewer> {
  const rows = await queryRows<{ id: string; kind: 'c' | 'h' }>(
    db,
    sql`select case when requester_id = ${me.id}::uuid then addressee_id else requester_id end::text as id,
               'c' as kind
          from connections
         where status = 'accepted' and (requester_id = ${me.id}::uuid or addressee_id = ${me.id}::uuid)
        union all
        select blocked_id::text, 'h' from blocks where user_id = ${me.id}::uuid
        union all
        select user_id::text, 'h' from blocks where blocked_id = ${me.id}::uuid`,
  );
  const connections = new Set<string>();
  const hidden = new Set<string>();
  for (const r of rows) (r.kind === 'c' ? connections : hidden).add(r.id);
  return { id: me.id, isAdmin: isEffectiveAdmin(me, env), connections, hidden };
}
