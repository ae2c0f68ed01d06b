/**
 * Durability: the server runs as a child process, takes a stream of orders, is killed with
 * SIGKILL mid-stream and restarted on the same data; every order it acknowledged with 201
 * must still be there. With card orders in flight, the restarted server's payment sweeper
 * finishes every order the kill left 'pending_payment' within seconds: each is paid or released,
 * every key answers 201, and the provider's charges are exactly the paid orders' payments.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openPglite } from '../../server/db.js';
import { backends, burgerCart, call, dropSchema, freshSchema, PG_URL, schemaDatabaseUrl, spawnServer, type ServerProcess } from './harness.js';

const BACKENDS = await backends();
describe.each(BACKENDS)('SIGKILL mid-stream on %s', (backend) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'srv-crash-'));
  const schema = backend === 'postgres' ? freshSchema('crash') : undefined;
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    if (schema) await dropSchema(schema);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every order acknowledged with 201', async () => {
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (schema) env.DATABASE_URL = await schemaDatabaseUrl(schema);
    const first = await spawnServer(env);
    children.push(first.proc);
    const acked: string[] = [];
    let sent = 0;
    let killed = false;
    // Four clients place orders back to back; the server is killed after 25 acknowledgements.
    const client = async (n: number): Promise<void> => {
      while (!killed) {
        sent += 1;
        try {
          const r = await call(first.url, 'POST', '/api/shops/srvtest/orders', burgerCart({ phone: `21355500${n}${sent % 10}` }), {
            'Idempotency-Key': `crash-${backend}-${n}-${sent}`,
          });
          if (r.status === 201) acked.push(r.body.orderId as string);
          if (acked.length >= 25 && !killed) {
            killed = true;
            first.proc.kill('SIGKILL');
          }
        } catch {
          return; // the connection died with the server
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(client));
    await new Promise((r) => (first.proc.exitCode !== null || first.proc.signalCode !== null ? r(null) : first.proc.once('exit', r)));
    expect(first.proc.signalCode).toBe('SIGKILL');
    expect(acked.length).toBeGreaterThanOrEqual(25);

    const second = await spawnServer(env);
    children.push(second.proc);
    const missing: string[] = [];
    for (const id of acked) {
      const r = await call(second.url, 'GET', `/api/shops/srvtest/orders/${id}`);
      if (r.status !== 200) missing.push(id);
    }
    expect(missing).toEqual([]);
    second.proc.kill('SIGTERM');
  }, 120_000);
});

/** Waits for a child process to end. */
function exited(p: ServerProcess['proc']): Promise<unknown> {
  return new Promise((r) => (p.exitCode !== null || p.signalCode !== null ? r(null) : p.once('exit', r)));
}

describe.each(BACKENDS)('SIGKILL with card orders in flight on %s', (backend) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'srv-crash-card-'));
  const schema = backend === 'postgres' ? freshSchema('crashcard') : undefined;
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    if (schema) await dropSchema(schema);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('recovers every pending card order after a restart: paid or released, every key answered, charges equal paid orders', async () => {
    // A pending order counts as lost after 1 s here (2 minutes by default); the offline provider
    // takes 300 ms per charge, as a real provider's round trip does.
    const env: Record<string, string> = {
      DATA_DIR: dataDir, PAYMENT_SWEEP_AFTER_SECONDS: '1', PAYMENT_SWEEP_EVERY_SECONDS: '0.5', OFFLINE_PAYMENT_LATENCY_MS: '300',
    };
    if (schema) env.DATABASE_URL = await schemaDatabaseUrl(schema);
    const first = await spawnServer(env);
    children.push(first.proc);
    // Read the database directly (PGlite: only while no server holds the folder).
    const query = async <R>(sql: string): Promise<R[]> => {
      if (schema) {
        const c = new pg.Client({ connectionString: PG_URL });
        await c.connect();
        try {
          await c.query(`SET search_path TO "${schema}"`);
          return (await c.query(sql)).rows as R[];
        } finally {
          await c.end();
        }
      }
      const db = await openPglite(join(dataDir, 'pglite'));
      try {
        return (await db.query<R>(sql)).rows;
      } finally {
        await db.close();
      }
    };
    const bodies = new Map<string, Record<string, unknown>>();
    let acked = 0;
    let killed = false;
    let aiming = false;
    // Eight clients place card orders back to back; the server is killed 150 ms after the 20th
    // acknowledgement, in the middle of the next round of charges.
    const client = async (n: number): Promise<void> => {
      for (let i = 0; !killed; i++) {
        const key = `crash-card-${backend}-${n}-${i}`;
        const body = burgerCart({ paymentType: 'CARD', paymentMethod: '4242424242424242', phone: `21355501${n}${i % 10}` });
        bodies.set(key, body);
        try {
          const r = await call(first.url, 'POST', '/api/shops/srvtest/orders', body, { 'Idempotency-Key': key });
          if (r.status === 201) acked += 1;
          if (acked >= 20 && !aiming) {
            aiming = true;
            setTimeout(() => {
              killed = true;
              first.proc.kill('SIGKILL');
            }, 150);
          }
        } catch {
          return; // the connection died with the server
        }
      }
    };
    await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(client));
    await exited(first.proc);
    expect(first.proc.signalCode).toBe('SIGKILL');
    // The kill leaves card orders between their steps: stored but not charged, or charged but not completed.
    const stuck = await query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE payment_status = 'pending_payment'");
    expect(stuck[0]!.n).toBeGreaterThan(0);

    const second = await spawnServer(env);
    children.push(second.proc);
    const started = Date.now();
    // Every key sent is retried with its body until it is no longer "still being placed".
    const answers = new Map<string, { status: number; orderId?: string; code?: string }>();
    for (const [key, body] of bodies) {
      for (;;) {
        const r = await call(second.url, 'POST', '/api/shops/srvtest/orders', body, { 'Idempotency-Key': key });
        if (r.status !== 409 || Date.now() - started > 15_000) {
          answers.set(key, { status: r.status, orderId: r.body.orderId, code: r.body.error?.code });
          break;
        }
        await new Promise((res) => setTimeout(res, 200));
      }
    }
    const recoveredInMs = Date.now() - started;
    expect([...answers.values()].filter((a) => a.status !== 201)).toEqual([]);
    expect(recoveredInMs).toBeLessThan(10_000);
    second.proc.kill('SIGTERM');
    await exited(second.proc);

    // Read the database again: every order is paid or released, and the provider's
    // succeeded charges are exactly the paid orders' payments (no charge without an order, no
    // paid order without a charge).
    const statuses = await query<{ payment_status: string; n: number }>('SELECT payment_status, count(*)::int AS n FROM orders GROUP BY 1 ORDER BY 1');
    expect(statuses.filter((s) => s.payment_status !== 'paid' && s.payment_status !== 'released')).toEqual([]);
    const paid = await query<{ id: string; payment_ref: string }>("SELECT id, payment_ref FROM orders WHERE payment_status = 'paid' ORDER BY id");
    const charges = await query<{ order_id: string; reference: string }>("SELECT order_id, reference FROM offline_charges WHERE status = 'succeeded' ORDER BY order_id");
    expect(charges.map((c) => [c.order_id, c.reference])).toEqual(paid.map((p) => [p.id, p.payment_ref]));
    // Every key's answer names a paid order.
    const paidIds = new Set(paid.map((p) => p.id));
    expect([...answers.values()].filter((a) => !paidIds.has(a.orderId ?? ''))).toEqual([]);
  }, 120_000);
});
