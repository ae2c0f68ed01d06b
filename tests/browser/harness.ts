/**
 * Browser tests: a real order server with the built storefront (in this process, port 0, a
 * temporary PGlite folder, a pinned clock) and Debian's Chromium driven by playwright-core.
 * The browser's clock is pinned to the server's, so shop hours and time slots are the same in
 * both whatever the hour the tests run at.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startServer, type RunningServer, type ServerOptions } from '../../server/index.js';
import { createOfflineSmsProvider, type SmsMessage } from '../../server/sms.js';

export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SHOPS = join(REPO, 'shops');
export const STOREFRONT_DIST = process.env.STOREFRONT_DIST ?? join(REPO, 'storefront', 'dist');
/** The built staff console (served at /admin). */
export const ADMIN_DIST = process.env.ADMIN_DIST ?? join(REPO, 'admin', 'dist');
/** Wednesday 2025-06-18, 12:00 in Los Angeles: every shipped shop is open. */
export const NOON_WEDNESDAY = Date.parse('2025-06-18T19:00:00Z');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Storefront {
  readonly server: RunningServer;
  /** Texts the server sent (one-time codes), newest last. */
  readonly sms: SmsMessage[];
  readonly clock: { now: number };
  readonly port: number;
  /** `http://{site}.localhost:{port}{path}` */
  url(site: string, path?: string): string;
  stop(): Promise<void>;
}

/** Starts the server with the built storefront; `clock.now` is the server's instant (tests may move it). */
export async function startStorefront(options: Partial<Omit<ServerOptions, 'now'>> & { now?: number } = {}): Promise<Storefront> {
  if (!existsSync(join(STOREFRONT_DIST, 'server', 'entry-server.js'))) {
    throw new Error(`The storefront is not built (${STOREFRONT_DIST} is missing): run npm run build first.`);
  }
  const clock = { now: options.now ?? NOON_WEDNESDAY };
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-test-'));
  const { now: _now, ...rest } = options;
  const sms = createOfflineSmsProvider(() => {});
  const server = await startServer({
    smsProvider: sms,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    shopsDir: SHOPS,
    storefrontDir: STOREFRONT_DIST,
    adminDir: ADMIN_DIST,
    logger: false,
    now: () => clock.now,
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', STRIPE_SECRET_KEY: '', GOOGLE_MAPS_API_KEY: '', DEFAULT_SITE: '' },
    rateLimits: { cashbackPerMinute: 10_000, formsPerMinute: 10_000, quotesPerMinute: 100_000, ordersPerMinute: 100_000, textsPerAddressPerHour: 100_000, textsPerShopPerHour: 100_000 },
    ...rest,
  });
  return {
    server,
    sms: sms.outbox,
    clock,
    port: server.port,
    url: (site, path = '/') => `http://${site}.localhost:${server.port}${path}`,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium, headless, with nothing that reaches the network on its own. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

export interface PageOptions {
  /** CSS pixels; 390 (phone) by default. */
  readonly width?: number;
  readonly height?: number;
  /** The browser's clock (epoch ms); the storefront's clock by default. */
  readonly time?: number;
  /** The browser's time zone; the Test Kitchen's, America/Los_Angeles, by default. */
  readonly timezoneId?: string;
}

/** A fresh context (own storage) and page, its clock fixed at `time`. */
export async function openPage(browser: Browser, sf: Storefront, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const width = options.width ?? 390;
  const context = await browser.newContext({ viewport: { width, height: options.height ?? (width < 600 ? 844 : 900) }, deviceScaleFactor: 1, locale: 'en-US', timezoneId: options.timezoneId ?? 'America/Los_Angeles' });
  await context.clock.setFixedTime(options.time ?? sf.clock.now);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  // A file's first page is the server's first render (menus loaded, pages built): on a busy
  // machine it can take longer than a click.
  page.setDefaultNavigationTimeout(30_000);
  return { context, page };
}

/**
 * axe-core's serious and critical violations on the page, as readable lines (empty = none).
 * Checked with reduced motion, as the page is once it has settled: the added-to-cart notice fades
 * out over its last 300 ms, and a text caught half-faded fails the contrast check although
 * nobody reads it then.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const result = await new AxeBuilder({ page }).analyze().finally(() => page.emulateMedia({ reducedMotion: null }));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

/**
 * Waits until the page has painted what it was doing and the browser is idle (two animation
 * frames, then an idle callback): for pictures and measurements, instead of a fixed sleep.
 */
export async function idle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 })));
      }),
  );
}

/** Waits until the page has hydrated (the storefront marks <html data-hydrated>). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/** The server's quote for a cart, for comparing with what the browser shows. */
export async function serverQuote(sf: Storefront, shopId: string, cart: unknown): Promise<{ totals: Record<string, number>; blockers: { code: string; message: string }[] }> {
  const res = await fetch(`http://127.0.0.1:${sf.port}/api/shops/${shopId}/quote`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(cart) });
  if (!res.ok) throw new Error(`quote failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { totals: Record<string, number>; blockers: { code: string; message: string }[] };
}

/** Formats cents as the storefront shows them ('$12.95'), computed here independently. */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/** A GET to the storefront as the named site (Host header), without following redirects. */
export function getAs(sf: { readonly port: number }, site: string | null, path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: sf.port, path, method: 'GET', headers: { Host: site ? `${site}.localhost:${sf.port}` : `127.0.0.1:${sf.port}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The boot data a server-rendered page embeds. */
export function bootOf(html: string): Record<string, any> {
  const m = /<script id="boot-data" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!m) throw new Error('The page has no boot data.');
  return JSON.parse(m[1]!) as Record<string, any>;
}

/**
 * A storefront and a browser for one test file: started before its tests, stopped after them.
 * Read `sf` and `browser` inside tests (they exist once beforeAll has run).
 */
export function storefrontSuite(options: Partial<ServerOptions> & { now?: number } = {}): { readonly sf: Storefront; readonly browser: Browser } {
  const suite: { sf?: Storefront; browser?: Browser } = {};
  beforeAll(async () => {
    suite.sf = await startStorefront(options);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.sf?.stop();
  });
  return {
    get sf() {
      return suite.sf!;
    },
    get browser() {
      return suite.browser!;
    },
  };
}

/**
 * Presses 'Text me a code' and returns the code texted: read once the server has answered the
 * request (read before, the outbox may still hold the previous text's code).
 */
export async function textedCode(page: Page, sms: readonly SmsMessage[]): Promise<string> {
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && /\/phone-verifications$/.test(new URL(r.url()).pathname));
  await page.getByRole('button', { name: 'Text me a code' }).click();
  expect((await answered).ok()).toBe(true);
  return /(\d{6})/.exec(sms.at(-1)!.body)![1]!;
}
