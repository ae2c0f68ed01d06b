/**
 * The studio over real HTTP, on PGlite and PostgreSQL: the files seed version 1; drafts are
 * checked with exactly shopctl lint's findings and never answered with a 500; a draft prices a
 * cart and replays the last orders; publishing (roles, warnings, errors, the conflict), the
 * history with its diff, rollback, scheduled versions, the audit log and a new shop.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runShopctl } from '../../cli/commands/testing.js';
import { backends, burgerCart, call, FIXTURE_SHOPS, newKey, startTestServer, type TestServer } from './harness.js';
import { openSse } from './lifecycle-helpers.js';
import { addStaff, staffHeaders } from './staff-helpers.js';

const BACKENDS = await backends();
const SHOP = 'srvtest';
const profileFile = JSON.parse(readFileSync(join(FIXTURE_SHOPS, SHOP, `${SHOP}.profile.json`), 'utf8')) as Record<string, any>;
const menuFile = JSON.parse(readFileSync(join(FIXTURE_SHOPS, SHOP, `${SHOP}.menu.json`), 'utf8')) as Record<string, any>;

/** The fixture menu with the burger at `dollars`. */
function menuWithBurgerAt(dollars: number): Record<string, any> {
  const menu = structuredClone(menuFile);
  for (const c of menu.subMenus) for (const p of c.products) if (p.id === 'p-burger') p.price = dollars;
  return menu;
}

