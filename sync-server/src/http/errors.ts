import { GENERIC_ERROR, SERVER_TEXTS } from '@greenroom/shared-model/texts';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnavailable } from '../db/errors';
import { errorData, type Logger } from '../logger';
import type { HonoEnv } from './context';

/** 'Something went wrong' */
const SOMETHING_WENT_WRONG = GENERIC_ERROR.title;

/** `{ message }` error reply, the shape every client reads. */
export function jsonError(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  extra?: Record<string, unknown>,
): Response {
  return c.json({ message, ...extra }, status);
}

/** Throw from anywhere in a handler to answer `{ message }` with `status`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Thrown when a bounded resource (the password-hashing queue) is full: 503 with Retry-After. */
export class ServiceBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('service busy');
    this.name = 'ServiceBusy';
  }
}

export function createErrorHandler(logger: Logger): ErrorHandler<HonoEnv> {
  return (err, c) => {
    if (err instanceof ApiError) return jsonError(c, err.status, err.message, err.extra);
    if (err instanceof ServiceBusy) {
      c.header('Retry-After', String(err.retryAfterSeconds));
      return jsonError(c, 503, SERVER_TEXTS.busy);
    }
    if (err instanceof HTTPException) {
      // Hono's own 400 from a validator that could not parse the body.
      const message =
        err.status === 400 && /json/i.test(err.message) ? SERVER_TEXTS.invalidJson : err.message;
      return jsonError(c, err.status as ContentfulStatusCode, message || SOMETHING_WENT_WRONG);
    }
    if (isDatabaseUnavailable(err)) {
      // PostgreSQL restarting or out of reach: nothing is wrong with the request; try again.
      logger.warn('database unavailable', {
        requestId: c.var.requestId,
        method: c.req.method,
        path: c.req.path,
        ...errorData(err),
      });
      c.header('Retry-After', '1');
      return jsonError(c, 503, SOMETHING_WENT_WRONG);
    }
    logger.error('unhandled error', {
      requestId: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      ...errorData(err),
    });
    return jsonError(c, 500, SOMETHING_WENT_WRONG);
  };
}

export const apiNotFound: NotFoundHandler<HonoEnv> = (c) =>
  jsonError(c, 404, SERVER_TEXTS.notFound);
