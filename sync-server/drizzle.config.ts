import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @greenroom/sync-server db:generate --name <what>` writes SQL migrations into
// ./drizzle (ARCHITECTURE.md "Migrations", ADR 030).
// They are committed and applied at start by openDatabase() (src/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
});
