/**
 * Kept menu pages: a page kept by the server is what a fresh render gives; a publish, a live pause
 * and the passing of a schedule boundary each change the page served; ETag and 304 per encoding;
 * a staff preview is never kept and never reaches a customer; the page's inline script runs under
 * its hash-based policy in Chromium and the page hydrates without errors.
 */
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/staff/store.js';
import { bootOf, hydrated, launchBrowser, NOON_WEDNESDAY, openPage, startStorefront, type Storefront } from './harness.js';

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly raw: Buffer;
  /** The body, decompressed. */
  readonly html: string;
}

/** A GET as a site's host, with the headers given, never decompressed on the way. */
function get(sf: Storefront, site: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: sf.port, path, method: 'GET', headers: { Host: `${site}.localhost:${sf.port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const html = (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, html });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The page without its boot data, and the boot data without the instants it was rendered at (the server's port written as PORT). */
function parts(html: string, port: number): { page: string; boot: Record<string, any> } {
  html = html.replaceAll(`.localhost:${port}`, '.localhost:PORT');
  const boot = bootOf(html);
  delete boot.at;
  if (boot.menu) delete boot.menu.at;
  return { page: html.replace(/<script id="boot-data" type="application\/json">.*?<\/script>/s, ''), boot };
}

const categories = (html: string): string[] => (bootOf(html).menu.categories as { id: string }[]).map((c) => c.id);

/** Thursday 2025-06-19 on Juice Stop's clock (PDT, UTC-7). */
const THU = (time: string): number => Date.parse(`2025-06-19T${time}-07:00`);

let sf: Storefront;
let fresh: Storefront;
beforeAll(async () => {
  sf = await startStorefront();
  // The same server keeping nothing: every page it answers is rendered for that request.
  fresh = await startStorefront({ env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', STRIPE_SECRET_KEY: '', GOOGLE_MAPS_API_KEY: '', DEFAULT_SITE: '', PAGE_CACHE_MB: '0' } });
  await createUser(sf.server.db, { email: 'keeper@test.example', role: 'manager', sites: ['test', 'juicestop'], password: 'kept-pages-2025', mustChangePassword: false, createdBy: null, now: sf.clock.now });
});
afterAll(async () => {
  await fresh?.stop();
  await sf?.stop();
});

async function signIn(): Promise<Record<string, string>> {
  const base = `http://127.0.0.1:${sf.port}`;
  const res = await fetch(`${base}/api/staff/session`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base }, body: JSON.stringify({ email: 'keeper@test.example', password: 'kept-pages-2025' }) });
  expect(res.status).toBe(200);
  const token = /staff_session=([^;]*)/.exec(res.headers.getSetCookie().join('\n'))?.[1];
  return { Cookie: `staff_session=${token}`, Origin: base, 'Content-Type': 'application/json' };
}

