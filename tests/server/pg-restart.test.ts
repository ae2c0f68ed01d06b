/**
 * A PostgreSQL restart mid-stream, on a private cluster of this file's own (the shared server
 * never goes down): the server process takes a stream of orders, PostgreSQL is stopped under it
 * (`pg_ctl stop -m fast`, which terminates every connection with 57P01), and the server must
 * answer 503 DATABASE_UNAVAILABLE with Retry-After, quickly, never 500, and stay up; endpoints
 * that need no database keep answering. When PostgreSQL is back the server reconnects by itself,
 * takes orders again, and every order it acknowledged with 201 is there, once.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burgerCart, call, spawnServer, type Reply, type ServerProcess } from './harness.js';
import { createPrivatePostgres, findPostgresBin, type PrivatePostgres } from './private-postgres.js';

const BIN = findPostgresBin();
if (!BIN) {
  if (process.env.REQUIRE_POSTGRES === '1') throw new Error('PostgreSQL is required (REQUIRE_POSTGRES=1) but initdb and pg_ctl were not found (PG_BIN, /usr/lib/postgresql/*/bin, PATH).');
  console.warn('PostgreSQL binaries (initdb, pg_ctl) not found: the PostgreSQL restart suite is skipped.');
}

/** Longest a request may take while the database is down (the pool's connect timeout is 5 s). */
const ANSWER_WITHIN_MS = 6000;
const ORDERS = '/api/shops/srvtest/orders';

let cluster: PrivatePostgres | undefined;
let server: ServerProcess;
let output = '';
const dataDir = mkdtempSync(join(tmpdir(), 'pg-restart-'));
const children: ChildProcess[] = [];
const cleanup = () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  cluster?.destroy();
  cluster = undefined;
  rmSync(dataDir, { recursive: true, force: true });
};
// An interrupted run still stops its cluster.
process.once('exit', cleanup);

beforeAll(async () => {
  if (!BIN) return;
  cluster = await createPrivatePostgres(BIN);
  await cluster.createDatabase('orders');
  server = await spawnServer({ DATABASE_URL: cluster.url('orders'), DATA_DIR: dataDir, DATABASE_POOL_SIZE: '4', LOG_LEVEL: 'warn' });
  children.push(server.proc);
  server.proc.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.proc.stderr?.on('data', (d: Buffer) => (output += d.toString()));
}, 60_000);

afterAll(cleanup, 30_000);

let phoneSeq = 0;
/** A cash pickup order (its cookie has a daily limit, so it is written in a transaction) for a new phone. */
function order(): { key: string; body: Record<string, unknown> } {
  phoneSeq += 1;
  return { key: `restart-${process.pid}-${phoneSeq}`, body: burgerCart({ phone: `213555${String(phoneSeq).padStart(4, '0')}` }) };
}

interface Sent {
  readonly key: string;
  readonly body: Record<string, unknown>;
  readonly reply: Reply;
  readonly ms: number;
}
/** Places an order; a connection the server dropped (it died) is recorded as status 0. */
async function place(o: { key: string; body: Record<string, unknown> }): Promise<Sent> {
  const started = Date.now();
  const reply = await call(server.url, 'POST', ORDERS, o.body, { 'Idempotency-Key': o.key }).catch(
    (err: Error): Reply => ({ status: 0, body: { error: { code: 'NO_ANSWER', message: `${err.message} ${String(err.cause)}` } }, headers: new Headers(), raw: Buffer.alloc(0) }),
  );
  return { ...o, reply, ms: Date.now() - started };
}

function alive(): boolean {
  return server.proc.exitCode === null && server.proc.signalCode === null;
}

/** The answer the server must give while the database is down. */
function expectUnavailable(r: Reply, what: string): void {
  expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBe(503);
  expect(r.body.error.code).toBe('DATABASE_UNAVAILABLE');
  expect(r.body.error.message).toMatch(/database cannot be reached.*try again/i);
  const retryAfter = Number(r.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 30, `Retry-After ${r.headers.get('retry-after')}`).toBe(true);
}

const acked = new Map<string, string>(); // Idempotency-Key -> orderId of every 201
const unanswered: Sent[] = []; // 503s, retried after the restart

