/**
 * The storefront's draft preview over HTTP: with a staff session of the shop,
 * `?preview={draftId}&at=` renders the draft (its changed price) at that instant, never cached,
 * with the banner; without a session, or with a session of another site, the parameter is
 * ignored and the live page is served.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/staff/store.js';
import { bootOf, startStorefront, type Storefront } from './harness.js';

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