describe.each(BACKENDS)('the studio on %s', (backend) => {
  let s: TestServer;
  let owner: Record<string, string>;
  let manager: Record<string, string>;
  let cook: Record<string, string>;
  const base = `/api/staff/shops/${SHOP}`;
  /** The public quote's invoice for the burger cart now. */
  const liveInvoice = async () => (await call(s.url, 'POST', `/api/shops/${SHOP}/quote`, burgerCart())).body.totals.invoiceCents as number;
  const draft = async (headers: Record<string, string>, body: Record<string, unknown>) => call(s.url, 'POST', `${base}/drafts`, body, headers);
  const liveVersionNumber = async () => (await call(s.url, 'GET', `${base}/profile`, undefined, manager)).body.version as number;

  beforeAll(async () => {
    s = await startTestServer(backend, { label: 'studio', versionPollMs: 0 });
    await addStaff(s, 'owner@example.com', 'owner');
    await addStaff(s, 'manager@example.com', 'manager', [SHOP]);
    await addStaff(s, 'cook@example.com', 'staff', [SHOP]);
    owner = await staffHeaders(s.url, 'owner@example.com');
    manager = await staffHeaders(s.url, 'manager@example.com');
    cook = await staffHeaders(s.url, 'cook@example.com');
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
  });

  it('serves version 1 taken from the files, as written', async () => {
    const r = await call(s.url, 'GET', `${base}/profile`, undefined, cook);
    expect(r.status).toBe(200);
    expect(r.body.version).toBe(1);
    expect(r.body.source).toBe('files');
    expect(r.body.profile).toEqual(profileFile);
    expect(r.body.menu).toEqual(menuFile);
    // In the files' key order ($schema first), not the database's.
    expect(JSON.stringify(r.body.profile)).toBe(JSON.stringify(profileFile));
    expect(JSON.stringify(r.body.menu)).toBe(JSON.stringify(menuFile));
    expect((await call(s.url, 'GET', `${base}/profile`)).status).toBe(401);
  });

  it('a draft that changes a price: no findings, priced with the trace, published by a manager, served at once', async () => {
    const before = await liveInvoice();
    const d = await draft(cook, { profile: profileFile, menu: menuWithBurgerAt(11) });
    expect(d.status).toBe(201);
    expect(d.body.findings).toEqual([]);
    expect(d.body.draftId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(d.body.basedOnVersion).toBe(1);
    // Two burgers $1 dearer: $2.00 more, and 10% tax on it.
    const q = await call(s.url, 'POST', `${base}/drafts/${d.body.draftId}/quote`, { cart: burgerCart() }, cook);
    expect(q.status).toBe(200);
    expect(q.body.totals.invoiceCents).toBe(before + 220);
    expect(q.body.trace.length).toBeGreaterThan(0);
    // Staff may price a draft but not publish it.
    const refused = await call(s.url, 'POST', `${base}/drafts/${d.body.draftId}/publish`, {}, cook);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN_ROLE');
    expect(await liveInvoice()).toBe(before);
    const p = await call(s.url, 'POST', `${base}/drafts/${d.body.draftId}/publish`, { message: 'burger to $11' }, manager);
    expect(p.status).toBe(201);
    expect(p.body).toMatchObject({ version: 2, status: 'published', author: 'manager@example.com', message: 'burger to $11', basedOnVersion: 1, source: 'studio' });
    expect(await liveInvoice()).toBe(before + 220);
    const menu = await call(s.url, 'GET', `/api/shops/${SHOP}/menu`);
    const burger = menu.body.categories.flatMap((c: any) => c.products).find((p: any) => p.id === 'p-burger');
    expect(burger.priceCents ?? burger.unitCents ?? burger.price).toBe(1100);
    // A published draft is gone; its version stays.
    expect((await call(s.url, 'GET', `${base}/drafts/${d.body.draftId}`, undefined, manager)).status).toBe(404);
  });

  it('lists the versions with a readable diff, and rollback restores the old total', async () => {
    const v = await call(s.url, 'GET', `${base}/versions`, undefined, cook);
    expect(v.status).toBe(200);
    expect(v.body.versions.map((x: any) => [x.version, x.status])).toEqual([[2, 'published'], [1, 'superseded']]);
    expect(v.body.versions[0].changes).toEqual(['menu: Burger (p-burger) price 10 → 11']);
    expect(v.body.versions[1].changes).toEqual(['first version']);
    const one = await call(s.url, 'GET', `${base}/versions/1`, undefined, cook);
    expect(one.body.menu).toEqual(menuFile);
    const dearer = await liveInvoice();
    expect((await call(s.url, 'POST', `${base}/versions/1/rollback`, {}, cook)).status).toBe(403);
    const r = await call(s.url, 'POST', `${base}/versions/1/rollback`, {}, manager);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ version: 3, status: 'published', source: 'rollback', message: 'rollback to version 1' });
    expect(await liveInvoice()).toBe(dearer - 220);
    expect((await call(s.url, 'GET', `${base}/versions/9`, undefined, cook)).body.error.code).toBe('VERSION_NOT_FOUND');
  });

  it('refuses a publish based on a version another publish replaced: VERSION_CONFLICT names both', async () => {
    const live = await liveVersionNumber();
    const a = await draft(manager, { profile: profileFile, menu: menuWithBurgerAt(12) });
    const b = await draft(owner, { profile: profileFile, menu: menuWithBurgerAt(13) });
    expect((await call(s.url, 'POST', `${base}/drafts/${a.body.draftId}/publish`, {}, manager)).status).toBe(201);
    const invoice = await liveInvoice();
    const c = await call(s.url, 'POST', `${base}/drafts/${b.body.draftId}/publish`, {}, owner);
    expect(c.status).toBe(409);
    expect(c.body.error.code).toBe('VERSION_CONFLICT');
    expect(c.body.error.message).toContain(`made on version ${live}`);
    expect(c.body.error.message).toContain(`version ${live + 1} has been published since`);
    expect(c.body).toMatchObject({ basedOnVersion: live, liveVersion: live + 1 });
    expect(await liveInvoice()).toBe(invoice);
    expect(await liveVersionNumber()).toBe(live + 1);
  });

  it('bad drafts are findings, never a 500, and nothing is published', async () => {
    const live = await liveVersionNumber();
    const badJson = await draft(manager, { profile: '{ "shopId": "srvtest", }' });
    expect(badJson.status).toBe(201);
    expect(badJson.body.findings.map((f: any) => f.code)).toEqual(['BAD_JSON']);
    expect(badJson.body.findings[0].line).toBe(1);

    const unknownKind = await draft(manager, { profile: { ...profileFile, rules: [{ id: 'x', kind: 'percent-of', percent: 5 }] } });
    expect(unknownKind.status).toBe(201);
    expect(unknownKind.body.findings.map((f: any) => f.code)).toContain('UNKNOWN_RULE_KIND');
    const publishBad = await call(s.url, 'POST', `${base}/drafts/${unknownKind.body.draftId}/publish`, { confirmWarnings: true }, manager);
    expect(publishBad.status).toBe(422);
    expect(publishBad.body.error.code).toBe('DRAFT_HAS_ERRORS');
    expect(publishBad.body.findings.map((f: any) => f.code)).toContain('UNKNOWN_RULE_KIND');
    expect((await call(s.url, 'POST', `${base}/drafts/${unknownKind.body.draftId}/quote`, { cart: burgerCart() }, manager)).status).toBe(422);

    const never = await draft(manager, { profile: { ...profileFile, rules: [{ id: 'r1', kind: 'hide', target: 'product', match: { ids: ['p-cookie'] }, when: { from: '11:00', to: '11:00' } }] } });
    expect(never.status).toBe(201);
    expect(never.body.findings.map((f: any) => f.code)).toContain('SCHEDULE_NEVER_OPEN');

    const nothing = await draft(manager, { profile: { ...profileFile, rules: [...(profileFile.rules ?? []), { id: 'ghost', kind: 'hide', target: 'product', match: { tags: ['no-such-tag'] } }] } });
    expect(nothing.status).toBe(201);
    const codes = nothing.body.findings.map((f: any) => `${f.severity} ${f.code}`);
    expect(codes).toContain('warning RULE_MATCHES_NOTHING');
    expect(codes.filter((c: string) => c.startsWith('error'))).toEqual([]);
    const unconfirmed = await call(s.url, 'POST', `${base}/drafts/${nothing.body.draftId}/publish`, {}, manager);
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.error.code).toBe('WARNINGS_NEED_CONFIRM');
    expect(unconfirmed.body.findings.map((f: any) => f.code)).toEqual(['RULE_MATCHES_NOTHING']);

    // About 1 MB: a menu of 4,000 products.
    const big = structuredClone(menuFile);
    big.subMenus.push({ id: 'c-big', name: { en: 'Big' }, products: Array.from({ length: 4000 }, (_, i) => ({ id: `big-${i}`, name: { en: `Big item number ${i} with a long name` }, description: { en: 'x'.repeat(150) }, price: 5 })) });
    const bigText = JSON.stringify(big);
    expect(bigText.length).toBeGreaterThan(1_000_000);
    const bigDraft = await call(s.url, 'POST', `${base}/drafts`, { profile: profileFile, menu: bigText }, manager);
    expect(bigDraft.status).toBe(201);
    expect(bigDraft.body.findings.filter((f: any) => f.severity === 'error')).toEqual([]);

    expect((await draft(manager, {})).body.error.code).toBe('MISSING_FIELD');
    const other = await draft(manager, { profile: { ...profileFile, shopId: 'someone-else' } });
    expect(other.body.findings[0].code).toBe('SHOP_ID_MISMATCH');
    expect(await liveVersionNumber()).toBe(live);
  }, 60_000);

  it('gives exactly the findings shopctl lint gives for the same files', async () => {
    const profile = { ...profileFile, settings: { ...profileFile.settings, taxPercentge: 9 }, rules: [{ id: 'ghost', kind: 'hide', target: 'product', match: { tags: ['no-such-tag'] } }] };
    const d = await draft(manager, { profile, menu: menuFile });
    const dir = 'tests/server/fixtures/shops/srvtest';
    const lint = await runShopctl(['lint', `${dir}/${SHOP}.profile.json`, '--json'], { [`${dir}/${SHOP}.profile.json`]: JSON.stringify(profile, null, 2) + '\n' });
    const expected = (JSON.parse(lint.out).findings as any[]).map(({ file: _f, ...rest }) => rest);
    expect(expected.length).toBeGreaterThan(0);
    expect(d.body.findings.map(({ file: _f, ...rest }: any) => rest)).toEqual(expected);
  });

  it('replays the last orders: each order priced live and with the draft at its own instant', async () => {
    for (let i = 0; i < 3; i += 1) {
      s.clock.now += 60_000;
      const o = await call(s.url, 'POST', `/api/shops/${SHOP}/orders`, burgerCart(), { 'Idempotency-Key': newKey() });
      expect(o.status).toBe(201);
    }
    const live = await call(s.url, 'GET', `${base}/profile`, undefined, manager);
    const price = menuWithBurgerAt(0).subMenus.length && live.body.menu.subMenus.flatMap((c: any) => c.products).find((p: any) => p.id === 'p-burger').price as number;
    const d = await draft(manager, { profile: profileFile, menu: menuWithBurgerAt(price + 2) });
    const r = await call(s.url, 'POST', `${base}/drafts/${d.body.draftId}/replay`, { limit: 2 }, cook);
    expect(r.status).toBe(200);
    expect(r.body.orders).toHaveLength(2);
    for (const o of r.body.orders) {
      // Two burgers $2 dearer each: $4.00 and 10% tax on it.
      expect(o.differenceCents).toBe(440);
      expect(o.draftInvoiceCents - o.liveInvoiceCents).toBe(440);
      expect(o.reference).toBe(o.orderId.slice(0, 8).toUpperCase());
    }
    expect(r.body.orders[0].at > r.body.orders[1].at).toBe(true);
    expect(r.body.summary).toMatchObject({ orders: 2, changed: 2, totalDifferenceCents: 880 });
    expect(r.body.summary.biggest.differenceCents).toBe(440);
  });

  it('schedules a version and puts it live once, at its time', async () => {
    const invoice = await liveInvoice();
    const live = await liveVersionNumber();
    const d = await draft(manager, { profile: profileFile, menu: menuWithBurgerAt(20) });
    const at = new Date(s.clock.now + 3_600_000).toISOString();
    const p = await call(s.url, 'POST', `${base}/drafts/${d.body.draftId}/publish`, { at }, manager);
    expect(p.status).toBe(201);
    expect(p.body).toMatchObject({ version: live + 1, status: 'scheduled', publishAt: at, publishedAt: null });
    await s.shops.tick();
    expect(await liveInvoice()).toBe(invoice);
    s.clock.now += 3_600_000;
    await s.shops.tick();
    await s.shops.tick();
    expect(await liveVersionNumber()).toBe(live + 1);
    const rows = await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'scheduled-live'`);
    expect(rows.rows[0]!.n).toBe(1);
  });

  it('every version that went live is one profile.published event: from the files, published, rolled back, scheduled', async () => {
    const versions = (await call(s.url, 'GET', `${base}/versions`, undefined, manager)).body.versions as { version: number; publishedAt: string | null; source: string; author: string }[];
    const wentLive = versions.filter((v) => v.publishedAt !== null).sort((a, b) => a.version - b.version);
    expect(wentLive.map((v) => v.source)).toEqual(['files', 'studio', 'rollback', 'studio', 'studio']);
    const events = (await s.db.query<{ subject: string; actor: string; data: { version: number; from: number | null; source: string } }>(
      `SELECT subject, actor, data FROM events WHERE type = 'profile.published' AND shop_id = $1 ORDER BY id`, [SHOP],
    )).rows;
    expect(events.map((e) => [e.subject, e.actor, e.data.version, e.data.from, e.data.source])).toEqual(
      wentLive.map((v, i) => [String(v.version), v.author, v.version, i === 0 ? null : wentLive[i - 1]!.version, v.source]),
    );
  });

  it("a publish reaches an open events stream of the shop's staff as profile.published", async () => {
    const sse = await openSse(`${s.url}/api/staff/events`, cook);
    try {
      const d = await draft(manager, { profile: profileFile, menu: menuWithBurgerAt(14) });
      const p = await call(s.url, 'POST', `${base}/drafts/${d.body.draftId}/publish`, { message: 'burger to $14' }, manager);
      expect(p.status).toBe(201);
      const m = await sse.waitFor((x) => x.event === 'profile.published' && x.data.subject === String(p.body.version), 3000);
      expect(m.data).toMatchObject({ type: 'profile.published', shopId: SHOP, subject: String(p.body.version), actor: 'manager@example.com', data: { version: p.body.version, from: p.body.version - 1, source: 'studio', message: 'burger to $14' } });
    } finally {
      sse.close();
    }
  });

  it('studio inputs get their own answers: a quote without a cart, a draft on no version, confirmWarnings not a boolean, a draft over its 1.5 MB', async () => {
    const d = await draft(manager, { profile: profileFile, menu: menuWithBurgerAt(15) });
    expect(d.status).toBe(201);
    const noCart = await call(s.url, 'POST', `${base}/drafts/${d.body.draftId}/quote`, {}, manager);
    expect([noCart.status, noCart.body.error.code, noCart.body.error.path]).toEqual([400, 'MISSING_FIELD', '/cart']);
    expect(noCart.body.error.message).toContain('"cart"');
    const live = await liveVersionNumber();
    const nowhere = await draft(manager, { profile: profileFile, basedOnVersion: live + 50 });
    expect([nowhere.status, nowhere.body.error.code, nowhere.body.error.path]).toEqual([404, 'VERSION_NOT_FOUND', '/basedOnVersion']);
    expect(nowhere.body.error.message).toContain(`(${live})`);
    const yes = await call(s.url, 'POST', `${base}/drafts/${d.body.draftId}/publish`, { confirmWarnings: 'yes' }, manager);
    expect([yes.status, yes.body.error.code, yes.body.error.path]).toEqual([400, 'INVALID_FIELD', '/confirmWarnings']);
    expect(await liveVersionNumber()).toBe(live);
    const huge = await draft(manager, { profile: profileFile, menu: { ...menuFile, padding: 'x'.repeat(1.6 * 1024 * 1024) } });
    expect([huge.status, huge.body.error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(huge.body.error.message).toBe('The request body is larger than 1.5 MB, the most this address takes. Send a smaller body.');
  });

  it("a draft quote's at without an offset is on the shop's clock; a bad cart's message names its path under /cart", async () => {
    const d = await draft(manager, { profile: profileFile, menu: menuFile });
    expect(d.status).toBe(201);
    const quote = (at: string) => call(s.url, 'POST', `${base}/drafts/${d.body.draftId}/quote`, { cart: burgerCart(), at }, manager);
    // The fixture shop is in Los Angeles: 28 November 2026 is on PST (-08:00).
    for (const [at, priced] of [['2026-11-28T10:00', '2026-11-28T10:00:00.000-08:00'], ['2026-11-28', '2026-11-28T00:00:00.000-08:00'], ['2026-11-28T10:00:00Z', '2026-11-28T02:00:00.000-08:00']]) {
      const q = await quote(at!);
      expect([q.status, q.body.at], at).toEqual([200, priced]);
    }
    const bad = await call(s.url, 'POST', `${base}/drafts/${d.body.draftId}/quote`, { cart: { products: 'x' } }, manager);
    expect([bad.status, bad.body.error.path]).toEqual([400, '/cart/products']);
    expect(bad.body.error.message).toMatch(/^\/cart\/products must be a list/);
  });

  it('keeps an audit of publishes, rollbacks and staff changes', async () => {
    expect((await call(s.url, 'POST', '/api/staff/users', { email: 'new@example.com', role: 'staff', sites: [SHOP] }, owner)).status).toBe(201);
    expect((await call(s.url, 'DELETE', '/api/staff/users/new@example.com', undefined, owner)).status).toBe(204);
    const shop = await call(s.url, 'GET', `/api/staff/audit?shopId=${SHOP}`, undefined, cook);
    expect(shop.status).toBe(200);
    const actions = shop.body.entries.map((e: any) => `${e.action} ${e.actor} v${e.detail.version}`).reverse();
    expect(actions.slice(0, 5)).toEqual(['publish files v1', 'publish manager@example.com v2', 'rollback manager@example.com v3', 'publish manager@example.com v4', 'schedule manager@example.com v5']);
    expect((await call(s.url, 'GET', '/api/staff/audit', undefined, manager)).status).toBe(403);
    const all = await call(s.url, 'GET', '/api/staff/audit', undefined, owner);
    expect(all.body.entries.slice(0, 2).map((e: any) => [e.action, e.actor, e.detail.email])).toEqual([
      ['staff.removed', 'owner@example.com', 'new@example.com'],
      ['staff.added', 'owner@example.com', 'new@example.com'],
    ]);
  });

  it('an owner makes a new shop, published as version 1 and served', async () => {
    expect((await call(s.url, 'POST', '/api/staff/shops', { shopId: 'juice-bar', name: 'Juice Bar', timeZone: 'America/New_York' }, manager)).status).toBe(403);
    const r = await call(s.url, 'POST', '/api/staff/shops', { shopId: 'juice-bar', name: 'Juice Bar', timeZone: 'America/New_York' }, owner);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ shopId: 'juice-bar', version: 1, status: 'published' });
    const shop = await call(s.url, 'GET', '/api/shops/juice-bar');
    expect(shop.body.identity).toMatchObject({ name: 'Juice Bar', timeZone: 'America/New_York' });
    expect((await call(s.url, 'POST', '/api/staff/shops', { shopId: 'juice-bar', name: 'Again' }, owner)).body.error.code).toBe('SHOP_EXISTS');
  });

  /** The live profile and menu as the API serves them, changed by `edit`. */
  const liveEdited = async (edit: (profile: Record<string, any>, menu: Record<string, any>) => void) => {
    const l = await call(s.url, 'GET', `${base}/profile`, undefined, owner);
    const profile = structuredClone(l.body.profile);
    const menu = structuredClone(l.body.menu);
    edit(profile, menu);
    return { profile, menu };
  };
  const cookieAt = (dollars: number) => (_p: Record<string, any>, m: Record<string, any>) => {
    for (const c of m.subMenus) for (const p of c.products) if (p.id === 'p-cookie') p.price = dollars;
  };
  const taxAt = (percent: number) => (p: Record<string, any>) => {
    p.settings.taxPercentage = percent;
  };
  const publishDraft = async (headers: Record<string, string>, body: { profile: unknown; menu: unknown }, publishBody: Record<string, unknown> = {}) => {
    const d = await draft(headers, body);
    expect(d.body.findings.filter((f: any) => f.severity === 'error')).toEqual([]);
    return call(s.url, 'POST', `${base}/drafts/${d.body.draftId}/publish`, { confirmWarnings: true, ...publishBody }, headers);
  };
  const versionList = async () => (await call(s.url, 'GET', `${base}/versions`, undefined, manager)).body.versions as Record<string, any>[];
  const STALE = 'the live version changed since it was scheduled';

  it('a version scheduled on a version that a publish-now replaced never goes live: the publish supersedes it and says so', async () => {
    const live = await liveVersionNumber();
    const at = new Date(s.clock.now + 3_600_000).toISOString();
    const scheduled = await publishDraft(manager, await liveEdited(taxAt(8)), { at, message: 'tax 8 later' });
    expect(scheduled.body).toMatchObject({ version: live + 1, status: 'scheduled', basedOnVersion: live });
    expect(scheduled.body.supersededScheduled).toBeUndefined();
    const now = await publishDraft(owner, await liveEdited(cookieAt(3)), { message: 'cookie 3 now' });
    expect(now.status).toBe(201);
    expect(now.body).toMatchObject({ version: live + 2, status: 'published', basedOnVersion: live });
    expect(now.body.supersededScheduled).toEqual([{ version: live + 1, author: 'manager@example.com', publishAt: at, basedOnVersion: live }]);
    expect(now.body.warning).toBe(`Version ${live + 2} is live. The scheduled version ${live + 1} (by manager@example.com) was made on an older version and would have undone this change, so it will not go live. Redo that change on version ${live + 2} and schedule again.`);
    const invoice = await liveInvoice();
    s.clock.now += 3_600_000;
    await s.shops.tick();
    // The cookie stays at $3 and the tax at 10%: nothing of the owner's change is undone.
    expect(await liveVersionNumber()).toBe(live + 2);
    expect(await liveInvoice()).toBe(invoice);
    const versions = await versionList();
    expect(versions.slice(0, 3).map((v) => [v.version, v.status, v.publishedAt === null, v.refused])).toEqual([
      [live + 2, 'published', false, undefined],
      [live + 1, 'superseded', true, STALE],
      [live, 'superseded', false, undefined],
    ]);
    // Each version's changes are against the version it was made on, not the one numbered before it.
    expect(versions[0]!.changes).toEqual(['menu: Cookie (limit 10) (p-cookie) price 1.5 → 3']);
    expect(versions[1]!.changes).toEqual(['settings.taxPercentage 10 → 8']);
    expect((await call(s.url, 'GET', `${base}/versions/${live + 2}`, undefined, manager)).body.changes).toEqual(['menu: Cookie (limit 10) (p-cookie) price 1.5 → 3']);
    const audit = (await call(s.url, 'GET', `/api/staff/audit?shopId=${SHOP}`, undefined, owner)).body.entries as Record<string, any>[];
    expect(audit.filter((e) => e.action === 'scheduled-refused').map((e) => [e.actor, e.detail])).toEqual([
      ['manager@example.com', { version: live + 1, from: live + 2, basedOnVersion: live, publishAt: at, reason: STALE }],
    ]);
    expect(audit.filter((e) => e.action === 'scheduled-live' && e.detail.version === live + 1)).toEqual([]);
  });

  it('of two versions scheduled on one version, the first to go live refuses the other; History reads as the live history', async () => {
    const live = await liveVersionNumber();
    const inTwoHours = new Date(s.clock.now + 7_200_000).toISOString();
    const inOneHour = new Date(s.clock.now + 3_600_000).toISOString();
    const later = await publishDraft(manager, await liveEdited(cookieAt(4)), { at: inTwoHours });
    const sooner = await publishDraft(manager, await liveEdited(taxAt(7)), { at: inOneHour });
    expect([later.body.version, later.body.status, sooner.body.version, sooner.body.status]).toEqual([live + 1, 'scheduled', live + 2, 'scheduled']);
    // Waiting versions on top, the one due last first; each against the version it was made on.
    const waiting = await versionList();
    expect(waiting.slice(0, 3).map((v) => [v.version, v.status, v.changes])).toEqual([
      [live + 1, 'scheduled', ['menu: Cookie (limit 10) (p-cookie) price 3 → 4']],
      [live + 2, 'scheduled', ['settings.taxPercentage 10 → 7']],
      [live, 'published', ['menu: Cookie (limit 10) (p-cookie) price 1.5 → 3']],
    ]);
    s.clock.now += 3_600_000;
    await s.shops.tick();
    expect(await liveVersionNumber()).toBe(live + 2);
    const cookieAt3 = await liveInvoice();
    s.clock.now += 3_600_000;
    await s.shops.tick();
    // The cookie-at-$4 version would have undone the 7% tax: it stays off.
    expect(await liveVersionNumber()).toBe(live + 2);
    expect(await liveInvoice()).toBe(cookieAt3);
    const after = await versionList();
    expect(after.slice(0, 3).map((v) => [v.version, v.status, v.refused])).toEqual([
      [live + 2, 'published', undefined],
      [live + 1, 'superseded', STALE],
      [live, 'superseded', undefined],
    ]);
    const audit = (await call(s.url, 'GET', `/api/staff/audit?shopId=${SHOP}`, undefined, owner)).body.entries as Record<string, any>[];
    expect(audit.slice(0, 2).map((e) => [e.action, e.detail.version, e.detail.from, e.detail.reason])).toEqual([
      ['scheduled-refused', live + 1, live + 2, STALE],
      ['scheduled-live', live + 2, live, undefined],
    ]);
  });

  it('a version published from what the API served keeps the key order it was written in', async () => {
    const p = await publishDraft(manager, await liveEdited(cookieAt(5)));
    expect(p.status).toBe(201);
    const r = await call(s.url, 'GET', `${base}/profile`, undefined, manager);
    expect(r.body.version).toBe(p.body.version);
    expect(Object.keys(r.body.profile)).toEqual(Object.keys(profileFile));
    expect(Object.keys(r.body.profile.settings)).toEqual(Object.keys(profileFile.settings));
    expect(Object.keys(r.body.menu)).toEqual(Object.keys(menuFile));
    expect(Object.keys(r.body.menu.subMenus[0].products[0])).toEqual(Object.keys(menuFile.subMenus[0].products[0]));
    const stored = await s.db.query<{ profile_text: string }>(`SELECT profile_text FROM profile_versions WHERE shop_id = $1 AND version = $2`, [SHOP, p.body.version]);
    expect(Object.keys(JSON.parse(stored.rows[0]!.profile_text))).toEqual(Object.keys(profileFile));
    const one = await call(s.url, 'GET', `${base}/versions/${p.body.version}`, undefined, manager);
    expect(JSON.stringify(one.body.profile)).toBe(JSON.stringify(r.body.profile));
  });

  /** The highest event id so far ('0' when none): a reconnect's Last-Event-ID for what comes after. */
  const lastEventId = async () => (await s.db.query<{ id: string }>(`SELECT coalesce(max(id), 0)::text AS id FROM events`)).rows[0]!.id;
  /** Opens a stream with Last-Event-ID `after` and returns the ids it replays up to `last`. */
  const replayedIds = async (headers: Record<string, string>, after: string, last: string) => {
    const replay = await openSse(`${s.url}/api/staff/events`, { ...headers, 'Last-Event-ID': after });
    try {
      await replay.waitFor((m) => m.id === last, 3000);
      return replay.messages.map((m) => m.id);
    } finally {
      replay.close();
    }
  };

  it("a shop made while events streams are open: its profile.published reaches the owner's stream, as a reconnect gets it, and not another site's", async () => {
    const before = await lastEventId();
    const ownerStream = await openSse(`${s.url}/api/staff/events`, owner);
    const managerStream = await openSse(`${s.url}/api/staff/events`, manager);
    try {
      const r = await call(s.url, 'POST', '/api/staff/shops', { shopId: 'noodle-bar', name: 'Noodle Bar', timeZone: 'America/Chicago' }, owner);
      expect(r.status).toBe(201);
      const made = await ownerStream.waitFor((m) => m.event === 'profile.published' && m.data.shopId === 'noodle-bar', 3000);
      expect(made.data).toMatchObject({ type: 'profile.published', shopId: 'noodle-bar', subject: '1', actor: 'owner@example.com', data: { version: 1, from: null, source: 'studio', message: 'new shop' } });
      // A later event of the manager's own shop: each stream has decided every event before it.
      expect((await call(s.url, 'POST', `${base}/operations`, { busyMinutes: 5 }, manager)).status).toBe(200);
      const busy = await managerStream.waitFor((m) => m.event === 'operations.changed', 3000);
      await ownerStream.waitFor((m) => m.id === busy.id, 3000);
      expect(managerStream.messages.map((m) => [m.event, m.data.shopId])).toEqual([['operations.changed', SHOP]]);
      expect(ownerStream.messages.map((m) => [m.event, m.data.shopId])).toEqual([['profile.published', 'noodle-bar'], ['operations.changed', SHOP]]);
      // A client that reconnects from before gets exactly what the open stream got, in the same order.
      expect(await replayedIds(owner, before, busy.id!)).toEqual(ownerStream.messages.map((m) => m.id));
    } finally {
      ownerStream.close();
      managerStream.close();
      await call(s.url, 'POST', `${base}/operations`, { busyMinutes: 0 }, manager);
    }
  });

  describe('moving a shop to another site', () => {
    let juiceManager: Record<string, string>;
    /** The srvtest profile as live now, with its site.id set to `site`. */
    const movedTo = async (site: string) => {
      const live = await call(s.url, 'GET', `${base}/profile`, undefined, owner);
      return { profile: { ...live.body.profile, site: { ...live.body.profile.site, id: site } }, menu: live.body.menu };
    };
    const siteOfShop = async () => (await call(s.url, 'GET', `${base}/profile`, undefined, owner)).body.profile.site.id as string;
    /** The live version's number, read by the owner (a manager of the other site may not see the shop). */
    const liveNumber = async () => (await call(s.url, 'GET', `${base}/profile`, undefined, owner)).body.version as number;
    const ordersAs = async (headers: Record<string, string>) => (await call(s.url, 'GET', `${base}/orders`, undefined, headers)).status;

    beforeAll(async () => {
      // juice-bar (the shop made above) is its own site, with a manager of its own.
      await addStaff(s, 'juice@example.com', 'manager', ['juice-bar']);
      juiceManager = await staffHeaders(s.url, 'juice@example.com');
    });

    it("a manager's draft that moves the shop is an error finding, and its publish, now or later, is 403 FORBIDDEN_ROLE", async () => {
      const live = await liveNumber();
      const d = await draft(manager, await movedTo('juice-bar'));
      expect(d.status).toBe(201);
      expect(d.body.findings.map((f: any) => [f.severity, f.code, f.path])).toEqual([['error', 'SITE_CHANGE_NEEDS_OWNER', '/site/id']]);
      expect(d.body.findings[0].message).toBe('This draft moves the shop from site "srvtest" to site "juice-bar"; only an owner may move a shop to another site.');
      for (const body of [{}, { confirmWarnings: true }, { at: new Date(s.clock.now + 3_600_000).toISOString() }]) {
        const p = await call(s.url, 'POST', `${base}/drafts/${d.body.draftId}/publish`, body, manager);
        expect([p.status, p.body.error.code, p.body.error.path]).toEqual([403, 'FORBIDDEN_ROLE', '/site/id']);
        expect(p.body.error.message).toContain('Ask an owner of the restaurant');
      }
      expect(await liveNumber()).toBe(live);
      expect(await siteOfShop()).toBe('srvtest');
      // The shop stays where it was: its manager works its orders, the other site's manager does not see it.
      expect(await ordersAs(manager)).toBe(200);
      expect(await ordersAs(juiceManager)).toBe(404);
    });

    it("an owner's draft that moves it warns; a manager may not publish it; the owner may", async () => {
      const live = await liveNumber();
      const d = await draft(owner, await movedTo('juice-bar'));
      expect(d.body.findings.map((f: any) => [f.severity, f.code])).toEqual([['warning', 'SITE_CHANGE']]);
      const byManager = await call(s.url, 'POST', `${base}/drafts/${d.body.draftId}/publish`, { confirmWarnings: true }, manager);
      expect([byManager.status, byManager.body.error.code]).toEqual([403, 'FORBIDDEN_ROLE']);
      expect(byManager.body.error.message).toBe('This version moves the shop from site "srvtest" to site "juice-bar" (site.id), which hands its orders to that site\'s staff; your role (manager) may not move a shop to another site. Ask an owner of the restaurant to make this change, or keep site.id "srvtest".');
      expect((await call(s.url, 'POST', `${base}/drafts/${d.body.draftId}/publish`, {}, owner)).body.error.code).toBe('WARNINGS_NEED_CONFIRM');
      const p = await call(s.url, 'POST', `${base}/drafts/${d.body.draftId}/publish`, { confirmWarnings: true }, owner);
      expect(p.status).toBe(201);
      expect(p.body.version).toBe(live + 1);
      expect(await siteOfShop()).toBe('juice-bar');
      expect(await ordersAs(juiceManager)).toBe(200);
      expect(await ordersAs(manager)).toBe(404);
    });

    it('a rollback to a version of another site is an owner\'s too', async () => {
      const live = await liveNumber();
      const before = live - 1;
      // juice-bar's manager now holds the shop, but may not send it back to srvtest.
      const refused = await call(s.url, 'POST', `${base}/versions/${before}/rollback`, {}, juiceManager);
      expect([refused.status, refused.body.error.code, refused.body.error.path]).toEqual([403, 'FORBIDDEN_ROLE', '/site/id']);
      expect(await liveNumber()).toBe(live);
      const r = await call(s.url, 'POST', `${base}/versions/${before}/rollback`, {}, owner);
      expect(r.status).toBe(201);
      expect(await siteOfShop()).toBe('srvtest');
      expect(await ordersAs(manager)).toBe(200);
      expect(await ordersAs(juiceManager)).toBe(404);
    });

    it("a manager's version scheduled before the owner moved the shop does not go live and move it back", async () => {
      const invoice = await liveInvoice();
      const scheduled = await draft(manager, { ...(await movedTo('srvtest')), menu: menuWithBurgerAt(30) });
      const at = new Date(s.clock.now + 3_600_000).toISOString();
      const p = await call(s.url, 'POST', `${base}/drafts/${scheduled.body.draftId}/publish`, { at }, manager);
      expect([p.status, p.body.status]).toEqual([201, 'scheduled']);
      const moved = await draft(owner, await movedTo('juice-bar'));
      expect((await call(s.url, 'POST', `${base}/drafts/${moved.body.draftId}/publish`, { confirmWarnings: true, basedOnVersion: p.body.basedOnVersion }, owner)).status).toBe(201);
      const movedVersion = await liveNumber();
      s.clock.now += 3_600_000;
      await s.shops.tick();
      expect(await liveNumber()).toBe(movedVersion);
      expect(await siteOfShop()).toBe('juice-bar');
      expect(await liveInvoice()).toBe(invoice);
      const versions = (await call(s.url, 'GET', `${base}/versions`, undefined, owner)).body.versions as { version: number; status: string; publishedAt: string | null }[];
      expect(versions.find((v) => v.version === p.body.version)).toMatchObject({ status: 'superseded', publishedAt: null });
      // The owner's move was published on the version it was scheduled on: it was refused then.
      const audit = (await call(s.url, 'GET', `/api/staff/audit?shopId=${SHOP}`, undefined, owner)).body.entries.find((e: any) => e.action === 'scheduled-refused');
      expect(audit).toMatchObject({ actor: 'manager@example.com', detail: { version: p.body.version, from: movedVersion, reason: 'the live version changed since it was scheduled' } });
      // The owner puts it back where it belongs.
      const back = await draft(owner, await movedTo('srvtest'));
      expect((await call(s.url, 'POST', `${base}/drafts/${back.body.draftId}/publish`, { confirmWarnings: true }, owner)).status).toBe(201);
      expect(await siteOfShop()).toBe('srvtest');
    });

    it("a stream open before the shop moves to its site gets the move's profile.published, as a reconnect does; the site it left sees no more of it", async () => {
      // Orders left placed by earlier tests are late since the clock jumped an hour: the lifecycle's
      // timer would escalate them (an order.status event each) at some moment during this test.
      // Mark them escalated first; the timer's own update then finds nothing to do.
      await s.db.query(`UPDATE orders SET escalated_at = $1::timestamptz WHERE status = 'placed' AND escalated_at IS NULL`, [new Date(s.clock.now).toISOString()]);
      const before = await lastEventId();
      const juiceStream = await openSse(`${s.url}/api/staff/events`, juiceManager);
      const managerStream = await openSse(`${s.url}/api/staff/events`, manager);
      try {
        const away = await draft(owner, await movedTo('juice-bar'));
        const p = await call(s.url, 'POST', `${base}/drafts/${away.body.draftId}/publish`, { confirmWarnings: true }, owner);
        expect(p.status).toBe(201);
        const move = await juiceStream.waitFor((m) => m.event === 'profile.published' && m.data.shopId === SHOP, 3000);
        expect(move.data).toMatchObject({ subject: String(p.body.version), actor: 'owner@example.com', data: { version: p.body.version, from: p.body.version - 1 } });
        // The shop is juice-bar's now: its next event is too.
        expect((await call(s.url, 'POST', `${base}/operations`, { busyMinutes: 5 }, juiceManager)).status).toBe(200);
        const busy = await juiceStream.waitFor((m) => m.event === 'operations.changed', 3000);
        expect(juiceStream.messages.map((m) => [m.event, m.data.shopId])).toEqual([['profile.published', SHOP], ['operations.changed', SHOP]]);
        expect(await replayedIds(juiceManager, before, busy.id!)).toEqual(juiceStream.messages.map((m) => m.id));
        // The owner moves it back: now the srvtest manager's open stream gets the move, juice-bar's does not.
        const back = await draft(owner, await movedTo('srvtest'));
        const b = await call(s.url, 'POST', `${base}/drafts/${back.body.draftId}/publish`, { confirmWarnings: true }, owner);
        expect(b.status).toBe(201);
        await managerStream.waitFor((m) => m.event === 'profile.published' && m.data.subject === String(b.body.version), 3000);
        expect((await call(s.url, 'POST', '/api/staff/shops/juice-bar/operations', { busyMinutes: 5 }, juiceManager)).status).toBe(200);
        await juiceStream.waitFor((m) => m.event === 'operations.changed' && m.data.shopId === 'juice-bar', 3000);
        expect(juiceStream.messages.map((m) => [m.event, m.data.shopId])).toEqual([['profile.published', SHOP], ['operations.changed', SHOP], ['operations.changed', 'juice-bar']]);
        expect(managerStream.messages.map((m) => [m.event, m.data.shopId, m.data.subject])).toEqual([['profile.published', SHOP, String(b.body.version)]]);
      } finally {
        juiceStream.close();
        managerStream.close();
        await call(s.url, 'POST', `${base}/operations`, { busyMinutes: 0 }, owner);
        await call(s.url, 'POST', '/api/staff/shops/juice-bar/operations', { busyMinutes: 0 }, owner);
      }
      expect(await siteOfShop()).toBe('srvtest');
    });

    it("a profile webhook to this host or a private network is an error finding of the draft", async () => {
      const live = await call(s.url, 'GET', `${base}/profile`, undefined, manager);
      const hooks = [
        { url: 'https://pos.example.com/hooks', secret: 'a-secret-of-twenty-chars' },
        { url: 'http://127.0.0.1:8817/hook', secret: 'a-secret-of-twenty-chars' },
        { url: 'http://169.254.169.254/latest/meta-data/', secret: 'a-secret-of-twenty-chars' },
      ];
      const d = await draft(manager, { profile: { ...live.body.profile, orderHandling: { webhooks: hooks } }, menu: live.body.menu });
      expect(d.body.findings.map((f: any) => [f.severity, f.code, f.path])).toEqual([
        ['error', 'WEBHOOK_URL_NOT_PUBLIC', '/orderHandling/webhooks/1/url'],
        ['error', 'WEBHOOK_URL_NOT_PUBLIC', '/orderHandling/webhooks/2/url'],
      ]);
      expect((await call(s.url, 'POST', `${base}/drafts/${d.body.draftId}/publish`, {}, manager)).body.error.code).toBe('DRAFT_HAS_ERRORS');
    });
  });
});
