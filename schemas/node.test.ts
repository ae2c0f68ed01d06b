import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { findPresetsDir, findProfileFiles, loadProfileFile, loadProfilesInDir, nodeFileSystem } from './node.js';

const MENU = { subMenus: [{ id: 'c1', name: 'Mains', products: [{ id: 'p1', name: 'Burger', price: 9 }] }] };
const profileJson = (shopId: string, menu: unknown, extra: Record<string, unknown> = {}): string =>
  JSON.stringify({ shopId, identity: { name: shopId, timeZone: 'America/Los_Angeles' }, menu, ...extra }, null, 2);

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'profiles-'));
  mkdirSync(join(root, 'shops', 'presets'), { recursive: true });
  mkdirSync(join(root, 'shops', 'cafe', 'nested'), { recursive: true });
  writeFileSync(join(root, 'shops', 'presets', 'legacy-tags.json'), JSON.stringify({ id: 'legacy-tags', rules: [{ id: 'tag-hide', kind: 'hide', target: 'category', match: { tagContains: 'hide' } }] }));
  writeFileSync(join(root, 'shops', 'presets', 'broken.json'), '{ "id": "broken", "rules": [ { "id": "x", "kind": "nope" } ] }');
  writeFileSync(join(root, 'shops', 'cafe', 'menu.json'), JSON.stringify(MENU, null, 2));
  writeFileSync(join(root, 'shops', 'cafe', 'cafe.profile.json'), profileJson('cafe', { file: 'menu.json' }, { extends: ['legacy-tags'] }));
  writeFileSync(join(root, 'shops', 'cafe', 'nested', 'bar.profile.json'), profileJson('bar', MENU));
  writeFileSync(join(root, 'shops', 'cafe', 'nested', 'notes.json'), '{}');
  writeFileSync(join(root, 'shops', 'cafe', 'bad-menu.profile.json'), profileJson('bad', { file: 'missing.json' }));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('loadProfileFile', () => {
  it('reads the menu file beside the profile and the presets from shops/presets', async () => {
    const r = await loadProfileFile(join(root, 'shops', 'cafe', 'cafe.profile.json'));
    if (!r.ok) throw new Error(JSON.stringify(r.findings));
    expect(r.profile.menu.subMenus[0]!.products[0]!.id).toBe('p1');
    expect(r.profile.rules.map((x) => x.id)).toEqual(['tag-hide']);
    expect(r.profile.settings.taxPercentage).toBe(9.5);
  });

  it('points findings into the menu file', async () => {
    const dir = join(root, 'shops', 'typo');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'menu.json'), '{\n  "subMenus": [],\n  "subMenuz": []\n}');
    writeFileSync(join(dir, 't.profile.json'), profileJson('t', { file: 'menu.json' }));
    const r = await loadProfileFile(join(dir, 't.profile.json'));
    expect(r.findings.map((f) => [f.code, f.file, f.path, f.line, f.column])).toEqual([['UNKNOWN_KEY', join(dir, 'menu.json'), '/subMenuz', 3, 3]]);
    rmSync(dir, { recursive: true });
  });

  it('reports a missing menu file at the profile\'s "file" key', async () => {
    const r = await loadProfileFile(join(root, 'shops', 'cafe', 'bad-menu.profile.json'));
    expect(r.findings.map((f) => [f.code, f.path, f.line])).toEqual([['MENU_FILE_UNREADABLE', '/menu/file', 8]]);
  });

  it('reports a broken preset the profile extends', async () => {
    const dir = join(root, 'shops', 'ext');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'e.profile.json'), profileJson('e', MENU, { extends: ['broken'] }));
    const r = await loadProfileFile(join(dir, 'e.profile.json'));
    expect(r.findings.map((f) => f.code)).toEqual(['UNKNOWN_PRESET', 'UNKNOWN_RULE_KIND']);
    rmSync(dir, { recursive: true });
  });

  it('a missing profile file is FILE_UNREADABLE', async () => {
    const r = await loadProfileFile(join(root, 'nope.profile.json'));
    expect(r.findings.map((f) => f.code)).toEqual(['FILE_UNREADABLE']);
  });
});

