// The real server as ONE child process that can be killed for real, for the e2e suite, the chaos
// run, the production tests and the benchmarks. By default it is the compiled server
// (`sync-server/dist/main.js`, made by `pnpm build`) under plain node, as `pnpm start` runs it. A
// TypeScript entry (the benchmarks' own) runs as `node --import tsx entry.ts`, not through the
// `tsx` CLI: the CLI is a wrapper process, and SIGKILL on the wrapper would leave the actual
// server running as an orphan on the port.
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerMailDir } from './verification-mail';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** What `pnpm build` compiles the server into. */
const COMPILED_SERVER = 'sync-server/dist/main.js';

export interface KillableServerOptions {
  port: number;
  /** PostgreSQL; absent = the embedded PGlite under the server's own data folder. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Extra node flags (e.g. --expose-gc). */
  nodeArgs?: string[];
  /** Entry module, relative to the repository root (default: the compiled server). */
  entry?: string;
  /** The built PWA to serve (default: the repository's dist/). */
  staticDir?: string;
  /** What start() waits for: readiness (default), or only a live process (database awaited). */
  waitFor?: 'ready' | 'live';
  /** Also append everything the process writes to this file (a whole run's log). */
  logFile?: string;
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export class ServerProcess {
  readonly url: string;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'greenroom-server-'));
  /** Pids of every process started, in order (a kill then a start shows two). */
  readonly pids: number[] = [];
  private child: ChildProcess | undefined;
  private exit: Promise<ServerExit> | undefined;
  private output = '';
  private up = false;

  constructor(private readonly options: KillableServerOptions) {
    this.url = `http://127.0.0.1:${options.port}`;
    registerMailDir(this.url, this.dataDir);
  }

  get process(): ChildProcess | undefined {
    return this.child;
  }

  /** Started, answering, and not being stopped. */
  get running(): boolean {
    return this.up;
  }

  async start(): Promise<void> {
    if (await portAnswers(this.options.port)) {
      throw new Error(`port ${this.options.port} is already taken (an orphaned server?)`);
    }
    const entry = this.options.entry ?? COMPILED_SERVER;
    if (!existsSync(join(repoRoot, entry))) {
      throw new Error(`${entry} is missing: run pnpm build first`);
    }
    const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
    const child = spawn(process.execPath, [...(this.options.nodeArgs ?? []), ...loader, entry], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(this.options.port),
        HOST: '127.0.0.1',
        DATABASE_URL: this.options.databaseUrl ?? '',
        DATA_DIR: this.dataDir,
        // Tests stop servers often; the drain (a balancer's grace) only slows them down here.
        SHUTDOWN_DRAIN_MS: '100',
        STATIC_DIR: this.options.staticDir ?? join(repoRoot, 'dist'),
        ...this.options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const logFile = this.options.logFile;
    const record = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
      if (logFile) appendFileSync(logFile, chunk);
    };
    child.stdout?.on('data', record);
    child.stderr?.on('data', record);
    this.child = child;
    this.exit = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    if (child.pid) this.pids.push(child.pid);
    const probe = this.options.waitFor === 'live' ? '/api/health/live' : '/api/health/ready';
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited during start:\n${this.output}`);
      }
      if (Date.now() > deadline) throw new Error(`the server did not start:\n${this.output}`);
      try {
        if ((await fetch(`${this.url}${probe}`)).ok) {
          this.up = true;
          return;
        }
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
  }

  /** SIGKILL: no shutdown at all, like a crash. Resolves once the port is closed. */
  async kill(): Promise<void> {
    await this.stopWith('SIGKILL');
  }

  /** SIGTERM, the graceful stop; resolves with how the process ended once the port is closed. */
  async stop(): Promise<ServerExit | undefined> {
    return this.stopWith('SIGTERM');
  }

  /** Sends `signal` and returns at once; `exited()` tells how the process ended. */
  signal(signal: NodeJS.Signals): void {
    this.up = false;
    this.child?.kill(signal);
  }

  /** How the last process started ended (waits for it). */
  exited(): Promise<ServerExit> {
    if (!this.exit) throw new Error('the server was never started');
    return this.exit;
  }

  logs(): string {
    return this.output;
  }

  private async stopWith(signal: NodeJS.Signals): Promise<ServerExit | undefined> {
    this.up = false;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return this.exit;
    child.kill(signal);
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    const exit = await this.exited();
    clearTimeout(force);
    this.child = undefined;
    const deadline = Date.now() + 10_000;
    while ((await portAnswers(this.options.port)) && Date.now() < deadline) await sleep(20);
    return exit;
  }
}

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
