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

export function errorData(err: unknown): Record<string, unknown> {
  if (err instanceof Error) return { error: err.message, stack: err.stack };
  return { error: String(err) };
}
