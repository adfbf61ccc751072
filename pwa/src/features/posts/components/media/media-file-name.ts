import { legacyUrlFromProxy } from '@greenroom/shared-model/helpers/media-url';

/**
 * The file name a document link shows: the last path segment of the address (of the original
 * one for a legacy proxy address), decoded, without ?query or #hash; "Document" when none.
 */
export function mediaFileName(address: string): string {
  const original = legacyUrlFromProxy(address) ?? address;
  const path = original.split(/[?#]/, 1)[0] ?? '';
  const last = path.replace(/\/+$/, '').split('/').pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A malformed escape: show it as written.
  }
  return name.trim() || 'Document';
}
