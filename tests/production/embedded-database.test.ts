// The embedded database guarded (one process per DATA_DIR), and `backup`/`restore` of both
// databases through the compiled operator commands (sync-server/dist/cli.js, what `pnpm backup`
// and `pnpm restore` run). docs/decisions/027-production.md
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../e2e/fixtures/database';
import { TEST_PASSWORD } from '../support/accounts';
import { CookieJar } from '../support/cookie-jar';
import { ServerProcess } from '../support/server-process';
import { cookieFetch, signUpMember } from '../sync/support/member-http';
import { freePort } from '../sync/support/servers';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const execFileAsync = promisify(execFile);

/** Runs an operator command of the compiled server; its exit code and output. */
async function operatorCommand(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await execFileAsync(
      process.execPath,
      ['sync-server/dist/cli.js', ...args],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: '', ...env } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    const failed = err as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

async function logIn(baseUrl: string, email: string): Promise<number> {
  const res = await cookieFetch(baseUrl, new CookieJar())('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  return res.status;
}

describe('the embedded database', () => {
  it('refuses a second process on the same DATA_DIR; backup and restore bring data back', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-embedded-'));
    const backup = join(dataDir, '..', `${dataDir.split('/').pop()}-backup.tar.gz`);
    const env = { DATA_DIR: dataDir };
    const first = new ServerProcess({ port: await freePort(), env });
    const second = new ServerProcess({ port: await freePort(), env });
    try {
      await first.start();
      // Unverified is enough: the test is about the data surviving (its mail is in DATA_DIR/mail).
      const before = await signUpMember(first.url, { verified: false });

      // A second server on the same folder stops at once and says why.
      await expect(second.start()).rejects.toThrow(/exited during start/);
      expect(await second.exited()).toEqual({ code: 1, signal: null });
      expect(second.logs()).toMatch(/embedded database in .* is in use by process \d+/);
      expect(second.logs()).toContain('DATABASE_URL');
      // So does a backup while the server runs.
      const refused = await operatorCommand(['backup', backup], env);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('is in use by process');

      // A crash leaves a stale lock: it is taken over.
      await first.kill();
      const saved = await operatorCommand(['backup', backup], env);
      expect(saved.output).toContain('saved to');
      expect(saved.code).toBe(0);

      await second.start();
      expect(await logIn(second.url, before.email)).toBe(200);
      const after = await signUpMember(second.url, { verified: false });
      expect((await second.stop())?.code).toBe(0);

      const restored = await operatorCommand(['restore', backup], env);
      expect(restored.output).toContain('restored from');
      expect(restored.code).toBe(0);
      await second.start();
      expect(await logIn(second.url, before.email)).toBe(200);
      expect(await logIn(second.url, after.email)).toBe(401);
    } finally {
      await first.stop();
      await second.stop();
    }
  }, 180_000);
});

describe('PostgreSQL', () => {
  it('backup (pg_dump) and restore (pg_restore) through the same commands', async () => {
    const database = await createEmptyDatabase('greenroom_backup');
    const backup = join(mkdtempSync(join(tmpdir(), 'greenroom-pg-backup-')), 'greenroom.dump');
    const env = { DATABASE_URL: database.url };
    const server = new ServerProcess({ port: await freePort(), databaseUrl: database.url });
    try {
      await server.start();
      const before = await signUpMember(server.url, { verified: false });
      const saved = await operatorCommand(['backup', backup], env);
      expect(saved.output).toContain('dumped to');
      expect(saved.code).toBe(0);
      const after = await signUpMember(server.url, { verified: false });
      expect((await server.stop())?.code).toBe(0);

      const restored = await operatorCommand(['restore', backup], env);
      expect(restored.output).toContain('restored from');
      expect(restored.code).toBe(0);
      await server.start();
      expect(await logIn(server.url, before.email)).toBe(200);
      expect(await logIn(server.url, after.email)).toBe(401);
    } finally {
      await server.stop();
      await database.drop();
    }
  });
});
