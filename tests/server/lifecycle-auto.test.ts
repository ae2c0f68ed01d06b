/** A shop that auto-accepts: new orders are accepted at once with its default prep minutes, the customer told once. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineSmsProvider } from '../../server/sms.js';
import { backends, burgerCart, call, FIXTURE_SHOPS, newKey, NOON_WEDNESDAY, startTestServer, type TestServer } from './harness.js';
import { headerGuard } from './lifecycle-helpers.js';

for (const backend of await backends()) {
  describe(`auto-accept on ${backend}`, () => {
    let server: TestServer;
    const shopsDir = mkdtempSync(join(tmpdir(), 'auto-accept-'));
    const lines: string[] = [];
    beforeAll(async () => {
      cpSync(FIXTURE_SHOPS, shopsDir, { recursive: true });
      const file = join(shopsDir, 'srvtest', 'srvtest.profile.json');
      const profile = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      profile.$schema = '../../../schemas/shop-profile.schema.json';
      profile.orderHandling = { autoAccept: true, defaultPrepMinutes: 25 };
      writeFileSync(file, JSON.stringify(profile, null, 2));
      server = await startTestServer(backend, { label: 'auto', shopsDir, staffGuard: headerGuard, smsProvider: createOfflineSmsProvider((l) => lines.push(l)), logLine: (l) => lines.push(l), workerTickMs: 100 });
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
      rmSync(shopsDir, { recursive: true, force: true });
    });

    it('accepts a new order with the default prep minutes and texts the customer once', async () => {
      const placed = await call(server.url, 'POST', '/api/shops/srvtest/orders', burgerCart(), { 'Idempotency-Key': newKey() });
      expect(placed.status).toBe(201);
      const id = placed.body.orderId as string;
      await expect.poll(async () => (await call(server.url, 'GET', `/api/shops/srvtest/orders/${id}`)).body.status, { timeout: 5000 }).toBe('accepted');
      const order = await call(server.url, 'GET', `/api/shops/srvtest/orders/${id}`);
      expect(order.body.promisedAt).toBe(new Date(NOON_WEDNESDAY + 25 * 60_000).toISOString());
      const text = '[sms to +12135550199] Your order from Server Test Cafe is accepted: ready at 12:25 PM.';
      await expect.poll(() => lines.filter((l) => l === text).length, { timeout: 5000 }).toBe(1);
      const actors = await server.db.query<{ actor: string | null; type: string }>('SELECT type, actor FROM events WHERE subject = $1 ORDER BY id', [id]);
      expect(actors.rows).toEqual([{ type: 'order.placed', actor: null }, { type: 'order.status', actor: 'auto-accept' }]);
    });
  });
}
