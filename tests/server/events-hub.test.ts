/**
 * The events hub delivers ids in increasing order, each once, although writers commit in any
 * order and no lock orders their commits: at a gap (a lower id still uncommitted) it waits until
 * the transaction that could fill it has committed or rolled back. The concurrent cases need two
 * connections, so they run on PostgreSQL; the order of a single writer is checked on both.
 */
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db.js';
import { readEvents, startEventHub, type EventHub } from '../../server/lifecycle/events.js';
import { migrate } from '../../server/migrate.js';
import type { StaffEvent } from '../../server/staff/contract.js';
import { backends, dropSchema, freshSchema, PG_URL } from './harness.js';

const BACKENDS = await backends();
const INSERT = `INSERT INTO events (shop_id, type, subject, actor, data, at) VALUES ('shop', 'operations.changed', 'operations', NULL, '{}'::jsonb, now()) RETURNING id::text AS id`;

/** A migrated database on `backend` for the describe block calling it, with the hub helpers. */
function useHub(backend: 'pglite' | 'postgres') {
  let db: Db;
  let schema: string | undefined;
  let hub: EventHub | undefined;
  let reads = 0;
  /** When each read of new events was sent (performance.now()). */
  const readStarts: number[] = [];
  const clients: pg.Client[] = [];

  beforeAll(async () => {
    schema = backend === 'postgres' ? freshSchema('events_hub') : undefined;
    const opened = await openDb({ databaseUrl: schema ? PG_URL : undefined, dataDir: 'memory://', schema });
    // Counts the hub's reads, so a test can wait for reads that happened after a commit.
    db = {
      ...opened,
      kind: opened.kind,
      query: (sql, params) => {
        if (sql.includes('FROM events e')) {
          reads += 1;
          readStarts.push(performance.now());
        }
        return opened.query(sql, params);
      },
      transaction: (fn) => opened.transaction(fn),
      close: () => opened.close(),
      ...(opened.listen ? { listen: opened.listen.bind(opened) } : {}),
    };
    await migrate(db);
  });
  afterEach(async () => {
    await hub?.close();
    hub = undefined;
    for (const c of clients.splice(0)) await c.end().catch(() => undefined);
  });
  afterAll(async () => {
    await db?.close();
    if (schema) await dropSchema(schema);
  });

  const follow = async (): Promise<StaffEvent[]> => {
    const seen: StaffEvent[] = [];
    hub = await startEventHub(db, { pollMs: 60_000 });
    hub.subscribe((e) => seen.push(e));
    return seen;
  };
  /** A connection of its own (PostgreSQL), for a transaction held open across the hub's reads. */
  const connect = async (): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString: PG_URL, options: `-c search_path=${schema}` });
    await c.connect();
    clients.push(c);
    return c;
  };
  /** Waits until the hub has read the table twice more (a read may have been under way already). */
  const twoMoreReads = async (): Promise<void> => {
    const target = reads + 2;
    while (reads < target) {
      hub!.poke();
      await new Promise((r) => setImmediate(r));
    }
  };

  return {
    db: () => db,
    hub: () => hub!,
    follow,
    connect,
    twoMoreReads,
    readStarts: () => readStarts,
  };
}

describe.each(BACKENDS)('the events hub on %s', (backend) => {
  const { db, hub, follow, twoMoreReads, readStarts } = useHub(backend);

  it('reads a rush of changes together: reads start at least 5 ms apart, and every event arrives once, in order', async () => {
    const seen = await follow();
    const before = readStarts().length;
    // 40 commits in a row, each telling the hub after it (as the orders route does).
    const ids: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      ids.push((await db().query<{ id: string }>(INSERT)).rows[0]!.id);
      hub().changed();
    }
    await expect.poll(() => seen.length).toBe(40);
    expect(seen.map((e) => e.id)).toEqual(ids);
    const rush = readStarts().slice(before);
    expect(rush.length).toBeGreaterThanOrEqual(2);
    // Each read waited for the one before it to be 5 ms old (timers fire on whole milliseconds:
    // 4 ms is the least two reads 5 ms apart can measure).
    const gaps = rush.slice(1).map((t, i) => t - rush[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(4);
    expect(rush.length).toBeLessThan(40);
  });

  it('delivers what one writer commits, in id order, once each', async () => {
    const seen = await follow();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await db().query<{ id: string }>(INSERT)).rows[0]!.id);
    hub().changed();
    await expect.poll(() => seen.map((e) => e.id)).toEqual(ids);
    await twoMoreReads();
    expect(seen.map((e) => e.id)).toEqual(ids);
    expect(hub().cursor).toBe(ids[4]);
  });
});

describe.runIf(BACKENDS.includes('postgres'))('the events hub with writers committing out of order (PostgreSQL)', () => {
  const { db, hub, follow, connect, twoMoreReads } = useHub('postgres');

  /**
   * A followed hub, and a gap: a writer on its own connection holds the lower id uncommitted while
   * a higher one commits; returns after the hub has read the table twice since.
   */
  const gapHeldOpen = async () => {
    const seen = await follow();
    const slow = await connect();
    await slow.query('BEGIN');
    const lower = (await slow.query<{ id: string }>(INSERT)).rows[0]!.id;
    const higher = (await db().query<{ id: string }>(INSERT)).rows[0]!.id;
    expect(BigInt(higher)).toBeGreaterThan(BigInt(lower));
    await twoMoreReads();
    return { seen, slow, lower, higher };
  };

  it('holds a later id back while a lower one is uncommitted, then delivers both in order', async () => {
    const { seen, slow, lower, higher } = await gapHeldOpen();
    // The higher id is committed and visible, but a board that saw it could miss the lower one.
    expect(seen.map((e) => e.id)).toEqual([]);
    // A replay stops at the hub's cursor for the same reason.
    expect((await readEvents(db(), '0', { upTo: hub().cursor })).map((e) => e.id)).not.toContain(higher);
    await slow.query('COMMIT');
    await expect.poll(() => seen.map((e) => e.id)).toEqual([lower, higher]);
  });

  it('goes past a gap once the transaction that held it rolled back', async () => {
    const { seen, slow, lower: lost, higher: kept } = await gapHeldOpen();
    expect(seen).toEqual([]);
    await slow.query('ROLLBACK');
    await expect.poll(() => seen.map((e) => e.id)).toEqual([kept]);
    expect(seen.map((e) => e.id)).not.toContain(lost);
  });

  it('tells other instances with one NOTIFY carrying the newest id, sent after the commit', async () => {
    await follow();
    const listener = await connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query('LISTEN staff_events');
    const id = (await db().query<{ id: string }>(INSERT)).rows[0]!.id;
    hub().changed();
    await expect.poll(() => heard).toContain(id);
  });
});
