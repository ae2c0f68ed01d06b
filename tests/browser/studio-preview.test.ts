/**
 * The storefront's draft preview over HTTP: with a staff session of the shop,
 * `?preview={draftId}&at=` renders the draft (its changed price) at that instant, never cached,
 * with the banner; without a session, or with a session of another site, the parameter is
 * ignored and the live page is served. In Chromium (its clock at the server's Wednesday noon), the
 * hydrated preview stays at the asked Tuesday: the Tuesday-only category and the draft's price.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/staff/store.js';
import { bootOf, dollars, hydrated, idle, launchBrowser, openPage, startStorefront, type Storefront } from './harness.js';

let sf: Storefront;
beforeAll(async () => {
  sf = await startStorefront();
  await createUser(sf.server.db, { email: 'manager@test.example', role: 'manager', sites: ['test'], password: 'preview-pass-1', mustChangePassword: false, createdBy: null, now: sf.clock.now });
  await createUser(sf.server.db, { email: 'other@elsewhere.example', role: 'manager', sites: ['kaiju'], password: 'preview-pass-2', mustChangePassword: false, createdBy: null, now: sf.clock.now });
});
afterAll(async () => {
  await sf?.stop();
});

function get(path: string, cookie?: string, host = `test.localhost:${sf.port}`): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: sf.port, path, method: 'GET', headers: { Host: host, ...(cookie ? { Cookie: cookie } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function signIn(email: string, password: string): Promise<string> {
  const base = `http://127.0.0.1:${sf.port}`;
  const res = await fetch(`${base}/api/staff/session`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base }, body: JSON.stringify({ email, password }) });
  expect(res.status).toBe(200);
  const token = /staff_session=([^;]*)/.exec(res.headers.getSetCookie().join('\n'))?.[1];
  return `staff_session=${token}`;
}

/** The cheeseburger's price in the page's boot menu, in whatever unit the menu carries it. */
function burgerPrice(html: string): unknown {
  const boot = bootOf(html);
  const find = (v: unknown): unknown => {
    if (Array.isArray(v)) {
      for (const x of v) {
        const r = find(x);
        if (r !== undefined) return r;
      }
    } else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o['id'] === 't-cheeseburger' && ('priceCents' in o || 'price' in o)) return o['priceCents'] ?? o['price'];
      for (const x of Object.values(o)) {
        const r = find(x);
        if (r !== undefined) return r;
      }
    }
    return undefined;
  };
  return find(boot['menu']);
}

describe('draft preview on the storefront', () => {
  it('shows the draft to the shop\'s staff only, at the asked instant, never cached', async () => {
    const cookie = await signIn('manager@test.example', 'preview-pass-1');
    const base = `http://127.0.0.1:${sf.port}`;
    const live = (await (await fetch(`${base}/api/staff/shops/test/profile`, { headers: { Cookie: cookie } })).json()) as { profile: any; menu: any };
    // The test menu prices the cheeseburger at $12; the draft makes it $13.45.
    const menu = structuredClone(live.menu);
    for (const sub of menu.subMenus) for (const p of sub.products) if (p.id === 't-cheeseburger') p.price = '13.45';
    const draft = await fetch(`${base}/api/staff/shops/test/drafts`, { method: 'POST', headers: { Cookie: cookie, Origin: base, 'Content-Type': 'application/json' }, body: JSON.stringify({ profile: live.profile, menu }) });
    expect(draft.status).toBe(201);
    const { draftId } = (await draft.json()) as { draftId: string };

    const at = '2025-06-24T12:00:00-07:00';
    const query = `?preview=${draftId}&at=${encodeURIComponent(at)}`;
    // The site's front door sends the preview on to the menu with its query.
    const door = await get(`/${query}`, cookie);
    expect(door.status).toBe(302);
    expect(door.headers['location']).toBe(`/order${query}`);
    const path = `/order${query}`;
    const livePage = await get('/order');
    const preview = await get(path, cookie);
    expect(preview.status).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.body).toContain('Draft preview at Tue, Jun 24, 2025, 12:00 PM PDT');
    expect(bootOf(preview.body)['at']).toBe(Date.parse(at));
    const livePrice = burgerPrice(livePage.body);
    expect([1200, 12]).toContain(livePrice);
    expect(burgerPrice(preview.body)).toBe(livePrice === 1200 ? 1345 : 13.45);

    // No session: the parameter is ignored.
    const anonymous = await get(path);
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    expect(anonymous.body).not.toContain('Draft preview');
    expect(burgerPrice(anonymous.body)).toBe(livePrice);

    // A manager of another site sees the live page too.
    const otherCookie = await signIn('other@elsewhere.example', 'preview-pass-2');
    const other = await get(path, otherCookie);
    expect(other.body).not.toContain('Draft preview');
    expect(burgerPrice(other.body)).toBe(livePrice);

    // Asked where the console is signed in, on a host that is not the shop's site (the server's
    // bare address, another site's host): the draft's own site is rendered there.
    for (const host of [`127.0.0.1:${sf.port}`, `kaiju.localhost:${sf.port}`]) {
      const away = await get(path, cookie, host);
      expect({ host, status: away.status }).toEqual({ host, status: 200 });
      expect(away.body).toContain('Draft preview at Tue, Jun 24, 2025, 12:00 PM PDT');
      expect((bootOf(away.body)['shop'] as { shopId: string }).shopId).toBe('test');
      expect(burgerPrice(away.body)).toBe(livePrice === 1200 ? 1345 : 13.45);
      // Nobody signed in, or staff of another site: the host's own page, no draft.
      for (const who of [undefined, otherCookie]) {
        const page = await get(path, who, host);
        expect(page.body).not.toContain('Draft preview');
        expect((bootOf(page.body)['shop'] as { shopId: string } | undefined)?.shopId).not.toBe('test');
      }
    }
  });
});

