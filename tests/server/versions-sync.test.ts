/**
 * The shops folder and the database in step (PGlite data folder; the CLI runs against it): the
 * files seed version 1; changed files become a new version at start; a studio version newer than
 * the last one from files is kept with a warning; shopctl publish refuses it unless --force and
 * refuses lint errors; shopctl pull writes the live version back so the next start finds nothing
 * to publish; publish refuses to run while a server holds the folder.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runShopctl } from '../../cli/commands/testing.js';
import { burgerCart, call, FIXTURE_SHOPS, startTestServer, type TestServer } from './harness.js';
import { addStaff, staffHeaders } from './staff-helpers.js';

const SHOP = 'srvtest';
const shopsDir = mkdtempSync(join(tmpdir(), 'sync-shops-'));
cpSync(FIXTURE_SHOPS, shopsDir, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'sync-data-'));
const menuPath = join(shopsDir, SHOP, `${SHOP}.menu.json`);

function setBurgerPrice(dollars: number): void {
  const menu = JSON.parse(readFileSync(menuPath, 'utf8'));
  for (const c of menu.subMenus) for (const p of c.products) if (p.id === 'p-burger') p.price = dollars;
  writeFileSync(menuPath, JSON.stringify(menu, null, 2));
}

let server: TestServer | undefined;
/** Log lines the server wrote (JSON), when started with `logged`. */
const logged: Record<string, unknown>[] = [];
async function start(captureLog = false): Promise<TestServer> {
  const logger = captureLog ? { level: 'warn', stream: { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) } } : false;
  server = await startTestServer('pglite', { shopsDir, dataDir, versionPollMs: 0, logger });
  return server;
}
async function stop(): Promise<void> {
  // The harness would delete the data folder: close the server only.
  await server?.close();
  server = undefined;
}
const subtotal = async (s: TestServer) => (await call(s.url, 'POST', `/api/shops/${SHOP}/quote`, burgerCart())).body.totals.subtotalCents as number;
const live = async (s: TestServer) => (await s.db.query<{ version: number; source: string }>(`SELECT version, source FROM profile_versions WHERE shop_id = $1 AND status = 'published'`, [SHOP])).rows[0];

