/**
 * `shopctl publish` and `shopctl pull` on an embedded database (a temporary data folder): what
 * publish says when the files are the last version taken from them but a studio version that
 * differs is live, and their --json.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db.js';
import { migrate } from '../../server/migrate.js';
import { liveVersion, publish } from '../../server/versions/store.js';
import { REPO_ROOT, runShopctl } from './testing.js';

const base = mkdtempSync(join(tmpdir(), 'shopctl-versions-'));
const shops = join(base, 'shops');
const site = join(shops, 'test');
cpSync(join(REPO_ROOT, 'shops', 'test'), site, { recursive: true });
const dataDir = join(base, 'data');
afterAll(() => rmSync(base, { recursive: true, force: true }));

const publishCli = (argv: string[]) => runShopctl(['publish', ...argv, '--data-dir', dataDir]);

/** What an owner does in the studio: a new version of the live profile with another tax rate. */
async function publishFromStudio(taxPercentage: number): Promise<void> {
  const db = await openPglite(join(dataDir, 'pglite'));
  try {
    await migrate(db);
    const live = (await liveVersion(db, 'test'))!;
    const profile = structuredClone(live.profile) as { settings: { taxPercentage: number } };
    profile.settings.taxPercentage = taxPercentage;
    const r = await publish(db, { shopId: 'test', profile, profileText: JSON.stringify(profile), menu: live.menu, menuText: live.menuText, author: 'owner@example.com', message: 'tax', source: 'studio', basedOnVersion: live.version!, now: Date.parse('2026-03-10T20:00:00Z') });
    expect(r.ok).toBe(true);
  } finally {
    await db.close();
  }
}

describe('shopctl publish after a studio publish', () => {
  it('says the live studio version differs from the files and refuses (exit 1) until --force', async () => {
    const first = await publishCli([site, '--json']);
    expect(first.code).toBe(0);
    expect(JSON.parse(first.out)).toEqual({
      ok: true,
      findings: [],
      shops: [{ shopId: 'test', dir: site, outcome: 'published', version: 1, message: 'Published test as version 1.' }],
    });

    await publishFromStudio(11);
    // The files still say 9.5% and are version 1; the live version 2 says 11%.
    expect(JSON.parse(readFileSync(join(site, 'test.profile.json'), 'utf8')).settings.taxPercentage).toBe(9.5);
    const refusal =
      `Shop test: the live version 2 (published from the studio by owner@example.com) differs from the files in ${site}, which are version 1; nothing was published. ` +
      `Run "shopctl pull test --out ${site}" to write the live version to the files, or "shopctl publish ${site} --force" to publish the files over it.`;
    const refused = await publishCli([site]);
    expect([refused.code, refused.out, refused.err]).toEqual([1, '', `${refusal}\n`]);

    // Given the folder of sites, the message still names the shop's own folder.
    const fromParent = await publishCli([shops, '--json']);
    expect(fromParent.code).toBe(1);
    expect(JSON.parse(fromParent.out)).toEqual({ ok: false, findings: [], shops: [{ shopId: 'test', dir: site, outcome: 'studio-live', version: 2, message: refusal }] });

    const forced = await publishCli([site, '--force']);
    expect([forced.code, forced.out, forced.err]).toEqual([0, 'Published test as version 3.\n', '']);
    // Only now are the files what is live.
    const again = await publishCli([site]);
    expect([again.code, again.out]).toEqual([0, 'test: the files are what is live (version 3); nothing to publish.\n']);
  }, 60_000);

  it('pull --json names the version and the files written', async () => {
    const out = join(base, 'pulled');
    const pulled = await runShopctl(['pull', 'test', '--out', out, '--data-dir', dataDir, '--json']);
    expect(pulled.code).toBe(0);
    expect(JSON.parse(pulled.out)).toEqual({ ok: true, shopId: 'test', version: 3, source: 'files', author: 'shopctl', files: [join(out, 'test.profile.json'), join(out, 'test.menu.json')] });
    expect(JSON.parse(readFileSync(join(out, 'test.profile.json'), 'utf8')).settings.taxPercentage).toBe(9.5);

    const missing = await runShopctl(['pull', 'nosuchshop', '--data-dir', dataDir, '--json']);
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.out)).toMatchObject({ ok: false, exitCode: 1, error: { code: 'FINDINGS' } });

    // --out naming a file is bad usage, said plainly, and the file is left as it was.
    const file = join(base, 'not-a-folder.txt');
    writeFileSync(file, 'keep me');
    const onFile = await runShopctl(['pull', 'test', '--out', file, '--data-dir', dataDir]);
    expect(onFile.code).toBe(2);
    expect(onFile.err).toBe(`--out ${file} is a file, not a folder; choose a folder (the profile and its menu file are written into it).\n`);
    expect(readFileSync(file, 'utf8')).toBe('keep me');
  }, 60_000);

  it('publish --json reports lint errors as findings, publishing nothing', async () => {
    const bad = join(base, 'bad');
    cpSync(site, bad, { recursive: true });
    const file = join(bad, 'test.profile.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"taxPercentage"', '"taxPercentge"'));
    const r = await publishCli([bad, '--json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out) as { ok: boolean; findings: { code: string; file: string }[]; shops: unknown[] };
    expect(report.ok).toBe(false);
    expect(report.shops).toEqual([]);
    expect(report.findings.map((f) => [f.code, f.file])).toContainEqual(['UNKNOWN_KEY', file]);
  }, 60_000);
});

