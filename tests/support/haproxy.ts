// Debian's HAProxy in front of the test's server processes, as an operator would run it (the
// deployment test, ADR 038): round-robin, not sticky, each server health-checked on
// /api/health/ready every 100 ms (two failed checks take it out, one good check puts it back),
// idempotent requests retried on another server when one fails, unsafe ones never. `sh
// scripts/install.sh --browser` installs it.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const HAPROXY = '/usr/sbin/haproxy';

export interface BalancerOptions {
  /** Where the balancer listens (127.0.0.1). */
  port: number;
  /** Where its statistics page listens (127.0.0.1), read to know which servers are up. */
  statsPort: number;
  /** The servers' ports on 127.0.0.1, named s1, s2, … in this order. */
  serverPorts: number[];
}

/** The header naming the server that answered (`s1`…), added by the balancer. */
export const SERVED_BY = 'x-served-by';

function config({ port, statsPort, serverPorts }: BalancerOptions): string {
  return `global
  maxconn 4096
  hard-stop-after 5s

defaults
  mode http
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout http-keep-alive 10s
  # A connection refused or reset before any reply is tried again, on another server.
  retries 3
  option redispatch 1

frontend greenroom
  bind 127.0.0.1:${port}
  default_backend servers

backend servers
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  # A check may take up to a second on a loaded machine (the default is the interval, which took
  # healthy servers out); two failed checks in a row take a server out, one good one puts it back.
  timeout check 1s
  default-server check inter 100ms fastinter 100ms downinter 100ms fall 2 rise 1
  # A read whose server failed is asked of another one; a write is never sent twice by us
  # (the client resends it with its Idempotency-Key).
  retry-on conn-failure empty-response junk-response 502 503 504
  http-request disable-l7-retry if !METH_GET !METH_HEAD
  http-response set-header ${SERVED_BY} %s
${serverPorts.map((p, i) => `  server s${i + 1} 127.0.0.1:${p}`).join('\n')}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

export class Balancer {
  readonly url: string;
  private child: ChildProcess | undefined;
  private output = '';
  private readonly onExit = () => this.child?.kill('SIGKILL');

  constructor(private readonly options: BalancerOptions) {
    this.url = `http://127.0.0.1:${options.port}`;
  }

  static available(): boolean {
    return existsSync(HAPROXY);
  }

  async start(): Promise<void> {
    if (!Balancer.available()) {
      throw new Error(`${HAPROXY} is missing: run sh scripts/install.sh --browser`);
    }
    const dir = mkdtempSync(join(tmpdir(), 'greenroom-haproxy-'));
    const file = join(dir, 'haproxy.cfg');
    writeFileSync(file, config(this.options));
    const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    const record = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', record);
    child.stderr?.on('data', record);
    this.child = child;
    process.once('exit', this.onExit);
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`haproxy exited:\n${this.output}`);
      if (Date.now() > deadline) throw new Error(`haproxy did not start:\n${this.output}`);
      try {
        await this.serverStates();
        return;
      } catch {
        await sleep(50);
      }
    }
  }

  /** Each server's state as the balancer sees it: `UP`, `DOWN`, … by name (s1…). */
  async serverStates(): Promise<Record<string, string>> {
    const res = await fetch(`http://127.0.0.1:${this.options.statsPort}/stats;csv`);
    const lines = (await res.text()).split('\n');
    const header = (lines[0] ?? '').replace(/^# /, '').split(',');
    const pxname = header.indexOf('pxname');
    const svname = header.indexOf('svname');
    const status = header.indexOf('status');
    const states: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const cells = line.split(',');
      if (cells[pxname] === 'servers' && /^s\d+$/.test(cells[svname] ?? '')) {
        states[cells[svname]!] = (cells[status] ?? '').split(' ')[0]!;
      }
    }
    return states;
  }

  /** Waits until the balancer sees `name` in `state` (`UP` or `DOWN`). */
  async waitFor(name: string, state: 'UP' | 'DOWN', timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if ((await this.serverStates())[name] === state) return;
      if (Date.now() > deadline) throw new Error(`${name} is not ${state}:\n${this.output}`);
      await sleep(25);
    }
  }

  logs(): string {
    return this.output;
  }

  async stop(): Promise<void> {
    const child = this.child;
    process.off('exit', this.onExit);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(force);
    this.child = undefined;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
