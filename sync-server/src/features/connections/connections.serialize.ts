// The one serialisation of a connection for replies (REST and sync).
import type { Connection } from '@greenroom/shared-model/schemas/connections';
import type { connections } from '../../db/schema/connections';

export type ConnectionRow = typeof connections.$inferSelect;

export function toConnection(row: ConnectionRow): Connection {
  return {
    id: row.id,
    requesterId: row.requesterId,
    addresseeId: row.addresseeId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
