import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB, openPglite, pgliteLiftoffOnlyFromEnv, pgliteSharedBuffersFromEnv, type Db } from './db.js';

describe('pgliteSharedBuffersFromEnv', () => {
  it('is 16 MB when unset or empty', () => {
    expect(DEFAULT_PGLITE_SHARED_BUFFERS_MB).toBe(16);
    expect(pgliteSharedBuffersFromEnv(undefined)).toBe(16);
    expect(pgliteSharedBuffersFromEnv('')).toBe(16);
  });

  it('takes whole megabytes from 1 to 1024', () => {
    expect(pgliteSharedBuffersFromEnv('1')).toBe(1);
    expect(pgliteSharedBuffersFromEnv('128')).toBe(128);
    expect(pgliteSharedBuffersFromEnv('1024')).toBe(1024);
  });

  it.each(['0', '1025', '1.5', '16MB', '-4'])('refuses %s, naming the variable', (raw) => {
    expect(() => pgliteSharedBuffersFromEnv(raw)).toThrow(`PGLITE_SHARED_BUFFERS_MB must be a whole number of megabytes from 1 to 1024, not "${raw}"`);
  });
});

describe('pgliteLiftoffOnlyFromEnv', () => {
  it('is on unless turned off with 0 or false', () => {
    expect([undefined, '', '1', 'true'].map(pgliteLiftoffOnlyFromEnv)).toEqual([true, true, true, true]);
    expect(['0', 'false'].map(pgliteLiftoffOnlyFromEnv)).toEqual([false, false]);
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => pgliteLiftoffOnlyFromEnv('yes')).toThrow('PGLITE_LIFTOFF_ONLY must be 1 (or true, the default) to compile the embedded database with V8\'s baseline compiler only, or 0 (or false)');
  });
});

describe('openPglite on a data folder', () => {
  let dir: string | undefined;
  let db: Db | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('creates a new folder in another process: one Postgres heap in this one, with 16 MB of shared buffers', async () => {
    dir = join(mkdtempSync(join(tmpdir(), 'db-test-')), 'pglite');
    // Every WebAssembly memory this process creates meanwhile (PGlite creating the folder here
    // would make three: its temporary Postgres, initdb's and the one kept).
    const created: number[] = [];
    const Native = WebAssembly.Memory;
    WebAssembly.Memory = class extends Native {
      constructor(descriptor: WebAssembly.MemoryDescriptor) {
        super(descriptor);
        created.push(descriptor.initial);
      }
    };
    try {
      db = await openPglite(dir);
    } finally {
      WebAssembly.Memory = Native;
    }
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
    expect(created).toHaveLength(1);
    expect((await db.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows).toEqual([{ shared_buffers: '16MB' }]);
  });

  it('opens the folder again with what was written, at the shared buffers asked for', async () => {
    dir = join(mkdtempSync(join(tmpdir(), 'db-test-')), 'pglite');
    db = await openPglite(dir);
    await db.query('CREATE TABLE kept (n int)');
    await db.query('INSERT INTO kept VALUES (41), (42)');
    await db.close();
    db = await openPglite(dir, { sharedBuffersMb: 8 });
    expect((await db.query<{ n: number }>('SELECT n FROM kept ORDER BY n')).rows).toEqual([{ n: 41 }, { n: 42 }]);
    expect((await db.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows).toEqual([{ shared_buffers: '8MB' }]);
  });
});
