// What a file is, by its first bytes (magic numbers), never by its name or declared type: the
// catalogue's accepted kinds, or null.
import { ACCEPTED_EXTENSIONS, type UploadMediaKind } from '@greenroom/shared-model/catalogues';
import { fileTypeFromBuffer } from 'file-type';

/** Enough bytes for every accepted signature (file-type reads at most 4100 of them). */
export const SNIFF_BYTES = 4100;

export interface SniffedType {
  kind: UploadMediaKind;
  /** The stored extension (also picks the served Content-Type). */
  extension: string;
}

/** file-type's names that differ from ours: an old Word file is a Compound File. */
const ALIASES: Readonly<Record<string, string>> = { cfb: 'doc' };

export async function sniffMedia(head: Uint8Array): Promise<SniffedType | null> {
  const found = await fileTypeFromBuffer(head);
  if (!found) return null;
  const extension = ALIASES[found.ext] ?? found.ext;
  for (const [kind, extensions] of Object.entries(ACCEPTED_EXTENSIONS)) {
    if ((extensions as readonly string[]).includes(extension)) {
      return { kind: kind as UploadMediaKind, extension };
    }
  }
  return null;
}
