/**
 * `npm run bench:web`: the storefront's budgets, measured and printed (not a test).
 *
 * 1. gzip bytes of JavaScript and CSS per route: the entry and its imports plus the route's
 *    chunk and its imports, read from the build's manifest (target: menu route <= 120 KB JS).
 * 2. Lighthouse 12 (mobile) performance and accessibility on the menu, product and checkout
 *    pages of the shop with the largest menu (targets: performance >= 95, accessibility 100).
 * 3. A 500-product menu: the longest task while scrolling to the bottom and typing a search
 *    (target: no long task over 50 ms).
 * 4. Server-rendered menu pages per second (autocannon, 20 connections, a browser's
 *    Accept-Encoding) for the juice bar and the shop with the largest menu, with p50/p99, the
 *    server's CPU per page, and the rate of the same shop's JSON menu measured in the same run
 *    (target: the largest shop at least 2,000 pages/s with p99 under 50 ms). The server runs in
 *    its own process with every shipped shop, on the real clock.
 *
 * Reads `storefront/dist` (or STOREFRONT_DIST); run `npm run build` first.
 * `npm run bench:web -- --only pages` (or sizes, lighthouse, long-tasks) runs one part;
 * `--seconds` sets the pages' measuring time (default 10, after 2 s of warm-up).
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { manifestClosure, type Manifest } from '../../server/storefront/source.js';
import { CHROMIUM, hydrated, idle, launchBrowser, openPage, REPO, SHOPS, startStorefront, STOREFRONT_DIST, type Storefront } from '../browser/harness.js';
import { spawnServer } from '../server/harness.js';
import { ROUTES } from './routes.js';

const { values: args } = parseArgs({ options: { only: { type: 'string' }, seconds: { type: 'string' }, warmup: { type: 'string' } } });
const PARTS = args.only ? args.only.split(',') : ['sizes', 'pages', 'lighthouse', 'long-tasks'];
const SECONDS = Number(args.seconds ?? process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(args.warmup ?? 2);

const KB = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function routeSizes(): void {
  const client = join(STOREFRONT_DIST, 'client');
  const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gz = (file: string) => gzipSync(readFileSync(join(client, file)), { level: 9 }).length;
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  console.log('\nJavaScript and CSS per route (gzip -9; entry + route chunk and their imports)');
  console.log('route          JS          CSS       target');
  for (const [name, key] of Object.entries(ROUTES)) {
    const { files, css } = manifestClosure(manifest, [...entries, key]);
    const js = [...files].reduce((n, f) => n + gz(f), 0);
    const styles = [...css].reduce((n, f) => n + gz(f), 0);
    const target = name === 'menu' ? `<= 120 KB JS: ${js <= 120 * 1024 ? 'met' : 'MISSED'}` : '';
    console.log(`${name.padEnd(14)} ${KB(js).padStart(9)}  ${KB(styles).padStart(9)}   ${target}`);
  }
  // The staff console is a build of its own (admin/dist): never part of a customer's route.
  const adminAssets = join(REPO, 'admin', 'dist', 'assets');
  const files = readdirSync(adminAssets);
  const sum = (ext: string, pick: (f: string) => boolean) => files.filter((f) => f.endsWith(ext) && pick(f)).reduce((n, f) => n + gzipSync(readFileSync(join(adminAssets, f)), { level: 9 }).length, 0);
  console.log(`${'staff board'.padEnd(14)} ${KB(sum('.js', (f) => f.startsWith('index-'))).padStart(9)}  ${KB(sum('.css', () => true)).padStart(9)}   (/admin, its own build)`);
}

function largestShop(): { site: string; shopId: string; products: number; basePath: string; productId: string } {
  let best = { site: '', shopId: '', products: 0, basePath: '', productId: '' };
  for (const site of ['goldencrumb', 'juicestop', 'kaiju', 'loscompadres', 'saffrongrill', 'sunsetslice', 'tapiocatide', 'test', 'wingtheory']) {
    const dir = join(SHOPS, site);
    for (const f of readdirNames(dir).filter((x) => x.endsWith('.profile.json'))) {
      const profile = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { shopId: string; identity: { basePath?: string }; menu: { file: string } };
      const menu = JSON.parse(readFileSync(join(dir, profile.menu.file), 'utf8')) as { subMenus: { products: { id: string }[] }[] };
      const count = menu.subMenus.reduce((n, c) => n + c.products.length, 0);
      if (count > best.products) best = { site, shopId: profile.shopId, products: count, basePath: profile.identity.basePath ?? '', productId: menu.subMenus[0]!.products[0]!.id };
    }
  }
  return best;
}

function readdirNames(dir: string): string[] {
  return readdirSync(dir);
}

async function lighthouseScores(sf: Storefront): Promise<void> {
  const shop = largestShop();
  console.log(`\nLighthouse 12 (mobile) on ${shop.shopId}, the largest menu (${shop.products} products)`);
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const order = shop.basePath === '' ? '/order' : `${shop.basePath}/order`;
    const pages: [string, string][] = [['menu', order], ['product', `${shop.basePath}/products/${shop.productId}`], ['checkout', `${shop.basePath}/checkout`]];
    console.log('page        performance  accessibility  targets (>= 95, 100)');
    for (const [name, path] of pages) {
      const result = await lighthouse(sf.url(shop.site, path), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], formFactor: 'mobile' });
      const cats = result?.lhr.categories;
      const perf = Math.round((cats?.performance?.score ?? 0) * 100);
      const a11y = Math.round((cats?.accessibility?.score ?? 0) * 100);
      console.log(`${name.padEnd(11)} ${String(perf).padStart(11)}  ${String(a11y).padStart(13)}  ${perf >= 95 && a11y === 100 ? 'met' : 'MISSED'}`);
      const audits = result?.lhr.audits ?? {};
      const metric = (id: string) => audits[id]?.displayValue ?? '-';
      console.log(`            FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`);
      const failure = result?.lhr.runtimeError ?? Object.values(audits).find((a) => a.errorMessage)?.errorMessage;
      if (failure) console.log(`            Lighthouse could not measure everything: ${typeof failure === 'string' ? failure : `${failure.code}: ${failure.message}`}`);
      if (a11y < 100) {
        const failing = Object.values(result!.lhr.audits).filter((a) => a.score === 0 && result!.lhr.categories.accessibility!.auditRefs.some((r) => r.id === a.id));
        console.log(`            failing accessibility audits: ${failing.map((a) => a.id).join(', ')}`);
      }
    }
  } finally {
    chrome.kill();
  }
}

/** A copy of the test shop with a 500-product menu (10 categories of 50). */
function bigShop(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shops-500-'));
  cpSync(join(SHOPS, 'presets'), join(dir, 'presets'), { recursive: true });
  cpSync(join(SHOPS, 'test'), join(dir, 'test'), { recursive: true });
  const menuFile = join(dir, 'test', 'test.menu.json');
  const words = ['Smoked', 'Grilled', 'Crispy', 'Spicy', 'Garden', 'Classic', 'Golden', 'Herb', 'Citrus', 'Maple'];
  const dishes = ['Chicken', 'Tofu Bowl', 'Noodles', 'Burger', 'Salad', 'Tacos', 'Wrap', 'Curry', 'Pasta', 'Rice Plate'];
  const subMenus = Array.from({ length: 10 }, (_, c) => ({
    id: `big-c${c}`,
    name: { en: `${words[c]} Menu` },
    tag: '',
    products: Array.from({ length: 50 }, (_, i) => ({
      id: `big-${c}-${i}`,
      name: { en: `${words[(c + i) % 10]} ${dishes[i % 10]} ${i + 1}` },
      description: { en: 'Made to order with seasonal vegetables and house sauce.' },
      price: `${8 + (i % 12)}.${String((i * 7) % 100).padStart(2, '0')}`,
      ...(i % 3 === 0 ? { dietary: ['vegetarian'] } : i % 5 === 0 ? { dietary: ['halal'] } : {}),
      modgroups: [],
    })),
  }));
  writeFileSync(menuFile, JSON.stringify({ subMenus }));
  return dir;
}

