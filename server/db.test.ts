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

describe('statements with parameters on PGlite (prepared once, then bound)', () => {
  let db: Db | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('answer with the values and types PGlite itself gives, the first time and every time after', async () => {
    db = await openPglite('memory://');
    await db.query('CREATE TABLE t (id bigint, n integer, at timestamptz, tags text[], doc jsonb, note text)');
    const insert = 'INSERT INTO t VALUES ($1, $2, $3::timestamptz, $4::text[], $5::jsonb, $6)';
    expect((await db.query(insert, ['9007199254740993', 7, '2025-06-18T19:00:00.000Z', ['a', 'b,c'], JSON.stringify({ x: [1, 2] }), null])).rowCount).toBe(1);
    expect((await db.query(insert, ['2', -1, '2025-06-19T08:30:00.000Z', [], '{}', "it's"])).rowCount).toBe(1);
    const select = 'SELECT id::text AS id, n, at, tags, doc, note FROM t WHERE n > $1 ORDER BY n';
    for (let i = 0; i < 2; i += 1) {
      const res = await db.query(select, [-5]);
      expect(res.rows).toEqual([
        { id: '2', n: -1, at: new Date('2025-06-19T08:30:00.000Z'), tags: [], doc: {}, note: "it's" },
        { id: '9007199254740993', n: 7, at: new Date('2025-06-18T19:00:00.000Z'), tags: ['a', 'b,c'], doc: { x: [1, 2] }, note: null },
      ]);
    }
    expect((await db.query('UPDATE t SET n = n + $1 WHERE n < $2', [10, 100])).rowCount).toBe(2);
    // Prepared once: the session holds one prepared statement with that text.
    const kept = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1', [select]);
    expect(kept.rows[0]?.n).toBe(1);
  });

  it('a failing statement rolls its transaction back and leaves the connection usable', async () => {
    db = await openPglite('memory://');
    await db.query('CREATE TABLE k (id integer PRIMARY KEY)');
    await db.query('INSERT INTO k VALUES ($1)', [1]);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO k VALUES ($1)', [2]);
        await tx.query('INSERT INTO k VALUES ($1)', [1]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(db.query('INSERT INTO k VALUES ($1)', [1])).rejects.toMatchObject({ code: '23505' });
    // A statement without parameters inside a transaction goes through the transaction's own handle.
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO k VALUES ($1)', [3]);
      await tx.query('INSERT INTO k SELECT max(id) + 1 FROM k');
    });
    expect((await db.query<{ id: number }>('SELECT id FROM k WHERE id >= $1 ORDER BY id', [0])).rows.map((r) => r.id)).toEqual([1, 3, 4]);
  });
});
