// Validation at the door of the outbox. The schema is typed structurally (zod's `parse`), so this
// module does not import zod: only the feature action that passes a schema pulls it in.
import type { MemberDb, OutboxEntry } from '../local-db/member-db';
import { type EnqueueRequest, enqueue } from './enqueue';

export interface BodySchema<T> {
  /** Throws on invalid input (zod: `ZodError`), returns the parsed (trimmed, defaulted) value. */
  parse(input: unknown): T;
}

/** Validates `body` (throws before anything is written) and enqueues the parsed value. */
export async function enqueueValidated<T>(
  schema: BodySchema<T>,
  db: MemberDb,
  request: EnqueueRequest & { body: unknown },
): Promise<OutboxEntry> {
  const body = schema.parse(request.body);
  return enqueue(db, { ...request, body });
}
