import { Id } from '@greenroom/shared-model/schemas/common';

/** A path id: malformed ids are simply not found. */
export function idOf(raw: string | undefined): string | null {
  const parsed = Id.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