async function longTasks(): Promise<void> {
  const dir = bigShop();
  const sf = await startStorefront({ shopsDir: dir });
  const browser = await launchBrowser();
  try {
    const { page } = await openPage(browser, sf, { width: 390 });
    await page.goto(sf.url('test', '/order'));
    await hydrated(page);
    await page.evaluate(() => {
      const w = window as unknown as { longest: number; tasks: number };
      w.longest = 0;
      w.tasks = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          w.longest = Math.max(w.longest, e.duration);
          w.tasks += 1;
        }
      }).observe({ type: 'longtask', buffered: false });
    });
    for (let y = 0; y < 60; y++) {
      await page.mouse.wheel(0, 900);
      // One scroll step per painted frame, as a finger's fling is.
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    }
    const search = page.getByRole('searchbox', { name: 'Search the menu' });
    await search.click();
    await page.keyboard.type('spicy noodles 2', { delay: 60 });
    await idle(page);
    await search.fill('');
    await page.getByRole('button', { name: 'Vegetarian' }).click();
    await idle(page);
    const r = await page.evaluate(() => {
      const w = window as unknown as { longest: number; tasks: number };
      return { longest: w.longest, tasks: w.tasks };
    });
    console.log(`\n500-product menu: ${r.tasks} long task(s) while scrolling, searching and filtering; the longest ${r.longest.toFixed(0)} ms (target: none over 50 ms: ${r.longest <= 50 ? 'met' : 'MISSED'})`);
  } finally {
    await browser.close();
    await sf.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Cannon {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  throughput: { total: number };
  '2xx': number;
  non2xx: number;
  errors: number;
}
// autocannon ships no types; the dynamic specifier keeps the type checker out of it.
const autocannonModule = 'autocannon';

/** CPU milliseconds (user + system) a process has used, from /proc (Linux; 0 elsewhere). */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * Pages per second: the juice bar's and the largest shop's menu pages, then the largest shop's
 * JSON menu, each for SECONDS after WARMUP, against a server in its own process.
 */
async function pagesPerSecond(): Promise<void> {
  const { default: autocannon } = (await import(autocannonModule)) as { default: (o: Record<string, unknown>) => Promise<Cannon> };
  const shop = largestShop();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pages-'));
  const server = await spawnServer({ DATA_DIR: dataDir, SHOPS_DIR: SHOPS, STOREFRONT_DIST });
  const pid = server.proc.pid ?? 0;
  const port = new URL(server.url).port;
  const order = (basePath: string) => (basePath === '' ? '/order' : `${basePath}/order`);
  const targets: { name: string; site: string; path: string; page: boolean }[] = [
    { name: 'juicestop menu page', site: 'juicestop', path: '/glendale/order', page: true },
    { name: `${shop.shopId} menu page`, site: shop.site, path: order(shop.basePath), page: true },
    { name: `${shop.shopId} JSON menu`, site: shop.site, path: `/api/shops/${shop.shopId}/menu`, page: false },
  ];
  const rows: { name: string; perSecond: number; p50: number; p99: number; bytes: number; cpu: number; failed: number; page: boolean }[] = [];
  try {
    for (const t of targets) {
      const opts = {
        url: `http://127.0.0.1:${port}${t.path}`,
        connections: 20,
        headers: { host: `${t.site}.localhost:${port}`, 'accept-encoding': 'gzip, deflate, br, zstd', accept: t.page ? 'text/html' : 'application/json' },
      };
      if (WARMUP > 0) await autocannon({ ...opts, duration: WARMUP });
      const before = cpuMs(pid);
      const r = await autocannon({ ...opts, duration: SECONDS });
      const n = Math.max(1, r['2xx'] + r.non2xx);
      rows.push({ name: t.name, perSecond: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bytes: r.throughput.total / n, cpu: (cpuMs(pid) - before) / n, failed: r.non2xx + r.errors, page: t.page });
    }
  } finally {
    server.proc.kill('SIGTERM');
    await new Promise((r) => server.proc.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const json = rows.find((r) => !r.page)!.perSecond;
  console.log(`\nServer-rendered menu pages: autocannon, 20 connections, ${SECONDS} s after ${WARMUP} s of warm-up, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end`);
  console.log('what                            per s      p50 ms   p99 ms   KB sent  server CPU ms  failed  vs JSON   target');
  for (const r of rows) {
    const largest = r.page && r.name.startsWith(shop.shopId);
    const target = largest ? `>= 2000/s, p99 < 50 ms: ${r.perSecond >= 2000 && r.p99 < 50 ? 'met' : 'MISSED'}` : '';
    console.log(
      `${r.name.padEnd(30)} ${r.perSecond.toFixed(0).padStart(7)}  ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)}  ${(r.bytes / 1024).toFixed(1).padStart(8)}  ${r.cpu.toFixed(3).padStart(13)}  ${String(r.failed).padStart(6)}  ${r.page ? `${(r.perSecond / json).toFixed(2)}x`.padStart(7) : '      -'}   ${target}`,
    );
  }
}

if (PARTS.includes('sizes')) routeSizes();
if (PARTS.includes('pages')) await pagesPerSecond();
if (PARTS.includes('lighthouse')) {
  // Lighthouse's browser runs on the real clock: so does the server here, as in production (a server
  // pinned to another day would render a menu the browser then re-resolves, shifting the layout).
  const sf = await startStorefront({ now: Date.now() });
  try {
    await lighthouseScores(sf);
  } catch (err) {
    console.log(`Lighthouse could not run: ${(err as Error).message}`);
  } finally {
    await sf.stop();
  }
}
if (PARTS.includes('long-tasks')) await longTasks();