describe('shopctl pull of a location whose menu file another location shares', () => {
  const folder = join(base, 'fornorosso');
  cpSync(join(REPO_ROOT, 'shops', 'fornorosso'), folder, { recursive: true });
  const forno = join(base, 'forno-data');
  const menuPath = join(folder, 'fornorosso.menu.json');
  const cli = (argv: string[]) => runShopctl([...argv, '--data-dir', forno]);

  /** A studio version of Silver Lake with the margherita at `price`, made on its live version. */
  async function silverLakeMargheritaAt(price: string): Promise<void> {
    const db = await openPglite(join(forno, 'pglite'));
    try {
      await migrate(db);
      const live = (await liveVersion(db, 'fornorosso-silverlake'))!;
      const menu = JSON.parse(live.menuText!) as { subMenus: { products: { id: string; price: string }[] }[] };
      for (const c of menu.subMenus) for (const p of c.products) if (p.id === 'fr-margherita') p.price = price;
      const r = await publish(db, { shopId: 'fornorosso-silverlake', profile: JSON.parse(live.profileText!), profileText: live.profileText!, menu, menuText: JSON.stringify(menu, null, 2), author: 'owner@example.com', message: 'margherita', source: 'studio', basedOnVersion: live.version!, now: Date.parse('2026-03-10T20:00:00Z') });
      expect(r.ok).toBe(true);
    } finally {
      await db.close();
    }
  }
  const margherita = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { subMenus: { products: { id: string; price: string }[] }[] }).subMenus.flatMap((c) => c.products).find((p) => p.id === 'fr-margherita')!.price;

  it("refuses to write the shared file when it would change the other location's menu, and writes a menu of its own with --menu-file", async () => {
    expect((await cli(['publish', folder])).code).toBe(0);
    await silverLakeMargheritaAt('16.50');
    const sharedBefore = readFileSync(menuPath, 'utf8');
    const profileBefore = readFileSync(join(folder, 'fornorosso-silverlake.profile.json'), 'utf8');

    const refused = await cli(['pull', 'fornorosso-silverlake', '--out', folder]);
    expect(refused.code).toBe(1);
    expect(refused.out).toBe('');
    expect(refused.err).toBe(
      `${menuPath} is also the menu of fornorosso-culvercity (fornorosso-culvercity.profile.json), whose live version 1 has another menu; ` +
        `writing fornorosso-silverlake's menu there would change fornorosso-culvercity's menu at the next start. Nothing was written. ` +
        `Make the two menus the same in the studio and pull both, or give fornorosso-silverlake a menu file of its own: shopctl pull fornorosso-silverlake --out ${folder} --menu-file fornorosso-silverlake.menu.json\n`,
    );
    expect(readFileSync(menuPath, 'utf8')).toBe(sharedBefore);
    expect(readFileSync(join(folder, 'fornorosso-silverlake.profile.json'), 'utf8')).toBe(profileBefore);

    // Culver City's live menu is what the shared file holds: its pull goes ahead.
    const sibling = await cli(['pull', 'fornorosso-culvercity', '--out', folder]);
    expect(sibling.code).toBe(0);
    expect(margherita(menuPath)).toBe('15.00');

    const own = await cli(['pull', 'fornorosso-silverlake', '--out', folder, '--menu-file', 'fornorosso-silverlake.menu.json']);
    expect([own.code, own.err]).toEqual([0, '']);
    expect(margherita(join(folder, 'fornorosso-silverlake.menu.json'))).toBe('16.50');
    expect(margherita(menuPath)).toBe('15.00');
    expect(JSON.parse(readFileSync(join(folder, 'fornorosso-silverlake.profile.json'), 'utf8')).menu.file).toBe('fornorosso-silverlake.menu.json');
    // Culver City keeps its menu at the next publish.
    const next = JSON.parse((await cli(['publish', folder, '--json', '--force'])).out) as { shops: { shopId: string; outcome: string }[] };
    expect(next.shops.find((x) => x.shopId === 'fornorosso-culvercity')!.outcome).toBe('unchanged');
  }, 60_000);
});
