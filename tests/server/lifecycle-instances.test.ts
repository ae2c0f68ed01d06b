/**
 * Two server instances on one PostgreSQL database: concurrent accepts of one order make one
 * transition (one event, one text), and an order placed on one instance reaches a board
 * connected to the other within 2 s (LISTEN/NOTIFY carries the id, the row is read from the table).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/index.js';
import { createOfflineSmsProvider } from '../../server/sms.js';
import { burgerCart, call, dropSchema, FIXTURE_SHOPS, freshSchema, newKey, NOON_WEDNESDAY, PG_URL, postgresAvailable } from './harness.js';
import { headerGuard, openSse, ownerAt } from './lifecycle-helpers.js';

const available = await postgresAvailable();
const SHOP = 'srvtest';

describe.runIf(available)('two instances on one PostgreSQL', () => {
  const schema = freshSchema('lifepair');
  const lines: string[] = [];
  const dirs: string[] = [];
  let one: RunningServer;
  let two: RunningServer;

  const start = async (): Promise<RunningServer> => {
    const dataDir = mkdtempSync(join(tmpdir(), 'life-pair-'));
    dirs.push(dataDir);
    return startServer({
      port: 0, dataDir, shopsDir: FIXTURE_SHOPS, logger: false, now: () => NOON_WEDNESDAY, env: {},
      databaseUrl: PG_URL, databaseSchema: schema, staffGuard: headerGuard, workerTickMs: 100,
      smsProvider: createOfflineSmsProvider((l) => lines.push(l)), logLine: (l) => lines.push(l),
      rateLimits: { quotesPerMinute: 100_000, ordersPerMinute: 100_000 },
    });
  };

  beforeAll(async () => {
    one = await start();
    two = await start();
  }, 60_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await dropSchema(schema);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  const place = async (base: string) => {
    const res = await call(base, 'POST', `/api/shops/${SHOP}/orders`, burgerCart(), { 'Idempotency-Key': newKey() });
    expect(res.status).toBe(201);
    return res.body.orderId as string;
  };

  it('concurrent accepts from both instances make one transition, one event and one text', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await place(one.url);
      const accept = (base: string, minutes: number) => call(base, 'POST', `/api/staff/shops/${SHOP}/orders/${id}/status`, { status: 'accepted', prepMinutes: minutes }, ownerAt(base));
      const answers = await Promise.all([accept(one.url, 10), accept(two.url, 20), accept(one.url, 30), accept(two.url, 40)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      // Every answer shows the one transition that happened.
      expect(new Set(answers.map((a) => a.body.prepMinutes)).size).toBe(1);
      const events = await one.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE subject = $1 AND type = 'order.status'`, [id]);
      expect(Number(events.rows[0]!.n)).toBe(1);
      const texts = await one.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE subject = $1 AND channel = 'sms'`, [id]);
      expect(Number(texts.rows[0]!.n)).toBe(1);
    }
  });

  it('each text is sent once although both instances run the outbox worker', async () => {
    const id = await place(two.url);
    await call(one.url, 'POST', `/api/staff/shops/${SHOP}/orders/${id}/status`, { status: 'accepted', prepMinutes: 15 }, ownerAt(one.url));
    await call(two.url, 'POST', `/api/staff/shops/${SHOP}/orders/${id}/status`, { status: 'ready' }, ownerAt(two.url));
    const ready = '[sms to +12135550199] Your order from Server Test Cafe is ready for pickup.';
    await expect.poll(async () => Number((await one.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE subject = $1 AND sent_at IS NOT NULL`, [id])).rows[0]!.n), { timeout: 5000 }).toBe(2);
    await new Promise((r) => setTimeout(r, 300));
    // Only this test moves an order to ready here: one line, from whichever instance claimed the row.
    expect(lines.filter((l) => l === ready)).toHaveLength(1);
    const sentRows = await one.db.query<{ attempts: number }>(`SELECT attempts FROM outbox WHERE subject = $1 AND kind = 'status:ready'`, [id]);
    expect(sentRows.rows.map((r) => Number(r.attempts))).toEqual([1]);
  });

  it('an order placed on instance 1 reaches a board on instance 2 within 2 s', async () => {
    const sse = await openSse(`${two.url}/api/staff/events`, ownerAt(two.url));
    const started = Date.now();
    const id = await place(one.url);
    const got = await sse.waitFor((m) => m.data.subject === id, 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(got.event).toBe('order.placed');
    expect(got.data.data.order.orderId).toBe(id);
    sse.close();
  });
});
