// A tiny structured logger; tests pass `silentLogger`.
export interface Logger {
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
}

function line(level: string, msg: string, data?: Record<string, unknown>): string {
  return JSON.stringify({ t: new Date().toISOString(), level, msg, ...data });
}

export const consoleLogger: Logger = {
  info: (msg, data) => console.log(line('info', msg, data)),
  warn: (msg, data) => console.warn(line('warn', msg, data)),
  error: (msg, data) => console.error(line('error', msg, data)),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

const SQLSTATE = /^[0-9A-Z]{5}$/;

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  constraint_name?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

/**
 * The database error in `err`'s cause chain (Drizzle wraps the driver's), or undefined. Its
 * message, detail and the wrapping query error carry SQL parameters — personal data and password
 * hashes — so only the SQLSTATE and the constraint name ever reach a log.
 */
function databaseErrorIn(err: unknown): { code?: string; constraint?: string } | undefined {
  let found: { code?: string; constraint?: string } | undefined;
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const fields = e as DatabaseErrorFields;
    const isQueryError = 'query' in fields && 'params' in fields;
    const code = typeof fields.code === 'string' && SQLSTATE.test(fields.code) ? fields.code : '';
    if (isQueryError || code) {
      found ??= {};
      if (code) found.code ??= code;
      const constraint = fields.constraint ?? fields.constraint_name;
      if (typeof constraint === 'string') found.constraint ??= constraint;
    }
    e = fields.cause;
  }
  return found;
}

/** What may be logged about an error: message and stack, or for database errors code and constraint. */
export function errorData(err: unknown): Record<string, unknown> {
  const dbError = databaseErrorIn(err);
  if (dbError) return { error: 'database error', ...dbError };
  if (err instanceof Error) return { error: err.message, stack: err.stack };
  return { error: String(err) };
}
