// The pull cursor: opaque to clients, base64url JSON.
//   x  the xmin watermark (xid8 as a decimal string): changes with txid >= x are still to come;
//   t,s  the (txid, seq) of the last change sent when a delta continues on the next page;
//   w  when x was taken (epoch seconds), to answer a reset once the change log may be pruned.
import { z } from 'zod';

const Xid = z.string().regex(/^\d{1,20}$/);

const CursorSchema = z.object({
  x: Xid,
  t: Xid.optional(),
  s: z.number().int().nonnegative().optional(),
  w: z.number().int().nonnegative(),
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
    // A page position comes with both parts or not at all.
    if ((c.t === undefined) !== (c.s === undefined)) return null;
    return c;
  } catch {
    return null;
  }
}
