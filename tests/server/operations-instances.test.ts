/**
 * Two server instances on one PostgreSQL: a live-operations change made on one is in the other's
 * menu and quotes within 2 seconds (measured). PostgreSQL only: an embedded database serves one
 * process.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/index.js';
import { burgerCart, call, FIXTURE_SHOPS, postgresAvailable, PG_URL, startTestServer, type TestServer } from './harness.js';
import { cookieReason, operationsToOtherInstance } from './operations-helpers.js';
import { addStaff, staffHeaders } from './staff-helpers.js';

const SHOP = 'srvtest';
const PG = await postgresAvailable();

describe.runIf(PG)('live operations across two instances on one PostgreSQL', () => {
  let one: TestServer;
  let two: RunningServer;
  let headers: Record<string, string>;
  beforeAll(async () => {
    one = await startTestServer('postgres', { label: 'ops2' });
    two = await startServer({ port: 0, databaseUrl: PG_URL, databaseSchema: one.schema, dataDir: mkdtempSync(join(tmpdir(), 'ops-two-')), shopsDir: FIXTURE_SHOPS, logger: false, env: {}, demoOwner: false, now: () => one.clock.now });
    await addStaff(one, 'manager@example.com', 'manager', [SHOP]);
    headers = await staffHeaders(one.url, 'manager@example.com');
  }, 60_000);
  afterAll(async () => {
    await two?.close();
    await one?.stop();
  });

  it("puts an item out of stock and back in the other instance's menu within 2 s", async () => {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      times.push(await operationsToOtherInstance(one.url, two.url, headers, { outOfStock: { productId: 'p-cookie', until: null } }, async () => (await cookieReason(two.url)) === 'OUT_OF_STOCK'));
      times.push(await operationsToOtherInstance(one.url, two.url, headers, { backInStock: { productId: 'p-cookie' } }, async () => (await cookieReason(two.url)) === undefined));
    }
    console.log(`operations change → other instance's menu: ${times.map((t) => `${Math.round(t)} ms`).join(', ')}`);
    for (const t of times) expect(t).toBeLessThan(2000);
  }, 30_000);

  it("pauses the other instance's orders within 2 s, and a restart reads the pause from the table", async () => {
    const blocked = async () => ((await call(two.url, 'POST', `/api/shops/${SHOP}/quote`, burgerCart())).body.blockers as { code: string }[]).some((b) => b.code === 'ORDERING_PAUSED');
    expect(await operationsToOtherInstance(one.url, two.url, headers, { pause: { until: null } }, blocked)).toBeLessThan(2000);
    const three = await startServer({ port: 0, databaseUrl: PG_URL, databaseSchema: one.schema, dataDir: mkdtempSync(join(tmpdir(), 'ops-three-')), shopsDir: FIXTURE_SHOPS, logger: false, env: {}, demoOwner: false, now: () => one.clock.now });
    try {
      const q = await call(three.url, 'POST', `/api/shops/${SHOP}/quote`, burgerCart());
      expect(q.body.blockers.map((b: { code: string }) => b.code)).toContain('ORDERING_PAUSED');
    } finally {
      await three.close();
    }
    expect(await operationsToOtherInstance(one.url, two.url, headers, { resume: true }, async () => !(await blocked()))).toBeLessThan(2000);
  }, 30_000);
});
