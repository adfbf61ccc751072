// Connections (spec part 1 §3, §4, §7 "Connections").
import { z } from 'zod';
import { CONNECTION_ROLES, CONNECTION_STATUSES } from '../catalogues';
import { ClientId, CountReply, Id, Timestamp } from './common';
import { mutation } from './mutation-def';
import { UserSummary } from './users';

const ConnectionStatusSchema = z.enum(CONNECTION_STATUSES);
const ConnectionRoleSchema = z.enum(CONNECTION_ROLES);

/** A connection row (replicated entity 'connection'). */
export const Connection = z.object({
  id: Id,
  requesterId: Id,
  addresseeId: Id,
  status: ConnectionStatusSchema,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Connection = z.infer<typeof Connection>;

/** A connection with the other member of the pair (GET /api/connections). */
const ConnectionWithUser = Connection.extend({ user: UserSummary });

/** GET /api/connections */
export const ConnectionListReply = z.array(ConnectionWithUser);
export type ConnectionListReply = z.infer<typeof ConnectionListReply>;

/** GET /api/connections/status/{userId}: status null when the pair has no connection. */
export const ConnectionStatusReply = z.object({
  status: ConnectionStatusSchema.nullable(),
  role: ConnectionRoleSchema.nullable(),
  connectionId: Id.nullable(),
});
export type ConnectionStatusReply = z.infer<typeof ConnectionStatusReply>;

/** POST /api/connections */
export const CreateConnectionBody = z.object({
  id: ClientId,
  addresseeId: Id,
});
export type CreateConnectionBody = z.infer<typeof CreateConnectionBody>;

/** PUT /api/connections/{connectionId}: accept, decline (blocked) or remove (blocked). */
export const UpdateConnectionBody = z.object({
  status: z.enum(['accepted', 'blocked']),
});
export type UpdateConnectionBody = z.infer<typeof UpdateConnectionBody>;

/** GET /api/connections/count/{userId} */
export const ConnectionCountReply = CountReply;
export type ConnectionCountReply = z.infer<typeof ConnectionCountReply>;

/** GET /api/connections/user/{userId}: the member's accepted connections. */
export const ConnectedUsersReply = z.array(UserSummary);
export type ConnectedUsersReply = z.infer<typeof ConnectedUsersReply>;

/** GET /api/connections/recommended */
export const RecommendedConnectionsReply = z.array(UserSummary);
export type RecommendedConnectionsReply = z.infer<typeof RecommendedConnectionsReply>;

/** The connections writes of the outbox (see mutations.ts). */
export const ConnectionMutations = {
  requestConnection: mutation('POST', '/api/connections', CreateConnectionBody),
  answerConnection: mutation('PUT', '/api/connections/:id', UpdateConnectionBody),
} as const;
