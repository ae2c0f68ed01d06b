/**
 * Scale-out on one PostgreSQL database: two server processes share it, and concurrent requests
 * spread over both hold the same promises as one server: one order per Idempotency-Key, no
 * cashback balance below zero, no per-customer daily limit exceeded, and a phone verified on one
 * server is verified on the other.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burgerCart, call, dropSchema, freshSchema, postgresAvailable, schemaDatabaseUrl, spawnServer, type ServerProcess } from './harness.js';

const available = await postgresAvailable();
const schema = freshSchema('scale');
const children: ChildProcess[] = [];
let a: ServerProcess;
let b: ServerProcess;
let outputA = '';

beforeAll(async () => {
  if (!available) return;
  const url = await schemaDatabaseUrl(schema);
  // Each server its own data folder (menu cache); the orders are in the shared database.
  const env = () => ({ DATABASE_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), 'scale-out-')) });
  a = await spawnServer(env());
  children.push(a.proc);
  a.proc.stdout?.on('data', (d: Buffer) => (outputA += d.toString()));
  b = await spawnServer(env());
  children.push(b.proc);
}, 120_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  if (available) await dropSchema(schema);
});

const servers = () => [a.url, b.url];
const CARD = { paymentType: 'CARD', paymentMethod: '4242424242424242' };

describe.skipIf(!available)('two servers on one PostgreSQL database', () => {
  it('20 concurrent posts of one Idempotency-Key, split over both servers, make one order', async () => {
    const key = `scale-${Date.now()}`;
    const body = burgerCart({ phone: '2135550401' });
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => call(servers()[i % 2]!, 'POST', '/api/shops/srvtest/orders', body, { 'Idempotency-Key': key })));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(replies.map((r) => r.body.orderId)).size).toBe(1);
    const read = await call(b.url, 'GET', `/api/shops/srvtest/orders/${replies[0]!.body.orderId}`);
    expect(read.status).toBe(200);
  });

  it('a phone verified on one server spends its cashback on both, never below zero', async () => {
    const phone = '2135550402';
    expect((await call(a.url, 'POST', '/api/shops/srvtest/phone-verifications', { phone })).status).toBe(202);
    const textedCode = () => /\[sms to \+12135550402\][^\n]*your code is (\d{6})/.exec(outputA)?.[1];
    await expect.poll(textedCode).toMatch(/^\d{6}$/);
    const code = textedCode()!;
    const confirmed = await call(a.url, 'POST', '/api/shops/srvtest/phone-verifications/confirm', { phone, code });
    expect(confirmed.status).toBe(200);
    const proof = { 'X-Phone-Token': confirmed.body.token as string };
    // Verified on A, redeemed on B.
    const redeemed = await call(b.url, 'POST', '/api/shops/srvtest/rewards', { action: 'redeem', originalPhone: phone }, proof);
    expect(redeemed.body.cashbackCents).toBe(1000);
    // Ten card orders at once, each spending $6 of the $10, over both servers: one can.
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => call(servers()[i % 2]!, 'POST', '/api/shops/srvtest/orders',
      burgerCart({ ...CARD, phone, appliedCashback: 600 }), { 'Idempotency-Key': `spend-${Date.now()}-${i}`, ...proof })));
    const placed = replies.filter((r) => r.status === 201);
    expect(placed).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 201)) expect(r.body.error.code).toBe('CASHBACK_UNAVAILABLE');
    const left = await call(a.url, 'GET', `/api/shops/srvtest/cashback?phone=${phone}`, undefined, proof);
    expect(left.body.cashbackCents).toBe(1000 - 600 + placed[0]!.body.quote.totals.cashbackEarnedCents);
  });

  it("30 concurrent orders of 6 cookies under a daily limit of 10, over both servers: exactly one", async () => {
    const phone = '2135550403';
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => call(servers()[i % 2]!, 'POST', '/api/shops/srvtest/orders',
      burgerCart({ products: [{ productId: 'p-cookie', quantity: 6 }], phone }), { 'Idempotency-Key': `limit-${Date.now()}-${i}` })));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 201)) expect(r.body.error.code).toBe('ORDER_BLOCKED');
  });
});
