import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLocked, lockDataDir } from './data-dir-lock';

const folder = () => join(mkdtempSync(join(tmpdir(), 'greenroom-lock-')), 'pglite');
const children: Array<ReturnType<typeof spawn>> = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

function holdLock(dir: string, pid: number, host = hostname()) {
  writeFileSync(`${dir}.lock`, JSON.stringify({ pid, host, since: '2026-01-01T00:00:00.000Z' }));
}

/** A process that is running (and stays so until the test ends). */
function liveProcess(): number {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('lockDataDir', () => {
  it('writes its pid into <folder>.lock and removes it on release', () => {
    const dir = folder();
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({
      pid: process.pid,
      host: hostname(),
    });
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses while another running process holds it, saying who and what to do', () => {
    const dir = folder();
    const pid = liveProcess();
    holdLock(dir, pid);
    expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`in use by process ${pid} on .*DATA_DIR.*DATABASE_URL.*delete ${dir}\\.lock`),
    );
    // The holder's lock is left alone.
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(pid);
  });

  it('takes over the lock of a process that is gone (crash, SIGKILL)', async () => {
    const dir = folder();
    holdLock(dir, await deadPid());
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('refuses a lock from another host (a shared volume: its process cannot be checked)', () => {
    const dir = folder();
    holdLock(dir, 1, 'another-machine');
    expect(() => lockDataDir(dir)).toThrow(/in use by process 1 on another-machine/);
  });
});
