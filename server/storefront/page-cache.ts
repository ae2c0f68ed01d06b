/**
 * Rendered storefront pages, kept and served again while they are what a fresh render would give.
 *
 * A page is kept per address (scheme, Host and path) with what it was rendered from: the shop's
 * profile version, its live operations (both replaced by new objects on every instance when staff
 * publish or change them) and the registry's generation (any publish, which may change a site's
 * list of locations), and the window of time it holds for: from the instant it was rendered to
 * the engine's next change of what customers see (`nextMenuChange`: a schedule boundary, an
 * opening or closing time, midnight, the end of a pause). A request outside the window, or after
 * any of those objects changed, renders the page again; requests that arrive while it renders
 * wait for that one render.
 *
 * Each page keeps its bytes, a strong ETag, and its brotli and gzip forms, made once each, off the
 * request thread, the first time a client asks for them. The oldest pages go first once the
 * pages' bytes pass the limit (PAGE_CACHE_MB, default 32; 0 keeps nothing).
 */
import { createHash } from 'node:crypto';
import type { Operations } from '../../engine/index.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { compress, type Encoding } from './compress.js';
import type { RenderedPage } from './render.js';

/** What a page was rendered from: while all three are the same objects, it is still that page. */
export interface PageSource {
  readonly generation: number;
  readonly profile: LoadedProfile;
  readonly operations: Operations | undefined;
}

export interface CachedPage {
  readonly status: number;
  readonly body: Buffer;
  readonly scriptHashes: readonly string[];
  /** Rendered at (epoch ms); the page holds until `until`. */
  readonly from: number;
  readonly until: number;
  /** The strong ETag of the page in this encoding (none: the bytes as rendered). */
  etag(encoding: Encoding | undefined): string;
  /** The page's bytes in this encoding, compressed once and kept. */
  bytes(encoding: Encoding | undefined): Promise<Buffer>;
}

export interface PageCache {
  /**
   * The page kept for `key` when it was rendered from `source` and holds at `now`; else `render`
   * is called (once, however many requests wait) and its page kept until its `until`.
   */
  get(key: string, source: PageSource, now: number, render: () => Promise<{ page: RenderedPage; from: number; until: number }>): Promise<CachedPage | RenderedPage>;
  /** Pages kept and their bytes (all encodings). */
  stats(): { pages: number; bytes: number };
  clear(): void;
}

interface Kept {
  readonly source: PageSource;
  readonly page: CachedPage;
  size: number;
}

const SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz' };

export const DEFAULT_PAGE_CACHE_MB = 32;

/** PAGE_CACHE_MB (megabytes, 0 keeps nothing), else the default. */
export function pageCacheBytesFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.PAGE_CACHE_MB;
  if (raw === undefined || raw.trim() === '') return DEFAULT_PAGE_CACHE_MB * 1024 * 1024;
  const mb = Number(raw);
  if (!Number.isFinite(mb) || mb < 0 || mb > 4096) throw new Error(`PAGE_CACHE_MB must be a number of megabytes from 0 to 4096, not "${raw}". Unset it to use the default (${DEFAULT_PAGE_CACHE_MB}).`);
  return Math.round(mb * 1024 * 1024);
}

const sameSource = (a: PageSource, b: PageSource): boolean => a.generation === b.generation && a.profile === b.profile && a.operations === b.operations;

export function createPageCache(maxBytes: number): PageCache {
  const kept = new Map<string, Kept>();
  const rendering = new Map<string, { source: PageSource; made: Promise<CachedPage | RenderedPage> }>();
  let total = 0;

  const drop = (key: string): void => {
    const k = kept.get(key);
    if (!k) return;
    kept.delete(key);
    total -= k.size;
  };
  const grow = (key: string, k: Kept, by: number): void => {
    if (kept.get(key) !== k) return;
    k.size += by;
    total += by;
    // Oldest first (a hit moves its page to the end).
    for (const oldest of kept.keys()) {
      if (total <= maxBytes) break;
      drop(oldest);
    }
  };

  const keep = (key: string, source: PageSource, rendered: { page: RenderedPage; from: number; until: number }): CachedPage => {
    const body = Buffer.from(rendered.page.html);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    const variants = new Map<Encoding, Promise<Buffer>>();
    let k: Kept | undefined;
    const page: CachedPage = {
      status: rendered.page.status,
      body,
      scriptHashes: rendered.page.scriptHashes,
      from: rendered.from,
      until: rendered.until,
      etag: (encoding) => `"${hash}${encoding ? SUFFIX[encoding] : ''}"`,
      bytes: (encoding) => {
        if (!encoding) return Promise.resolve(body);
        let packed = variants.get(encoding);
        if (!packed) {
          packed = compress(body, encoding);
          variants.set(encoding, packed);
          void packed.then((b) => k && grow(key, k, b.length), () => variants.delete(encoding));
        }
        return packed;
      },
    };
    if (maxBytes > 0 && body.length <= maxBytes) {
      drop(key);
      k = { source, page, size: 0 };
      kept.set(key, k);
      grow(key, k, body.length);
    }
    return page;
  };

  return {
    get(key, source, now, render) {
      const k = kept.get(key);
      if (k && sameSource(k.source, source) && k.page.from <= now && now < k.page.until) {
        // Most recently used last.
        kept.delete(key);
        kept.set(key, k);
        return Promise.resolve(k.page);
      }
      // Requests for the same page from the same version and operations wait for the render under way.
      const waiting = rendering.get(key);
      if (waiting && sameSource(waiting.source, source)) return waiting.made;
      const made = render().then((r) => (r.page.status === 200 && !r.page.redirect ? keep(key, source, r) : r.page));
      const entry = { source, made };
      rendering.set(key, entry);
      void made.finally(() => rendering.get(key) === entry && rendering.delete(key)).catch(() => undefined);
      return made;
    },
    stats: () => ({ pages: kept.size, bytes: total }),
    clear() {
      kept.clear();
      total = 0;
    },
  };
}
