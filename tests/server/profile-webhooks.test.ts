/**
 * Webhooks in a shop's profile (orderHandling.webhooks) on both databases: a version that goes live
 * (published now, rolled back to, a scheduled one at its time, taken from the files) brings its
 * endpoints with it, without a restart: an added endpoint gets the next orders, a changed secret
 * signs the next deliveries, a removed one gets nothing more (its pending retries included), and
 * the console's endpoints are left alone. The studio hides webhook secrets from roles without
 * `integrations` (staff) in every answer that carries a profile, and a draft made from such an
 * answer keeps the secrets. The delivery log's limit and a resend's url.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncShopFiles } from '../../server/versions/files-sync.js';
import { syncLiveEndpoints } from '../../server/versions/store.js';
import { backends, burgerCart, call, newKey, startTestServer, type TestServer } from './harness.js';
import { addStaff, staffHeaders } from './staff-helpers.js';
import { menuWithBurgerAt, profileFile } from './versions-helpers.js';
import { publishProfile, signedWith, webhookReceiver, withWebhooks, type Receiver } from './webhook-helpers.js';

const SHOP = 'srvtest';
const S1 = 'whsec_profile_first_0001';
const S2 = 'whsec_profile_second_002';
const CONSOLE_SECRET = 'whsec_console_kept_0003';
const HIDDEN = '(hidden: managers and owners see it)';

for (const backend of await backends()) {
  describe(`profile webhooks on ${backend}`, () => {
    let s: TestServer;
    let hooks: Receiver;
    let manager: Record<string, string>;
    let cook: Record<string, string>;
    let phone = 100;
    /** The order whose delivery to the profile endpoint was pending when the endpoint was removed. */
    let failing = '';
    const base = `/api/staff/shops/${SHOP}`;
    const profileUrl = () => `${hooks.base}/profile`;
    const consoleUrl = () => `${hooks.base}/console`;

    beforeAll(async () => {
      hooks = await webhookReceiver();
      // The receiver listens on this machine: the operator's setting lets webhooks go there.
      s = await startTestServer(backend, { label: 'pwh', env: { WEBHOOK_ALLOW_PRIVATE: '1' }, workerTickMs: 50, versionPollMs: 0, logLine: () => {} });
      await addStaff(s, 'manager@pwh.test', 'manager', [SHOP]);
      await addStaff(s, 'cook@pwh.test', 'staff', [SHOP]);
      manager = await staffHeaders(s.url, 'manager@pwh.test');
      cook = await staffHeaders(s.url, 'cook@pwh.test');
      const put = await call(s.url, 'PUT', `${base}/webhooks`, { endpoints: [{ url: consoleUrl(), secret: CONSOLE_SECRET }] }, manager);
      expect(put.status).toBe(200);
    }, 60_000);
    afterAll(async () => {
      await s?.stop();
      await hooks?.close();
    });

    /** Places a cash order (each with its own phone: the fixture's cookie has a daily limit per customer). */
    const place = async (): Promise<string> => {
      phone += 1;
      const r = await call(s.url, 'POST', `/api/shops/${SHOP}/orders`, burgerCart({ phone: `(213) 555-0${phone}` }), { 'Idempotency-Key': newKey() });
      expect([r.status, r.body.error]).toEqual([201, undefined]);
      return r.body.orderId as string;
    };
    /** Waits until the console endpoint has the order's order.placed: the worker has been through every delivery due before it. */
    const consoleGot = (orderId: string) => expect.poll(() => hooks.about('/console', orderId).length, { timeout: 5000, interval: 25 }).toBe(1);
    const endpoints = async () => (await call(s.url, 'GET', `${base}/webhooks`, undefined, manager)).body.endpoints.map((e: any) => [e.source, e.url, e.secret]);
    const deliveriesOf = async (orderId: string) =>
      (await call(s.url, 'GET', `${base}/webhooks/deliveries`, undefined, manager)).body.deliveries.filter((d: any) => d.orderId === orderId);

    it('a published endpoint gets the next order at once, signed with its secret; the console endpoint stays', async () => {
      expect(await endpoints()).toEqual([['console', consoleUrl(), CONSOLE_SECRET]]);
      await publishProfile(s.url, SHOP, manager, withWebhooks(profileFile, [{ url: profileUrl(), secret: S1 }]));
      expect(await endpoints()).toEqual([['profile', profileUrl(), S1], ['console', consoleUrl(), CONSOLE_SECRET]]);
      const id = await place();
      await consoleGot(id);
      await expect.poll(() => hooks.about('/profile', id).length, { timeout: 5000, interval: 25 }).toBe(1);
      const [got] = hooks.about('/profile', id);
      expect(got!.json.type).toBe('order.placed');
      expect(signedWith(got!, S1)).toBe(true);
    });

    it('a changed secret signs the next deliveries', async () => {
      await publishProfile(s.url, SHOP, manager, withWebhooks(profileFile, [{ url: profileUrl(), secret: S2 }]));
      expect(await endpoints()).toEqual([['profile', profileUrl(), S2], ['console', consoleUrl(), CONSOLE_SECRET]]);
      const id = await place();
      await expect.poll(() => hooks.about('/profile', id).length, { timeout: 5000, interval: 25 }).toBe(1);
      const [got] = hooks.about('/profile', id);
      expect([signedWith(got!, S2), signedWith(got!, S1)]).toEqual([true, false]);
    });

    it('a removed endpoint gets nothing more: its pending retry fails at once, later orders skip it, and the console endpoint still gets them', async () => {
      hooks.answer.set('/profile', 500);
      failing = await place();
      await consoleGot(failing);
      await expect.poll(async () => (await deliveriesOf(failing)).find((d: any) => d.url === profileUrl())?.lastStatus, { timeout: 5000, interval: 25 }).toBe(500);
      const pending = (await deliveriesOf(failing)).find((d: any) => d.url === profileUrl());
      expect(pending.state).toBe('pending');

      await publishProfile(s.url, SHOP, manager, withWebhooks(profileFile, undefined));
      expect(await endpoints()).toEqual([['console', consoleUrl(), CONSOLE_SECRET]]);
      const after = (await deliveriesOf(failing)).find((d: any) => d.id === pending.id);
      expect([after.state, after.lastError, after.url]).toEqual(['failed', 'the endpoint was removed; not sent', null]);

      // The endpoint would answer now, and the retry's time has come: nothing is sent to it.
      hooks.answer.delete('/profile');
      s.clock.now += 10 * 60_000;
      const later = await place();
      await consoleGot(later);
      expect(hooks.about('/profile', failing)).toHaveLength(1);
      expect(hooks.about('/profile', later)).toHaveLength(0);
    });

    it('a rollback brings the endpoint back with that version\'s secret; a scheduled version changes the endpoints when it goes live, not before', async () => {
      const versions = (await call(s.url, 'GET', `${base}/versions`, undefined, manager)).body.versions as { version: number; status: string }[];
      const withS2 = versions.filter((v) => v.status === 'superseded').map((v) => v.version).sort((a, b) => b - a)[0]!;
      const rb = await call(s.url, 'POST', `${base}/versions/${withS2}/rollback`, {}, manager);
      expect(rb.status).toBe(201);
      expect(await endpoints()).toEqual([['profile', profileUrl(), S2], ['console', consoleUrl(), CONSOLE_SECRET]]);
      // Back at the same address: the delivery that failed when it was removed stays failed, and is not sent.
      const id = await place();
      await expect.poll(() => hooks.about('/profile', id).length, { timeout: 5000, interval: 25 }).toBe(1);
      expect(signedWith(hooks.about('/profile', id)[0]!, S2)).toBe(true);
      expect(hooks.about('/profile', failing)).toHaveLength(1);
      expect((await deliveriesOf(failing)).map((d: any) => d.state).sort()).toEqual(['failed', 'sent']);

      const at = new Date(s.clock.now + 60_000).toISOString();
      const scheduled = await publishProfile(s.url, SHOP, manager, withWebhooks(profileFile, [{ url: profileUrl(), secret: S1, events: ['order.status'] }]), at);
      expect(scheduled.status).toBe('scheduled');
      expect(await endpoints()).toEqual([['profile', profileUrl(), S2], ['console', consoleUrl(), CONSOLE_SECRET]]);
      s.clock.now += 60_000;
      await s.shops.tick();
      expect(await endpoints()).toEqual([['profile', profileUrl(), S1], ['console', consoleUrl(), CONSOLE_SECRET]]);
      const listed = (await call(s.url, 'GET', `${base}/webhooks`, undefined, manager)).body.endpoints.find((e: any) => e.source === 'profile');
      expect(listed.events).toEqual(['order.status']);
    });

    it('files published over the live version (shopctl publish --force) bring their webhooks; the start-up pass puts a hand-edited table right', async () => {
      const files = withWebhooks(profileFile, [{ url: `${hooks.base}/files`, secret: 'whsec_from_the_files_04' }]);
      const menu = menuWithBurgerAt(12);
      const out = await syncShopFiles(s.db, { shopId: SHOP, profile: files, profileText: JSON.stringify(files, null, 2), menu, menuText: JSON.stringify(menu, null, 2) }, { now: s.clock.now, author: 'files', force: true });
      expect(out.kind).toBe('published');
      expect(await endpoints()).toEqual([['profile', `${hooks.base}/files`, 'whsec_from_the_files_04'], ['console', consoleUrl(), CONSOLE_SECRET]]);

      await s.db.query(`UPDATE webhook_endpoints SET secret = 'tampered-by-hand-000' WHERE source = 'profile'`);
      await s.db.query(`INSERT INTO webhook_endpoints (id, shop_id, url, secret, events, active, source) VALUES ('wh_stale', $1, 'https://stale.example/x', 'a-stale-secret-0000', ARRAY['order.placed'], true, 'profile')`, [SHOP]);
      await syncLiveEndpoints(s.db, s.clock.now);
      expect(await endpoints()).toEqual([['profile', `${hooks.base}/files`, 'whsec_from_the_files_04'], ['console', consoleUrl(), CONSOLE_SECRET]]);
      await publishProfile(s.url, SHOP, manager, withWebhooks(profileFile, [{ url: profileUrl(), secret: S1 }]));
    });

    it('staff read the profile, a version and a draft with every webhook secret hidden; a manager reads them', async () => {
      const live = await call(s.url, 'GET', `${base}/profile`, undefined, cook);
      expect(live.status).toBe(200);
      expect(live.body.profile.orderHandling.webhooks).toEqual([{ url: profileUrl(), secret: HIDDEN }]);
      expect((await call(s.url, 'GET', `${base}/profile`, undefined, manager)).body.profile.orderHandling.webhooks).toEqual([{ url: profileUrl(), secret: S1 }]);

      const v = await call(s.url, 'GET', `${base}/versions/${live.body.version}`, undefined, cook);
      expect(v.body.profile.orderHandling.webhooks).toEqual([{ url: profileUrl(), secret: HIDDEN }]);
      // The history keeps every secret ever published: none reaches staff in any answer.
      const everything = [
        await call(s.url, 'GET', `${base}/versions`, undefined, cook),
        ...(await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => call(s.url, 'GET', `${base}/versions/${n}`, undefined, cook)))),
        await call(s.url, 'GET', `/api/staff/audit?shopId=${SHOP}`, undefined, cook),
      ];
      for (const r of everything) {
        expect(r.status).toBe(200);
        for (const secret of [S1, S2, 'whsec_from_the_files_04']) expect(r.raw.toString()).not.toContain(secret);
      }
      const events = await s.db.query<{ data: unknown }>(`SELECT data FROM events WHERE type = 'profile.published'`);
      expect(JSON.stringify(events.rows)).not.toContain(S1);

      // A manager's draft (as JSON text that does not parse too) read by staff.
      const d = await call(s.url, 'POST', `${base}/drafts`, { profile: withWebhooks(profileFile, [{ url: profileUrl(), secret: S2 }]) }, manager);
      const broken = await call(s.url, 'POST', `${base}/drafts`, { profile: `{ "orderHandling": { "webhooks": [{ "url": "${profileUrl()}", "secret": "${S2}" }] ` }, manager);
      expect(broken.body.findings[0].code).toBe('BAD_JSON');
      const read = await call(s.url, 'GET', `${base}/drafts/${d.body.draftId}`, undefined, cook);
      expect(read.body.profile.orderHandling.webhooks).toEqual([{ url: profileUrl(), secret: HIDDEN }]);
      const readBroken = await call(s.url, 'GET', `${base}/drafts/${broken.body.draftId}`, undefined, cook);
      expect(readBroken.body.profile).toBe(`{ "orderHandling": { "webhooks": [{ "url": "${profileUrl()}", "secret": "${HIDDEN}" }] `);
      expect((await call(s.url, 'GET', `${base}/drafts/${broken.body.draftId}`, undefined, manager)).body.profile).toContain(S2);
    });

    it("staff's draft made from what they read keeps the secret; a hidden secret at a new address is an error, never published", async () => {
      const live = await call(s.url, 'GET', `${base}/profile`, undefined, cook);
      // As the studio sends it: the text it showed, edited, with a new menu price.
      const text = JSON.stringify(live.body.profile, null, 2);
      const d = await call(s.url, 'POST', `${base}/drafts`, { profile: text, menu: menuWithBurgerAt(14) }, cook);
      expect([d.status, d.body.findings]).toEqual([201, []]);
      expect((await call(s.url, 'GET', `${base}/drafts/${d.body.draftId}`, undefined, manager)).body.profile.orderHandling.webhooks).toEqual([{ url: profileUrl(), secret: S1 }]);
      expect((await call(s.url, 'GET', `${base}/drafts/${d.body.draftId}`, undefined, cook)).body.profile.orderHandling.webhooks).toEqual([{ url: profileUrl(), secret: HIDDEN }]);
      // Staff may not publish; a manager publishes the cook's draft and the secret is the one it was.
      expect((await call(s.url, 'POST', `${base}/drafts/${d.body.draftId}/publish`, {}, cook)).status).toBe(403);
      expect((await call(s.url, 'POST', `${base}/drafts/${d.body.draftId}/publish`, {}, manager)).status).toBe(201);
      expect(await endpoints()).toEqual([['profile', profileUrl(), S1], ['console', consoleUrl(), CONSOLE_SECRET]]);

      const moved = await call(s.url, 'POST', `${base}/drafts`, { profile: withWebhooks(live.body.profile, [{ url: 'https://attacker.example/hook', secret: HIDDEN }]) }, cook);
      expect(moved.status).toBe(201);
      expect(moved.body.findings.filter((f: any) => f.code === 'WEBHOOK_SECRET_HIDDEN')).toMatchObject([{ severity: 'error', path: '/orderHandling/webhooks/0/secret' }]);
      const refused = await call(s.url, 'POST', `${base}/drafts/${moved.body.draftId}/publish`, {}, manager);
      expect([refused.status, refused.body.error.code]).toEqual([422, 'DRAFT_HAS_ERRORS']);
      expect(await endpoints()).toEqual([['profile', profileUrl(), S1], ['console', consoleUrl(), CONSOLE_SECRET]]);
    });

    it('the delivery log refuses a bad limit; a resend answers the url the log shows', async () => {
      for (const q of ['0', '201', 'x', '', '2.5', '-1']) {
        const r = await call(s.url, 'GET', `${base}/webhooks/deliveries?limit=${q}`, undefined, manager);
        expect([q, r.status, r.body.error?.code, r.body.error?.path]).toEqual([q, 400, 'INVALID_QUERY', 'query:limit']);
      }
      const one = await call(s.url, 'GET', `${base}/webhooks/deliveries?limit=1`, undefined, manager);
      expect(one.body.deliveries).toHaveLength(1);
      expect((await call(s.url, 'GET', `${base}/webhooks/deliveries?limit=200`, undefined, manager)).status).toBe(200);
      const listed = one.body.deliveries[0];
      expect([profileUrl(), consoleUrl()]).toContain(listed.url);
      const resent = await call(s.url, 'POST', `${base}/webhooks/deliveries/${listed.id}/resend`, undefined, manager);
      expect(resent.status).toBe(200);
      expect([resent.body.id, resent.body.url, resent.body.endpointId]).toEqual([listed.id, listed.url, listed.endpointId]);
    });
  });
}
