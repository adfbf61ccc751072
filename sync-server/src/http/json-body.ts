import { JSON_MAX_DEPTH } from '@greenroom/shared-model/constants';
import { nestsDeeperThan } from '@greenroom/shared-model/helpers/json-depth';
import { SERVER_TEXTS, VALIDATION_TEXTS } from '@greenroom/shared-model/texts';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { HonoEnv } from './context';
import { jsonError } from './errors';
import { UNSAFE_METHODS } from './origin-check';

export const JSON_BODY_MAX_BYTES = 1024 * 1024;
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

export interface JsonBodyOptions {
  /** Paths (exact) that take multipart bodies instead of JSON, e.g. '/api/upload'. */
  multipartPaths?: ReadonlySet<string> | undefined;
  /** Path prefixes whose handlers read bodies of their own kind (the tus upload protocol). */
  rawBodyPrefixes?: readonly string[] | undefined;
  maxBytes?: number;
  /**
   * Paths whose handler checks the depth of each part itself (the sync push checks every
   * mutation's body, so that one deep body is refused alone and the rest of the batch applies).
   */
  partsCheckedPaths?: ReadonlySet<string> | undefined;
}

/**
 * Unsafe /api calls carry JSON or nothing: any other Content-Type answers 415 (closing the
 * form-post CSRF route, which `SameSite=Lax` and the Origin check also cover), malformed JSON
 * answers 400 (never 500), as does JSON nested deeper than JSON_MAX_DEPTH, and bodies over the
 * limit 413. The parsed body stays cached in c.req for the validators.
 */
export function jsonBody(options: JsonBodyOptions = {}): MiddlewareHandler<HonoEnv> {
  const maxBytes = options.maxBytes ?? JSON_BODY_MAX_BYTES;
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => jsonError(c, 413, SERVER_TEXTS.fileTooLarge),
  });
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method)) return next();
    if (options.multipartPaths?.has(c.req.path)) return next();
    if (options.rawBodyPrefixes?.some((p) => c.req.path.startsWith(p))) return next();
    const contentType = c.req.header('content-type');
    const mediaType = contentType?.split(';')[0]?.trim() ?? '';
    const isJson = JSON_MEDIA_TYPE.test(mediaType);
    if (contentType !== undefined && !isJson) {
      return jsonError(c, 415, SERVER_TEXTS.unsupportedMediaType);
    }
    // bodyLimit also caps chunked bodies while they stream in.
    let withinLimit = false;
    const refused = await limit(c, async () => {
      withinLimit = true;
    });
    if (!withinLimit) return refused ?? jsonError(c, 413, SERVER_TEXTS.fileTooLarge);
    const text = await c.req.text();
    if (text.trim() === '') return next();
    if (!isJson) return jsonError(c, 415, SERVER_TEXTS.unsupportedMediaType);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return jsonError(c, 400, SERVER_TEXTS.invalidJson);
    }
    if (!options.partsCheckedPaths?.has(c.req.path) && nestsDeeperThan(parsed, JSON_MAX_DEPTH)) {
      return jsonError(c, 400, VALIDATION_TEXTS.nestedTooDeep);
    }
    return next();
  };
}