describe('finding profiles', () => {
  it('finds *.profile.json recursively, sorted', async () => {
    const files = await findProfileFiles(join(root, 'shops'));
    expect(files.map((f) => f.slice(root.length))).toEqual(['/shops/cafe/bad-menu.profile.json', '/shops/cafe/cafe.profile.json', '/shops/cafe/nested/bar.profile.json']);
  });
  it('loadProfilesInDir returns the loaded profiles and every finding', async () => {
    const r = await loadProfilesInDir(join(root, 'shops'));
    expect(r.profiles.map((p) => p.shopId).sort()).toEqual(['bar', 'cafe']);
    expect(r.findings.map((f) => f.code)).toEqual(['MENU_FILE_UNREADABLE']);
  });
  it('finds the presets folder from a nested profile folder', async () => {
    expect(await findPresetsDir(join(root, 'shops', 'cafe', 'nested'), undefined, '/')).toBe(join(root, 'shops', 'presets'));
  });
});

describe('nodeFileSystem.mkdir', () => {
  it('creates each missing folder of the path, and is content when it is already there', async () => {
    const dir = join(root, 'made', 'a', 'b');
    await nodeFileSystem.mkdir(dir);
    await nodeFileSystem.mkdir(dir);
    expect(statSync(dir).isDirectory()).toBe(true);
  });

  it('fails naming the file in the way', async () => {
    const file = join(root, 'shops', 'cafe', 'menu.json');
    await expect(nodeFileSystem.mkdir(join(file, 'sub'))).rejects.toMatchObject({ code: 'EEXIST', path: file });
    await expect(nodeFileSystem.mkdir(file)).rejects.toMatchObject({ code: 'EEXIST', path: file });
  });

  // /proc answers ENOENT to a new folder although /proc is there; Node's recursive mkdir retries that for ever.
  it.skipIf(!existsSync('/proc/self'))('fails at once where the file system takes no new folders', { timeout: 10_000 }, async () => {
    await expect(nodeFileSystem.mkdir('/proc/no-such-folder/deeper')).rejects.toMatchObject({ code: 'ENOENT', path: '/proc/no-such-folder' });
  });
});

describe('remote menus', () => {
  let server: Server;
  let hits = 0;
  let up = true;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      hits++;
      if (!up) {
        res.statusCode = 503;
        res.end('down');
        return;
      }
      res.setHeader('content-type', 'application/json');
      // The legacy menu host wraps the menu in { data: { menu } }.
      res.end(JSON.stringify(req.url === '/wrapped' ? { data: { menu: MENU } } : MENU));
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  it('fetches, caches for cacheSeconds, and falls back to the cache with a warning', async () => {
    const dir = join(root, 'remote');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'r.profile.json');
    writeFileSync(file, profileJson('r', { url: `${base}/wrapped`, cacheSeconds: 60 }));
    const cacheDir = join(dir, 'cache');
    let now = 1_000_000;
    const opts = { cacheDir, now: () => now, presets: {} };

    up = true;
    hits = 0;
    const first = await loadProfileFile(file, opts);
    expect(first.ok).toBe(true);
    expect(hits).toBe(1);

    now += 30_000; // within cacheSeconds: no request
    const second = await loadProfileFile(file, opts);
    expect(second.ok).toBe(true);
    expect(hits).toBe(1);

    now += 60_000; // expired, and the host is down: the cached copy with a warning
    up = false;
    const third = await loadProfileFile(file, opts);
    expect(hits).toBe(2);
    expect(third.ok).toBe(true);
    expect(third.findings.map((f) => [f.code, f.severity])).toEqual([['MENU_FETCH_FAILED', 'warning']]);
    expect(third.findings[0]!.message).toMatch(/HTTP 503.*cached 90 s ago/);

    // No cache and no host: an error.
    const fresh = await loadProfileFile(file, { ...opts, cacheDir: join(dir, 'empty-cache') });
    expect(fresh.ok).toBe(false);
    expect(fresh.findings.map((f) => [f.code, f.severity])).toEqual([['MENU_FETCH_FAILED', 'error']]);
  });

  it('gives up after the timeout', async () => {
    const slow = createServer(() => {
      // never answers
    });
    await new Promise<void>((ok) => slow.listen(0, '127.0.0.1', ok));
    const dir = join(root, 'slow');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 's.profile.json');
    writeFileSync(file, profileJson('s', { url: `http://127.0.0.1:${(slow.address() as AddressInfo).port}/menu` }));
    const r = await loadProfileFile(file, { cacheDir: join(dir, 'cache'), fetchTimeoutMs: 200, presets: {} });
    expect(r.findings.map((f) => f.code)).toEqual(['MENU_FETCH_FAILED']);
    expect(r.findings[0]!.message).toMatch(/within 200 ms/);
    slow.closeAllConnections();
    await new Promise<void>((ok) => slow.close(() => ok()));
  });
});
