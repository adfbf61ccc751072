// The pull cursor: opaque to clients, base64url JSON.
//   x  the watermark (xid8 as a decimal string): every change with txid < x has been delivered;
//      changes with txid >= x are read (again) by the next pull;
//   w  when x was taken (epoch seconds), to answer a reset once the change log may be pruned.
// A delta that continues on the next page also carries:
//   t,s  the (txid, seq) of the last change sent;
//   m    the lowest snapshot xmin seen by the pages of this pull so far (the next watermark);
//   v    when the first page of this pull was taken (epoch seconds; the next `w`).
// A cursor given to an account whose e-mail was not verified carries
//   o    1: it saw only its own rows, so once verified its next pull is a snapshot (ADR 023).
import { Xid } from '@greenroom/shared-model/schemas/sync';
import { z } from 'zod';

const Seconds = z.number().int().nonnegative();

const CursorSchema = z.object({
  x: Xid,
  t: Xid.optional(),
  s: z.number().int().nonnegative().optional(),
  m: Xid.optional(),
  v: Seconds.optional(),
  w: Seconds,
  o: z.literal(1).optional(),
});
export type Cursor = z.infer<typeof CursorSchema>;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

/** The cursor, or null for anything unreadable (the pull then answers a snapshot). */
export function decodeCursor(raw: string | null): Cursor | null {
  if (!raw || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  try {
    const parsed = CursorSchema.safeParse(
      JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')),
    );
    if (!parsed.success) return null;
    const c = parsed.data;
    // A page position comes with both parts or not at all, and the pull's low mark only with it.
    if ((c.t === undefined) !== (c.s === undefined)) return null;
    if (c.t === undefined && (c.m !== undefined || c.v !== undefined)) return null;
    return c;
  } catch {
    return null;
  }
}
