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
