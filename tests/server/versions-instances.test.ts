/**
 * Two server instances on one PostgreSQL: a version published on one is served by the other
 * within 2 seconds (measured), a scheduled version goes live once although both instances
 * tick, and a shop made on one reaches the events streams open on another. PostgreSQL only: an
 * embedded database serves one process.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/index.js';
import { burgerCart, call, FIXTURE_SHOPS, postgresAvailable, PG_URL, startTestServer, type TestServer } from './harness.js';
import { menuWithBurgerAt, profileFile, publishToOtherInstance } from './versions-helpers.js';
import { addStaff, staffHeaders } from './staff-helpers.js';
import { openSse } from './lifecycle-helpers.js';

const SHOP = 'srvtest';
const PG = await postgresAvailable();
describe.runIf(PG)('two instances on one PostgreSQL', () => {
  let one: TestServer;
  let two: RunningServer;
  let headers: Record<string, string>;
  beforeAll(async () => {
    one = await startTestServer('postgres', { label: 'versions2' });
    two = await startServer({ port: 0, databaseUrl: PG_URL, databaseSchema: one.schema, dataDir: mkdtempSync(join(tmpdir(), 'versions-two-')), shopsDir: FIXTURE_SHOPS, logger: false, env: {}, demoOwner: false, now: () => one.clock.now });
    await addStaff(one, 'manager@example.com', 'manager', [SHOP]);
    headers = await staffHeaders(one.url, 'manager@example.com');
    await addStaff(one, 'owner@example.com', 'owner');
  }, 60_000);
  afterAll(async () => {
    await two?.close();
    await one?.stop();
  });

  it('the second start found the files already published: one version', async () => {
    const r = await one.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM profile_versions WHERE shop_id = $1`, [SHOP]);
    expect(r.rows[0]!.n).toBe(1);
  });

  it('serves a version published on the other instance within 2 s', async () => {
    const times: number[] = [];
    for (const dollars of [11, 12, 13]) times.push(await publishToOtherInstance(one.url, two.url, headers, dollars));
    console.log(`publish → other instance: ${times.map((t) => `${Math.round(t)} ms`).join(', ')}`);
    for (const t of times) expect(t).toBeLessThan(2000);
  }, 30_000);

  it('puts a scheduled version live exactly once while both instances tick', async () => {
    const d = await call(one.url, 'POST', `/api/staff/shops/${SHOP}/drafts`, { profile: profileFile, menu: menuWithBurgerAt(30) }, headers);
    const p = await call(one.url, 'POST', `/api/staff/shops/${SHOP}/drafts/${d.body.draftId}/publish`, { at: new Date(one.clock.now + 60_000).toISOString() }, headers);
    expect(p.body.status).toBe('scheduled');
    one.clock.now += 60_000;
    await Promise.all([one.shops.tick(), two.shops.tick(), one.shops.tick(), two.shops.tick()]);
    const live = await one.db.query<{ version: number }>(`SELECT version FROM profile_versions WHERE shop_id = $1 AND status = 'published'`, [SHOP]);
    expect(live.rows.map((r) => r.version)).toEqual([p.body.version]);
    const audit = await one.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'scheduled-live'`);
    expect(audit.rows[0]!.n).toBe(1);
    // The instance that did not flip it picks the new version up at its next tick (each second).
    await two.shops.tick();
    const q = await call(two.url, 'POST', `/api/shops/${SHOP}/quote`, burgerCart());
    expect(q.body.totals.subtotalCents).toBe(2 * 3200 + 150);
  });

  it('a shop made on one instance reaches the open events streams on another that has not polled since: the owner gets it, another site does not', async () => {
    // This instance never polls: only the stream's own look at the registry can find the new shop.
    const three = await startServer({ port: 0, databaseUrl: PG_URL, databaseSchema: one.schema, dataDir: mkdtempSync(join(tmpdir(), 'versions-three-')), shopsDir: FIXTURE_SHOPS, logger: false, env: {}, demoOwner: false, now: () => one.clock.now, versionPollMs: 0 });
    const owner = await staffHeaders(one.url, 'owner@example.com');
    const before = (await one.db.query<{ id: string }>(`SELECT coalesce(max(id), 0)::text AS id FROM events`)).rows[0]!.id;
    const ownerStream = await openSse(`${three.url}/api/staff/events`, owner);
    const managerStream = await openSse(`${three.url}/api/staff/events`, headers);
    try {
      const r = await call(one.url, 'POST', '/api/staff/shops', { shopId: 'soup-stop', name: 'Soup Stop', timeZone: 'America/Denver' }, owner);
      expect(r.status).toBe(201);
      const made = await ownerStream.waitFor((m) => m.event === 'profile.published' && m.data.shopId === 'soup-stop', 3000);
      expect(made.data).toMatchObject({ shopId: 'soup-stop', subject: '1', actor: 'owner@example.com', data: { version: 1, from: null } });
      // A later event of the manager's shop, made on the first instance too: both streams have decided what came before it.
      expect((await call(one.url, 'POST', `/api/staff/shops/${SHOP}/operations`, { busyMinutes: 5 }, headers)).status).toBe(200);
      const busy = await managerStream.waitFor((m) => m.event === 'operations.changed', 3000);
      await ownerStream.waitFor((m) => m.id === busy.id, 3000);
      expect(managerStream.messages.map((m) => [m.event, m.data.shopId])).toEqual([['operations.changed', SHOP]]);
      expect(ownerStream.messages.map((m) => [m.event, m.data.shopId])).toEqual([['profile.published', 'soup-stop'], ['operations.changed', SHOP]]);
      // The same as a reconnect from before gets.
      const replay = await openSse(`${three.url}/api/staff/events`, { ...owner, 'Last-Event-ID': before });
      await replay.waitFor((m) => m.id === busy.id, 3000);
      replay.close();
      expect(replay.messages.map((m) => m.id)).toEqual(ownerStream.messages.map((m) => m.id));
    } finally {
      ownerStream.close();
      managerStream.close();
      await call(one.url, 'POST', `/api/staff/shops/${SHOP}/operations`, { busyMinutes: 0 }, headers);
      await three.close();
    }
  }, 30_000);
});