describe('kept menu pages', () => {
  it('serves the page rendered first until its next change, equal to a fresh render', async () => {
    sf.clock.now = NOON_WEDNESDAY;
    const first = await get(sf, 'juicestop', '/glendale/order');
    expect(first.status).toBe(200);
    expect(bootOf(first.html).at).toBe(NOON_WEDNESDAY);
    // Wednesday 12:00 PDT: Juice Stop's next boundary is 16:00 (the legacy tags' 00:00-16:00 window).
    expect(bootOf(first.html).validUntil).toBe(Date.parse('2025-06-18T16:00:00-07:00'));

    const later = NOON_WEDNESDAY + 20 * 60_000;
    sf.clock.now = later;
    fresh.clock.now = later;
    const kept = await get(sf, 'juicestop', '/glendale/order?utm_source=flyer');
    expect(kept.raw.equals(first.raw)).toBe(true);
    expect(kept.headers.etag).toBe(first.headers.etag);
    expect(bootOf(kept.html).at).toBe(NOON_WEDNESDAY);

    const rendered = await get(fresh, 'juicestop', '/glendale/order');
    expect(bootOf(rendered.html).at).toBe(later);
    expect(parts(kept.html, sf.port)).toEqual(parts(rendered.html, fresh.port));
  });

  it('answers 304 to If-None-Match, with an ETag for each encoding', async () => {
    sf.clock.now = NOON_WEDNESDAY;
    const plain = await get(sf, 'kaiju', '/ktown/order');
    const br = await get(sf, 'kaiju', '/ktown/order', { 'Accept-Encoding': 'gzip, deflate, br' });
    const gz = await get(sf, 'kaiju', '/ktown/order', { 'Accept-Encoding': 'gzip' });
    expect([plain.headers['content-encoding'], br.headers['content-encoding'], gz.headers['content-encoding']]).toEqual([undefined, 'br', 'gzip']);
    expect(br.html).toBe(plain.html);
    expect(gz.html).toBe(plain.html);
    const tag = String(plain.headers.etag);
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect([br.headers.etag, gz.headers.etag]).toEqual([tag.replace(/"$/, '-br"'), tag.replace(/"$/, '-gz"')]);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toBe('Accept-Encoding');

    const again = await get(sf, 'kaiju', '/ktown/order', { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    // Another page's tag, or this page's tag in another encoding, gets the page.
    expect((await get(sf, 'kaiju', '/la-cienega/order', { 'If-None-Match': tag })).status).toBe(200);
    expect((await get(sf, 'kaiju', '/ktown/order', { 'Accept-Encoding': 'br', 'If-None-Match': tag })).status).toBe(200);
  });

  it('changes when the Thursday Taco Night window opens at 19:00', async () => {
    sf.clock.now = THU('18:59:00');
    const before = await get(sf, 'juicestop', '/glendale/order');
    expect(categories(before.html)).not.toContain('js-taco-night');
    expect(bootOf(before.html).validUntil).toBe(THU('19:00:00'));
    sf.clock.now = THU('18:59:59');
    expect((await get(sf, 'juicestop', '/glendale/order')).headers.etag).toBe(before.headers.etag);
    sf.clock.now = THU('19:00:00');
    const after = await get(sf, 'juicestop', '/glendale/order');
    expect(categories(after.html)).toContain('js-taco-night');
    expect(after.html).toContain('Taco Night');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('changes when staff pause ordering, and is the same page again once they resume', async () => {
    sf.clock.now = NOON_WEDNESDAY;
    const paused = 'online ordering is currently offline, you may still add items to order at a later time.';
    const staff = await signIn();
    const before = await get(sf, 'test', '/order');
    expect(before.html).not.toContain(paused);
    const base = `http://127.0.0.1:${sf.port}/api/staff/shops/test/operations`;
    expect((await fetch(base, { method: 'POST', headers: staff, body: JSON.stringify({ pause: { until: null } }) })).status).toBe(200);
    const during = await get(sf, 'test', '/order');
    expect(during.html).toContain(paused);
    expect(during.headers.etag).not.toBe(before.headers.etag);
    expect((await fetch(base, { method: 'POST', headers: staff, body: JSON.stringify({ resume: true }) })).status).toBe(200);
    const after = await get(sf, 'test', '/order');
    expect(after.html).not.toContain(paused);
    expect(after.headers.etag).toBe(before.headers.etag);
  });

  it('changes when a new version is published', async () => {
    sf.clock.now = NOON_WEDNESDAY;
    const staff = await signIn();
    const base = `http://127.0.0.1:${sf.port}/api/staff/shops/test`;
    const before = await get(sf, 'test', '/order');
    expect(before.html).toContain('$12.00');
    const live = (await (await fetch(`${base}/profile`, { headers: staff })).json()) as { profile: any; menu: any };
    const menu = structuredClone(live.menu);
    for (const sub of menu.subMenus) for (const p of sub.products) if (p.id === 't-cheeseburger') p.price = '12.75';
    const draft = await fetch(`${base}/drafts`, { method: 'POST', headers: staff, body: JSON.stringify({ profile: live.profile, menu }) });
    const { draftId } = (await draft.json()) as { draftId: string };
    const published = await fetch(`${base}/drafts/${draftId}/publish`, { method: 'POST', headers: staff, body: JSON.stringify({ confirmWarnings: true }) });
    expect(published.status).toBe(201);
    await sf.server.shops.refresh();
    const after = await get(sf, 'test', '/order');
    expect(after.html).toContain('$12.75');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('never keeps a staff preview nor shows it to customers', async () => {
    sf.clock.now = NOON_WEDNESDAY;
    const staff = await signIn();
    const base = `http://127.0.0.1:${sf.port}/api/staff/shops/juicestop`;
    const live = (await (await fetch(`${base}/profile`, { headers: staff })).json()) as { profile: any; menu: any };
    const menu = structuredClone(live.menu);
    menu.subMenus[0].name = { en: 'Preview Only Smoothies' };
    const draft = await fetch(`${base}/drafts`, { method: 'POST', headers: staff, body: JSON.stringify({ profile: live.profile, menu }) });
    const { draftId } = (await draft.json()) as { draftId: string };

    const customer = await get(sf, 'juicestop', '/glendale/order');
    const preview = await get(sf, 'juicestop', `/glendale/order?preview=${draftId}`, { Cookie: staff.Cookie!, 'Accept-Encoding': 'br' });
    expect(preview.status).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers.etag).toBeUndefined();
    expect(preview.html).toContain('Preview Only Smoothies');
    expect(preview.html).toContain('Draft preview at');
    // Customers, with the parameter or without, still get the kept live page.
    for (const path of ['/glendale/order', `/glendale/order?preview=${draftId}`]) {
      const after = await get(sf, 'juicestop', path);
      expect(after.headers.etag).toBe(customer.headers.etag);
      expect(after.html).not.toContain('Preview Only Smoothies');
      expect(after.html).not.toContain('Draft preview');
    }
  });

  it('runs the inline theme script under the page\'s hash-based policy and hydrates without errors in Chromium', async () => {
    sf.clock.now = NOON_WEDNESDAY;
    const browser = await launchBrowser();
    try {
      const { context, page } = await openPage(browser, sf, { width: 390 });
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
      });
      // Twice: the second answer is the kept page.
      for (let i = 0; i < 2; i += 1) {
        const res = await page.goto(sf.url('wingtheory', '/order'));
        expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
        expect(res?.headers()['content-security-policy']).not.toContain('nonce');
        await hydrated(page);
        // Wing Theory's profile chooses the dark theme; only the inline script sets it before hydration.
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      }
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toContain('menu');
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