afterAll(async () => {
  await stop();
  rmSync(shopsDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('files and versions in step', () => {
  it('follows the files, keeps a newer studio version with a warning, and obeys publish --force and pull', async () => {
    let s = await start();
    expect(await live(s)).toEqual({ version: 1, source: 'files' });
    // 2 burgers with fries at $10 + $2, and a $1.50 cookie.
    expect(await subtotal(s)).toBe(2550);
    await stop();

    // The files changed, nobody used the studio: a new version at start.
    setBurgerPrice(11);
    s = await start();
    expect(await live(s)).toEqual({ version: 2, source: 'files' });
    expect(await subtotal(s)).toBe(2750);
    expect(s.shops.warnings.filter((w) => w.code === 'STUDIO_VERSION_KEPT')).toEqual([]);

    // A manager publishes from the studio.
    await addStaff(s, 'manager@example.com', 'manager', [SHOP]);
    const headers = await staffHeaders(s.url, 'manager@example.com');
    const profile = (await call(s.url, 'GET', `/api/staff/shops/${SHOP}/profile`, undefined, headers)).body;
    const menu = structuredClone(profile.menu);
    for (const c of menu.subMenus) for (const p of c.products) if (p.id === 'p-burger') p.price = 12;
    const d = await call(s.url, 'POST', `/api/staff/shops/${SHOP}/drafts`, { profile: profile.profile, menu }, headers);
    expect((await call(s.url, 'POST', `/api/staff/shops/${SHOP}/drafts/${d.body.draftId}/publish`, {}, headers)).status).toBe(201);
    // While the server holds the folder, the CLI refuses with exit 2.
    const locked = await runShopctl(['publish', join(shopsDir, SHOP), '--data-dir', dataDir]);
    expect(locked.code).toBe(2);
    expect(locked.err).toContain('A server is running on');
    await stop();

    // Unchanged files after a studio publish: the studio's stays, silently.
    s = await start();
    expect(await live(s)).toEqual({ version: 3, source: 'studio' });
    expect(s.shops.warnings.filter((w) => w.code === 'STUDIO_VERSION_KEPT')).toEqual([]);
    await stop();

    // Both changed: the studio's stays, and the warning names the shop and what to do.
    setBurgerPrice(14);
    s = await start(true);
    expect(await live(s)).toEqual({ version: 3, source: 'studio' });
    expect(await subtotal(s)).toBe(2950);
    const warning = s.shops.warnings.find((w) => w.code === 'STUDIO_VERSION_KEPT');
    // The log line's shopId is the shop's id; the profile file is under file.
    const line = logged.find((l) => typeof l['msg'] === 'string' && (l['msg'] as string).startsWith(`Shop ${SHOP}: the files in`));
    expect([line?.['shopId'], line?.['file']]).toEqual([SHOP, join(shopsDir, SHOP, `${SHOP}.profile.json`)]);
    expect(warning?.message).toContain(`Shop ${SHOP}: the files in`);
    expect(warning?.message).toContain('version 3 was published from the studio by manager@example.com');
    expect(warning?.message).toContain(`shopctl pull ${SHOP}`);
    expect(warning?.message).toContain('--force');
    await stop();

    // shopctl publish refuses without --force, publishes with it.
    const refused = await runShopctl(['publish', join(shopsDir, SHOP), '--data-dir', dataDir]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('version 3 was published from the studio');
    const forced = await runShopctl(['publish', join(shopsDir, SHOP), '--data-dir', dataDir, '--force']);
    expect(forced.err).toBe('');
    expect(forced.code).toBe(0);
    expect(forced.out).toBe(`Published ${SHOP} as version 4.\n`);
    const again = await runShopctl(['publish', join(shopsDir, SHOP), '--data-dir', dataDir]);
    expect(again.out).toBe(`${SHOP}: the files are what is live (version 4); nothing to publish.\n`);

    // Lint errors refuse the publish with the findings.
    const profilePath = join(shopsDir, SHOP, `${SHOP}.profile.json`);
    const good = readFileSync(profilePath, 'utf8');
    writeFileSync(profilePath, good.replace('"taxPercentage"', '"taxPercentge"'));
    const bad = await runShopctl(['publish', join(shopsDir, SHOP), '--data-dir', dataDir, '--force']);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('UNKNOWN_KEY');
    expect(bad.err).toContain('Nothing was published');
    writeFileSync(profilePath, good);

    // pull writes the live version back; the next start then has nothing to publish.
    s = await start();
    await addStaff(s, 'owner@example.com', 'owner');
    const owner = await staffHeaders(s.url, 'owner@example.com');
    expect((await call(s.url, 'POST', `/api/staff/shops/${SHOP}/versions/3/rollback`, {}, owner)).status).toBe(201);
    await stop();
    const out = join(shopsDir, SHOP);
    const pulled = await runShopctl(['pull', SHOP, '--out', out, '--data-dir', dataDir]);
    expect(pulled.code).toBe(0);
    expect(pulled.out).toContain(`Wrote version 5 of ${SHOP} (rollback, by owner@example.com)`);
    const burger = JSON.parse(readFileSync(menuPath, 'utf8')).subMenus.flatMap((c: any) => c.products).find((p: any) => p.id === 'p-burger');
    expect(burger.price).toBe(12);
    expect(readFileSync(profilePath, 'utf8')).toContain('"from": "00:00"');
    s = await start();
    expect(await live(s)).toEqual({ version: 5, source: 'rollback' });
    expect(s.shops.warnings.filter((w) => w.code === 'STUDIO_VERSION_KEPT')).toEqual([]);
    expect(await subtotal(s)).toBe(2950);
  }, 120_000);

  it("a studio version made from what the API served pulls back in the files' key order ($schema first)", async () => {
    await stop();
    const s = await start();
    const owner = await staffHeaders(s.url, 'owner@example.com');
    const served = (await call(s.url, 'GET', `/api/staff/shops/${SHOP}/profile`, undefined, owner)).body;
    const menu = structuredClone(served.menu);
    for (const c of menu.subMenus) for (const p of c.products) if (p.id === 'p-cookie') p.price = 2;
    const d = await call(s.url, 'POST', `/api/staff/shops/${SHOP}/drafts`, { profile: served.profile, menu }, owner);
    expect((await call(s.url, 'POST', `/api/staff/shops/${SHOP}/drafts/${d.body.draftId}/publish`, { confirmWarnings: true }, owner)).status).toBe(201);
    await stop();
    const out = mkdtempSync(join(tmpdir(), 'sync-pull-'));
    try {
      expect((await runShopctl(['pull', SHOP, '--out', out, '--data-dir', dataDir])).code).toBe(0);
      const original = JSON.parse(readFileSync(join(FIXTURE_SHOPS, SHOP, `${SHOP}.profile.json`), 'utf8'));
      const originalMenu = JSON.parse(readFileSync(join(FIXTURE_SHOPS, SHOP, `${SHOP}.menu.json`), 'utf8'));
      const pulled = JSON.parse(readFileSync(join(out, `${SHOP}.profile.json`), 'utf8'));
      const pulledMenu = JSON.parse(readFileSync(join(out, `${SHOP}.menu.json`), 'utf8'));
      expect(Object.keys(pulled)[0]).toBe('$schema');
      expect(Object.keys(pulled)).toEqual(Object.keys(original));
      expect(Object.keys(pulled.settings)).toEqual(Object.keys(original.settings));
      expect(Object.keys(pulledMenu)).toEqual(Object.keys(originalMenu));
      expect(pulledMenu.subMenus.map((c: any) => c.products.map((p: any) => Object.keys(p)))).toEqual(originalMenu.subMenus.map((c: any) => c.products.map((p: any) => Object.keys(p))));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
