/**
 * One server per embedded data folder. PGlite keeps its database in memory and writes it to
 * the folder; a second process on the same folder would see only its own writes and overwrite
 * the first one's. A lock file (`server.lock`, with the holder's pid and host) makes the second
 * process refuse to start; a lock left by a process that no longer exists (killed, crashed) is
 * taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'server.lock';

interface LockInfo {
  pid: number;
  host: string;
  startedAt: string;
}

/** Thrown when another live process holds the folder. */
export class DataDirLockedError extends Error {
  constructor(readonly dir: string, readonly holder: LockInfo) {
    super(
      `The data folder ${dir} is in use by another server (process ${holder.pid} on ${holder.host}, started ${holder.startedAt}). ` +
        'An embedded database serves one process only: stop that process first (kill ' + holder.pid + '), or give this server its own DATA_DIR, ' +
        'or set DATABASE_URL to run several servers on one PostgreSQL database. ' +
        `If no such process is running, delete ${join(dir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(path: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockInfo>;
    if (typeof info.pid === 'number' && typeof info.host === 'string') return { pid: info.pid, host: info.host, startedAt: String(info.startedAt ?? 'at an unknown time') };
  } catch {
    // unreadable or half-written: treated as stale below
  }
  return undefined;
}

/**
 * Takes the folder's lock or throws DataDirLockedError. Returns the release function (it
 * removes the file only while it is still this process's).
 */
export function acquireDataLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  const mine: LockInfo = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(path, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readLock(path);
      // Another host's pid cannot be checked from here: a shared folder on a network disk stays locked.
      if (holder && (holder.host !== mine.host || alive(holder.pid))) throw new DataDirLockedError(dir, holder);
      // An empty file written a moment ago belongs to a server that is starting right now.
      const written = statSync(path, { throwIfNoEntry: false });
      if (!holder && written && Date.now() - written.mtimeMs < 5000) {
        throw new Error(`Another server is starting on the data folder ${dir} right now. Give this server its own DATA_DIR, or set DATABASE_URL to share one PostgreSQL database.`);
      }
      try {
        unlinkSync(path);
      } catch {
        // someone else removed it first; try again
      }
      continue;
    }
    writeSync(fd, JSON.stringify(mine));
    closeSync(fd);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const now = readLock(path);
      if (now && now.pid === mine.pid && now.startedAt === mine.startedAt) {
        try {
          unlinkSync(path);
        } catch {
          // already gone
        }
      }
    };
  }
  throw new Error(`Could not take the lock ${path}: it keeps changing. Is another server starting on the same DATA_DIR?`);
}