describe.skipIf(!BIN)('PostgreSQL restarted under a running server', () => {
  it('takes orders while PostgreSQL is up', async () => {
    for (let i = 0; i < 5; i++) {
      const s = await place(order());
      expect(s.reply.status, JSON.stringify(s.reply.body)).toBe(201);
      acked.set(s.key, s.reply.body.orderId as string);
    }
    expect((await call(server.url, 'GET', '/healthz')).body).toMatchObject({ ok: true, database: 'postgres' });
  });

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After, promptly, while PostgreSQL stops mid-stream and stays down', async () => {
    const sent: Sent[] = [];
    let stoppedAt = 0;
    // Four clients place orders back to back; PostgreSQL is stopped (fast) under them.
    const client = async (): Promise<void> => {
      while (stoppedAt === 0 || Date.now() - stoppedAt < 1000) sent.push(await place(order()));
    };
    const clients = Array.from({ length: 4 }, client);
    await new Promise((r) => setTimeout(r, 1000));
    await cluster!.stop('fast');
    stoppedAt = Date.now();
    await Promise.all(clients);
    if (process.env.DEBUG_PG_RESTART) console.log(JSON.stringify({ sent: sent.length, refused: sent.filter((s) => s.reply.status === 503).length, maxMs: Math.max(...sent.map((s) => s.ms)) }));

    expect(alive(), `the server process ended: ${output}`).toBe(true);
    const statuses = new Set(sent.map((s) => s.reply.status));
    // Only two answers exist: placed, or the database is unavailable. Never a 500.
    expect([...statuses].filter((s) => s !== 201 && s !== 503), JSON.stringify(sent.filter((s) => s.reply.status !== 201 && s.reply.status !== 503).map((s) => s.reply.body))).toEqual([]);
    for (const s of sent) {
      if (s.reply.status === 201) acked.set(s.key, s.reply.body.orderId as string);
      else {
        expectUnavailable(s.reply, `order ${s.key}`);
        unanswered.push(s);
      }
      expect(s.ms, `order ${s.key} took ${s.ms} ms`).toBeLessThan(ANSWER_WITHIN_MS);
    }
    expect(sent.filter((s) => s.reply.status === 201).length, 'orders placed before the stop').toBeGreaterThan(0);
    expect(unanswered.length, 'orders refused after the stop').toBeGreaterThan(0);

    // Down for good now: every database request is a prompt 503, the rest still works.
    const started = Date.now();
    expectUnavailable((await place(order())).reply, 'a new order');
    expectUnavailable(await call(server.url, 'GET', `${ORDERS}/${[...acked.values()][0]}`), 'reading an order');
    expectUnavailable(await call(server.url, 'GET', '/healthz'), 'healthz');
    expect(Date.now() - started).toBeLessThan(3 * ANSWER_WITHIN_MS);
    expect((await call(server.url, 'GET', '/api/shops')).body.shops.map((s: { shopId: string }) => s.shopId)).toContain('srvtest');
    const menu = await call(server.url, 'GET', '/api/shops/srvtest/menu');
    expect(menu.status).toBe(200);
    const quote = await call(server.url, 'POST', '/api/shops/srvtest/quote', burgerCart({ products: [{ productId: 'p-burger', quantity: 1 }] }));
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.totals.subtotalCents).toBeGreaterThan(0);
    expect(alive(), output).toBe(true);
  });

  it('reconnects by itself when PostgreSQL is back: orders succeed, every acknowledged order is there once', async () => {
    await cluster!.start();
    // No restart of the server: the pool opens new connections on its own.
    await expect.poll(async () => (await call(server.url, 'GET', '/healthz')).status, { timeout: 15_000, interval: 200 }).toBe(200);
    const fresh = await place(order());
    expect(fresh.reply.status, JSON.stringify(fresh.reply.body)).toBe(201);
    acked.set(fresh.key, fresh.reply.body.orderId as string);

    for (const [key, orderId] of acked) {
      const r = await call(server.url, 'GET', `${ORDERS}/${orderId}`);
      expect(r.status, `order ${orderId} (${key})`).toBe(200);
    }
    // A refused order retried with its key is placed now (or, if its commit made it before the
    // connection dropped, answered with that order): never a second order for one key.
    const queue = [...unanswered];
    const retry = async (): Promise<void> => {
      for (let s = queue.shift(); s; s = queue.shift()) {
        const again = await place(s);
        expect(again.reply.status, JSON.stringify(again.reply.body)).toBe(201);
        acked.set(s.key, again.reply.body.orderId as string);
      }
    };
    await Promise.all(Array.from({ length: 4 }, retry));
    const direct = new pg.Client({ connectionString: cluster!.url('orders') });
    await direct.connect();
    try {
      const rows = (await direct.query<{ id: string }>(`SELECT id FROM orders WHERE shop_id = 'srvtest'`)).rows.map((r) => r.id);
      expect(rows.sort()).toEqual([...acked.values()].sort());
    } finally {
      await direct.end();
    }
    expect(alive(), output).toBe(true);
    expect(output).not.toMatch(/"level":50/); // nothing logged as an error: the outage is expected, not a failure
  });
});
