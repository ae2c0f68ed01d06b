/**
 * A shop that auto-accepts: new orders are accepted at once with its default prep minutes, the
 * customer told once; turning auto-accept on takes only new orders, leaving older undecided ones
 * to staff.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineSmsProvider } from '../../server/sms.js';
import { backends, burgerCart, call, FIXTURE_SHOPS, newKey, NOON_WEDNESDAY, startTestServer, type TestServer } from './harness.js';
import { headerGuard } from './lifecycle-helpers.js';
import { addStaff, staffHeaders } from './staff-helpers.js';

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

for (const backend of await backends()) {
  describe(`turning auto-accept on, on ${backend}`, () => {
    let server: TestServer;
    let owner: Record<string, string>;
    const lines: string[] = [];
    beforeAll(async () => {
      server = await startTestServer(backend, { label: 'auto-on', smsProvider: createOfflineSmsProvider((l) => lines.push(l)), logLine: (l) => lines.push(l), workerTickMs: 100 });
      await addStaff(server, 'owner@auto.test', 'owner');
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
    });

    const place = async (phone: string) => {
      const r = await call(server.url, 'POST', '/api/shops/srvtest/orders', burgerCart({ phone }), { 'Idempotency-Key': newKey() });
      expect(r.status).toBe(201);
      return r.body.orderId as string;
    };
    const statusOf = async (id: string) => (await call(server.url, 'GET', `/api/shops/srvtest/orders/${id}`)).body.status as string;

    it('accepts the orders placed within acceptWithinMinutes (8) and leaves older ones placed, untold', async () => {
      const dayOld = await place('(213) 555-0171');
      server.clock.now = NOON_WEDNESDAY + 20 * 3_600_000;
      const nineMinutes = await place('(213) 555-0172');
      server.clock.now += 7 * 60_000;
      const twoMinutes = await place('(213) 555-0173');
      server.clock.now += 2 * 60_000;
      // The kitchen left them undecided; now the owner turns auto-accept on (signed in on the day: sessions idle out after 12 hours).
      owner = await staffHeaders(server.url, 'owner@auto.test');
      const live = await call(server.url, 'GET', '/api/staff/shops/srvtest/profile', undefined, owner);
      const draft = await call(server.url, 'POST', '/api/staff/shops/srvtest/drafts', { profile: { ...live.body.profile, orderHandling: { autoAccept: true, defaultPrepMinutes: 25 } } }, owner);
      expect(draft.body.findings).toEqual([]);
      expect((await call(server.url, 'POST', `/api/staff/shops/srvtest/drafts/${draft.body.draftId}/publish`, {}, owner)).status).toBe(201);

      await expect.poll(() => statusOf(twoMinutes), { timeout: 5000 }).toBe('accepted');
      // Several more worker rounds (every 100 ms): the older two stay for staff.
      await new Promise((r) => setTimeout(r, 600));
      expect(await statusOf(nineMinutes)).toBe('placed');
      expect(await statusOf(dayOld)).toBe('placed');
      expect(lines.filter((l) => l.includes('is accepted')).map((l) => l.slice(0, l.indexOf(']') + 1))).toEqual(['[sms to +12135550173]']);
      const fresh = await place('(213) 555-0174');
      await expect.poll(() => statusOf(fresh), { timeout: 5000 }).toBe('accepted');
      expect(await statusOf(dayOld)).toBe('placed');
      const actors = await server.db.query<{ subject: string }>(`SELECT subject FROM events WHERE actor = 'auto-accept' ORDER BY id`);
      expect(actors.rows.map((r) => r.subject)).toEqual([twoMinutes, fresh]);
    });
  });
}
