// Zod compiles object parsers with `new Function`, and decides so when each object schema is
// built, at module load. The app's CSP (`script-src 'self'`) forbids eval, so the browser
// reports a violation. Zod keeps its settings in one global object shared by every copy of it
// (zod/v4/core/core.js), so setting it here turns JIT off before zod loads, without bringing
// zod into the first bundle. zod-jitless.test.ts checks that zod still reads it.

type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

/** Call once per JavaScript realm (page, service worker), before any schema module loads. */
export function disableZodJit(): void {
  const scope = globalThis as ZodGlobal;
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
