// A PostgreSQL cluster of our own (Debian's initdb and pg_ctl, a temporary folder, a free port),
// for tests that restart the database under a running server. As root, the binaries run as the
// `postgres` user (initdb refuses root), which owns the folder.
import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { freePort } from '../sync/support/servers';

const run = promisify(execFile);
const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

async function pgTool(tool: string, args: string[]): Promise<void> {
  const binary = join(BIN, tool);
  if (isRoot) await run('runuser', ['-u', 'postgres', '--', binary, ...args]);
  else await run(binary, args);
}

export class PgCluster {
  /** Times the cluster was restarted. */
  restarts = 0;

  private constructor(
    readonly dataDir: string,
    readonly port: number,
  ) {}

  /** initdb into a new folder and start it on a free loopback port. */
  static async start(): Promise<PgCluster> {
    const dir = mkdtempSync(join(tmpdir(), 'greenroom-pg-'));
    if (isRoot) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: gid } = await run('id', ['-g', 'postgres']);
      chownSync(dir, Number(stdout), Number(gid));
    }
    await pgTool('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
    const cluster = new PgCluster(dir, await freePort());
    await cluster.pgCtl('start');
    return cluster;
  }

  /** postgres:// URL of `database` on this cluster. */
  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async createDatabase(name: string): Promise<string> {
    const admin = postgres(this.url(), { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`create database "${name}"`);
    } finally {
      await admin.end();
    }
    return this.url(name);
  }

  /** Fast shutdown: every connection is cut, and new ones are refused until `up()`. */
  async down(): Promise<void> {
    await this.pgCtl('stop', ['-m', 'fast']);
  }

  /** Start again on the same port and folder after `down()`. */
  async up(): Promise<void> {
    await this.pgCtl('start');
    this.restarts++;
  }

  /** Stop for good and remove the folder. */
  async stop(): Promise<void> {
    await this.pgCtl('stop', ['-m', 'immediate']).catch(() => {});
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  private pgCtl(action: string, extra: string[] = []): Promise<void> {
    const options = `-p ${this.port} -k ${this.dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    return pgTool('pg_ctl', [
      action,
      '-D',
      join(this.dataDir, 'data'),
      '-l',
      join(this.dataDir, 'log'),
      '-w',
      '-o',
      options,
      ...extra,
    ]);
  }
}
