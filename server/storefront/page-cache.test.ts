import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { createPageCache, pageCacheBytesFromEnv, type CachedPage, type PageSource } from './page-cache.js';
import type { RenderedPage } from './render.js';

const profile = { shopId: 'a' } as unknown as LoadedProfile;
const source: PageSource = { generation: 1, profile, operations: undefined };

/** A renderer that counts its calls; each page says which call made it. */
function renderer(size = 2000, until = 1000) {
  let calls = 0;
  const render = async (): Promise<{ page: RenderedPage; from: number; until: number }> => {
    calls += 1;
    return { page: { status: 200, html: `<p>${calls}</p>`.padEnd(size, ' '), scriptHashes: [] }, from: 100, until };
  };
  return { render, calls: () => calls };
}

const text = (p: CachedPage | RenderedPage): string => ('body' in p ? p.body.toString() : p.html).trim();

describe('page cache', () => {
  it('renders once while the window and the source hold, and again outside them', async () => {
    const cache = createPageCache(1 << 20);
    const r = renderer();
    expect(text(await cache.get('/m', source, 100, r.render))).toBe('<p>1</p>');
    expect(text(await cache.get('/m', source, 999, r.render))).toBe('<p>1</p>');
    expect(r.calls()).toBe(1);
    // At the window's end, before its start (a clock set back), or from another version or operations: rendered again.
    expect(text(await cache.get('/m', source, 1000, r.render))).toBe('<p>2</p>');
    expect(text(await cache.get('/m', source, 99, r.render))).toBe('<p>3</p>');
    expect(text(await cache.get('/m', { ...source, profile: { shopId: 'a' } as unknown as LoadedProfile }, 500, r.render))).toBe('<p>4</p>');
    expect(text(await cache.get('/m', { ...source, operations: { busyMinutes: 5 } }, 500, r.render))).toBe('<p>5</p>');
    expect(text(await cache.get('/m', { ...source, generation: 2 }, 500, r.render))).toBe('<p>6</p>');
  });

  it('lets requests for a page being rendered wait for that render', async () => {
    const cache = createPageCache(1 << 20);
    const r = renderer();
    const pages = await Promise.all([1, 2, 3, 4].map(() => cache.get('/m', source, 100, r.render)));
    expect(r.calls()).toBe(1);
    expect(new Set(pages).size).toBe(1);
  });

  it('keeps brotli and gzip forms that decompress to the page, with an ETag for each', async () => {
    const cache = createPageCache(1 << 20);
    const page = (await cache.get('/m', source, 100, renderer(5000).render)) as CachedPage;
    const br = await page.bytes('br');
    expect(brotliDecompressSync(br).equals(page.body)).toBe(true);
    expect(gunzipSync(await page.bytes('gzip')).equals(page.body)).toBe(true);
    expect(await page.bytes('br')).toBe(br);
    const tag = page.etag(undefined);
    expect([page.etag('br'), page.etag('gzip')]).toEqual([tag.replace(/"$/, '-br"'), tag.replace(/"$/, '-gz"')]);
  });

  it('lets the oldest page go once the pages pass the bytes allowed; 0 keeps none', async () => {
    const cache = createPageCache(5000);
    const r = renderer(2000);
    for (const path of ['/a', '/b', '/c']) await cache.get(path, source, 100, r.render);
    expect(cache.stats()).toEqual({ pages: 2, bytes: 4000 });
    await cache.get('/a', source, 100, r.render);
    expect(r.calls()).toBe(4);
    const none = createPageCache(0);
    const n = renderer();
    await none.get('/a', source, 100, n.render);
    await none.get('/a', source, 100, n.render);
    expect([n.calls(), none.stats().pages]).toEqual([2, 0]);
  });

  it('reads PAGE_CACHE_MB', () => {
    expect(pageCacheBytesFromEnv({})).toBe(32 * 1024 * 1024);
    expect(pageCacheBytesFromEnv({ PAGE_CACHE_MB: '0' })).toBe(0);
    expect(pageCacheBytesFromEnv({ PAGE_CACHE_MB: '1.5' })).toBe(1572864);
    expect(() => pageCacheBytesFromEnv({ PAGE_CACHE_MB: 'lots' })).toThrow(/PAGE_CACHE_MB must be a number of megabytes from 0 to 4096, not "lots"/);
  });
});