describe('draft preview in the browser', () => {
  it('keeps the page clock at the asked instant after hydration', { timeout: 60_000 }, async () => {
    const cookie = await signIn('manager@test.example', 'preview-pass-1');
    const base = `http://127.0.0.1:${sf.port}`;
    const live = (await (await fetch(`${base}/api/staff/shops/test/profile`, { headers: { Cookie: cookie } })).json()) as { profile: any; menu: any };
    const menu = structuredClone(live.menu);
    for (const sub of menu.subMenus) for (const p of sub.products) if (p.id === 't-tuesday-taco') p.price = '2.35';
    const draft = await fetch(`${base}/api/staff/shops/test/drafts`, { method: 'POST', headers: { Cookie: cookie, Origin: base, 'Content-Type': 'application/json' }, body: JSON.stringify({ profile: live.profile, menu }) });
    expect(draft.status).toBe(201);
    const { draftId } = (await draft.json()) as { draftId: string };

    const browser = await launchBrowser();
    try {
      // The browser's clock is the server's: Wednesday noon, when the Tuesday-only category is not shown.
      const { context, page } = await openPage(browser, sf, { width: 1280 });
      const token = /staff_session=(.*)/.exec(cookie)![1]!;
      await context.addCookies([{ name: 'staff_session', value: token, domain: 'test.localhost', path: '/' }]);
      await page.goto(sf.url('test', `/order?preview=${draftId}&at=${encodeURIComponent('2025-06-17T12:00:00-07:00')}`));
      await page.getByText('Draft preview at Tue, Jun 17, 2025, 12:00 PM PDT').waitFor();
      await hydrated(page);
      // Past the first effects and transitions: the clock would have moved to the browser's by now.
      await idle(page);
      await expect.poll(() => page.getByRole('heading', { name: 'Tuesday Tacos', exact: true }).count()).toBe(1);
      // The draft's taco price, in the Tuesday section the browser resolved.
      expect(await page.getByRole('region', { name: 'Tuesday Tacos' }).getByText(dollars(235), { exact: true }).count()).toBeGreaterThan(0);
      // The live page at the same browser instant has no Tuesday category (what the preview must not fall back to).
      const plain = await openPage(browser, sf, { width: 1280 });
      await plain.page.goto(sf.url('test', '/order'));
      await hydrated(plain.page);
      await idle(plain.page);
      expect(await plain.page.getByRole('heading', { name: 'Tuesday Tacos', exact: true }).count()).toBe(0);
      await plain.context.close();
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
