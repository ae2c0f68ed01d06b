/** Start-up: profile errors stop the server with every finding listed; production refuses test payments. */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp, ProfileLoadError, startServer } from '../../server/index.js';
import { call, HERE, REPO } from './harness.js';

const BAD_SHOPS = join(HERE, 'fixtures', 'badshops');
const dirs: string[] = [];
const tempDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'srv-start-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('start-up', () => {
  it('a profile with an error finding stops the start with file:line:col CODE message', async () => {
    const err = await createApp({ shopsDir: BAD_SHOPS, dataDir: tempDir(), env: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProfileLoadError);
    const message = (err as Error).message;
    expect(message).toContain('broken.profile.json:4:34 BAD_VALUE');
    expect((err as ProfileLoadError).findings[0]).toMatchObject({ code: 'BAD_VALUE', path: '/settings/taxPercentage' });
  });

  it("a profile shopctl lint calls broken (a page naming no category) stops the start, as the studio refuses to publish it", async () => {
    const dir = tempDir();
    cpSync(join(REPO, 'shops', 'juicestop'), join(dir, 'juicestop'), { recursive: true });
    const file = join(dir, 'juicestop', 'juicestop.profile.json');
    const profile = JSON.parse(readFileSync(file, 'utf8')) as { presentation?: { pages?: unknown[] } };
    profile.presentation = { ...profile.presentation, pages: [...(profile.presentation?.pages ?? []), { path: '/tacos', title: 'Tacos', kind: 'category', categoryId: 'no-such-category' }] };
    writeFileSync(file, JSON.stringify(profile, null, 2));
    const err = await createApp({ shopsDir: dir, dataDir: tempDir(), env: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProfileLoadError);
    expect((err as ProfileLoadError).findings.map((f) => f.code)).toEqual(['PAGE_CATEGORY_UNKNOWN']);
    expect((err as Error).message).toContain('no-such-category');
  });

  it('the process exits non-zero with the findings on stderr, before listening', () => {
    const r = spawnSync(join(REPO, 'node_modules', '.bin', 'tsx'), [join(REPO, 'server', 'main.ts')], {
      cwd: REPO,
      env: { ...process.env, SHOPS_DIR: BAD_SHOPS, DATA_DIR: tempDir(), PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('broken.profile.json:4:34 BAD_VALUE');
    expect(r.stdout).not.toContain('listening');
  });

  it('NODE_ENV=production without Stripe keys refuses to start', async () => {
    const err = await createApp({ shopsDir: join(HERE, 'fixtures', 'shops'), dataDir: tempDir(), env: { NODE_ENV: 'production' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toContain('STRIPE_SECRET_KEY');
  });

  it("loads every profile of the repository's shops folder", async () => {
    const server = await startServer({ port: 0, shopsDir: join(REPO, 'shops'), dataDir: tempDir(), env: {}, logger: false });
    try {
      const r = await call(server.url, 'GET', '/api/shops');
      expect(r.status).toBe(200);
      expect(r.body.shops.length).toBeGreaterThan(0);
      for (const shop of r.body.shops as { shopId: string }[]) {
        const menu = await call(server.url, 'GET', `/api/shops/${shop.shopId}/menu`);
        expect(menu.status, shop.shopId).toBe(200);
      }
    } finally {
      await server.close();
    }
  });
});
