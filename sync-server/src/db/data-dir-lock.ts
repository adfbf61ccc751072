// One process per embedded database (docs/decisions/027-production.md). PGlite is a database
// inside the process: two processes opening the same folder both write to it and corrupt it
// without an error. The first takes `<folder>.lock` (its pid and host, created exclusively); a
// second is refused with a message that says why. A lock left by a process that is gone (a
// crash, a SIGKILL) is taken over; so is one naming this very pid (a container's pid 1 after a
// restart).
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

export class DataDirLocked extends Error {
  constructor(
    readonly folder: string,
    readonly lockFile: string,
    readonly owner: LockOwner | undefined,
  ) {
    const who = owner
      ? `process ${owner.pid} on ${owner.host} (since ${owner.since})`
      : 'another process';
    super(
      `The embedded database in ${folder} is in use by ${who}. Two servers on one embedded ` +
        'database would corrupt it, so this one does not start. Stop the other server, give ' +
        'this one its own DATA_DIR, or set DATABASE_URL so that several servers share one ' +
        `PostgreSQL database. If no other server uses ${folder}, delete ${lockFile}.`,
    );
    this.name = 'DataDirLocked';
  }
}

function readOwner(lockFile: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(lockFile, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return undefined;
    return { pid: owner.pid, host: owner.host, since: String(owner.since ?? '?') };
  } catch {
    return undefined;
  }
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the lock's owner is certainly gone (so the lock may be taken over). */
function stale(owner: LockOwner | undefined): boolean {
  if (!owner) return false;
  if (owner.host !== hostname()) return false; // another machine on a shared volume: cannot tell
  return owner.pid === process.pid || !processExists(owner.pid);
}

/** Takes the lock of `folder` or throws DataDirLocked; the result releases it. */
export function lockDataDir(folder: string): () => void {
  const lockFile = `${folder}.lock`;
  const me: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    let fd: number;
    try {
      fd = openSync(lockFile, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readOwner(lockFile);
      if (attempt === 0 && stale(owner)) {
        unlinkSync(lockFile);
        continue;
      }
      throw new DataDirLocked(folder, lockFile, owner);
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    return () => {
      const owner = readOwner(lockFile);
      if (owner?.pid === me.pid && owner.since === me.since) unlinkSync(lockFile);
    };
  }
}
