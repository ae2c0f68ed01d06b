/**
 * Profile webhooks with two server instances on one PostgreSQL: a version published (or put live
 * by a scheduled go-live) on one instance changes the endpoints the other sends to, at once and
 * without a restart: an added endpoint gets the next order placed on the other instance, a changed
 * secret signs it, a removed one gets nothing. PostgreSQL only: an embedded database serves one process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/index.js';
import { burgerCart, call, FIXTURE_SHOPS, newKey, PG_URL, postgresAvailable, startTestServer, type TestServer } from './harness.js';
import { addStaff, staffHeaders } from './staff-helpers.js';
import { profileFile } from './versions-helpers.js';
import { publishProfile, signedWith, webhookReceiver, withWebhooks, type Receiver } from './webhook-helpers.js';

const SHOP = 'srvtest';
const PG = await postgresAvailable();

describe.runIf(PG)('profile webhooks across two instances on one PostgreSQL', () => {
  let one: TestServer;
  let two: RunningServer;
  let twoDir: string;
  let hooks: Receiver;
  let onOne: Record<string, string>;
  let onTwo: Record<string, string>;
  let phone = 300;
  const base = `/api/staff/shops/${SHOP}`;

  beforeAll(async () => {
    hooks = await webhookReceiver();
    const env = { WEBHOOK_ALLOW_PRIVATE: '1' };
    one = await startTestServer('postgres', { label: 'pwh2', env, workerTickMs: 50, logLine: () => {} });
    twoDir = mkdtempSync(join(tmpdir(), 'pwh-two-'));
    two = await startServer({ port: 0, databaseUrl: PG_URL, databaseSchema: one.schema, dataDir: twoDir, shopsDir: FIXTURE_SHOPS, logger: false, env, demoOwner: false, now: () => one.clock.now, workerTickMs: 50, logLine: () => {} });
    await addStaff(one, 'manager@pwh2.test', 'manager', [SHOP]);
    onOne = await staffHeaders(one.url, 'manager@pwh2.test');
    onTwo = await staffHeaders(two.url, 'manager@pwh2.test');
    expect((await call(one.url, 'PUT', `${base}/webhooks`, { endpoints: [{ url: `${hooks.base}/console`, secret: 'whsec_console_sentinel_1' }] }, onOne)).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await two?.close();
    await one?.stop();
    await hooks?.close();
    if (twoDir) rmSync(twoDir, { recursive: true, force: true });
  });

  const place = async (url: string): Promise<string> => {
    phone += 1;
    const r = await call(url, 'POST', `/api/shops/${SHOP}/orders`, burgerCart({ phone: `(213) 555-0${phone}` }), { 'Idempotency-Key': newKey() });
    expect([r.status, r.body.error]).toEqual([201, undefined]);
    return r.body.orderId as string;
  };
  const profileEndpoints = async (url: string, headers: Record<string, string>) =>
    (await call(url, 'GET', `${base}/webhooks`, undefined, headers)).body.endpoints.filter((e: any) => e.source === 'profile').map((e: any) => [e.url, e.secret]);
  /** How long after `since` the other instance lists `want` as the profile's endpoints (ms). */
  const listedAfter = async (url: string, headers: Record<string, string>, want: unknown, since: number): Promise<number> => {
    await expect.poll(() => profileEndpoints(url, headers), { timeout: 5000, interval: 20 }).toEqual(want);
    return performance.now() - since;
  };

  it('an endpoint published on one instance gets the next order placed on the other, signed with its secret, within 2 s', async () => {
    const t0 = performance.now();
    await publishProfile(one.url, SHOP, onOne, withWebhooks(profileFile, [{ url: `${hooks.base}/profile`, secret: 'whsec_two_instances_01' }]));
    expect(await listedAfter(two.url, onTwo, [[`${hooks.base}/profile`, 'whsec_two_instances_01']], t0)).toBeLessThan(2000);
    const id = await place(two.url);
    await expect.poll(() => hooks.about('/profile', id).length, { timeout: 5000, interval: 25 }).toBe(1);
    expect(signedWith(hooks.about('/profile', id)[0]!, 'whsec_two_instances_01')).toBe(true);
  });

  it('a secret changed on the second instance signs the next order placed on the first', async () => {
    const t0 = performance.now();
    await publishProfile(two.url, SHOP, onTwo, withWebhooks(profileFile, [{ url: `${hooks.base}/profile`, secret: 'whsec_two_instances_02' }]));
    expect(await listedAfter(one.url, onOne, [[`${hooks.base}/profile`, 'whsec_two_instances_02']], t0)).toBeLessThan(2000);
    const id = await place(one.url);
    await expect.poll(() => hooks.about('/profile', id).length, { timeout: 5000, interval: 25 }).toBe(1);
    const [got] = hooks.about('/profile', id);
    expect([signedWith(got!, 'whsec_two_instances_02'), signedWith(got!, 'whsec_two_instances_01')]).toEqual([true, false]);
  });

  it('an endpoint removed on one instance gets nothing of an order placed on the other; the console endpoint does', async () => {
    const t0 = performance.now();
    await publishProfile(one.url, SHOP, onOne, withWebhooks(profileFile, undefined));
    expect(await listedAfter(two.url, onTwo, [], t0)).toBeLessThan(2000);
    const id = await place(two.url);
    await expect.poll(() => hooks.about('/console', id).length, { timeout: 5000, interval: 25 }).toBe(1);
    expect(hooks.about('/profile', id)).toHaveLength(0);
  });

  it('a scheduled version put live by the other instance\'s tick brings its endpoint to both', async () => {
    const at = new Date(one.clock.now + 60_000).toISOString();
    const p = await publishProfile(one.url, SHOP, onOne, withWebhooks(profileFile, [{ url: `${hooks.base}/scheduled`, secret: 'whsec_two_instances_03' }]), at);
    expect(p.status).toBe('scheduled');
    expect(await profileEndpoints(one.url, onOne)).toEqual([]);
    one.clock.now += 60_000;
    await two.shops.tick();
    expect(await profileEndpoints(one.url, onOne)).toEqual([[`${hooks.base}/scheduled`, 'whsec_two_instances_03']]);
    const id = await place(one.url);
    await expect.poll(() => hooks.about('/scheduled', id).length, { timeout: 5000, interval: 25 }).toBe(1);
    expect(signedWith(hooks.about('/scheduled', id)[0]!, 'whsec_two_instances_03')).toBe(true);
  });
});
