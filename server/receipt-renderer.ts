/**
 * Receipts off the request path: PDFs are rendered by a small pool of worker threads
 * (piscina) with a bounded queue, and kept per order version in a byte-bounded LRU cache.
 *
 * - A receipt with Chinese text costs 0.1-0.6 s of CPU. Rendered on the request thread, a burst
 *   of them stalled every other request (quotes, orders, the database pool's own timers) for
 *   seconds. In a worker thread, lowered in priority (nice +10), the request thread keeps
 *   answering while receipts render.
 * - When every worker is busy and the queue is full, the answer is a value
 *   (`{ ok: false, code: 'RECEIPT_BUSY' }`): the route turns it into 503 with Retry-After.
 *   A server-wide overload is not the client's fault, so it is 503 rather than 429 (429 is the
 *   per-address rate limit, answered before any of this).
 * - The cache key is the order id plus a hash of everything drawn (the shop's identity and the
 *   whole order record as read): a tip, a status change or a new shop address is a new version,
 *   and a stale PDF is never served. Requests for a version being rendered wait for that render
 *   instead of starting another.
 *
 * Environment (read in index.ts): RECEIPT_WORKERS (threads; default the cores less one, 1 to 4),
 * RECEIPT_QUEUE (renders waiting for a thread; default 4 per thread), RECEIPT_CACHE_MB (default 32;
 * 0 turns the cache off).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { OrderRecord } from './order-store.js';
import type { ReceiptShop } from './receipt.js';
import { ReceiptCache } from './receipt-cache.js';
import type { ReceiptTask } from './receipt-worker.js';

export interface ReceiptRendererOptions {
  /** Worker threads (default: the cores less one, from 1 to 4). */
  readonly threads?: number;
  /** Renders that may wait for a thread before RECEIPT_BUSY (default 4 per thread: about 2 s of waiting). */
  readonly queue?: number;
  /** Bytes of rendered PDFs kept in memory (default 32 MB; 0 keeps none). */
  readonly cacheBytes?: number;
}

export type ReceiptResult =
  | { readonly ok: true; readonly pdf: Buffer }
  | { readonly ok: false; readonly code: 'RECEIPT_BUSY'; readonly retryAfterSeconds: number };

export interface ReceiptRenderer {
  /** The receipt of `order` at `shop`: from the cache, or rendered by a worker; RECEIPT_BUSY when the queue is full. */
  render(shop: ReceiptShop, order: OrderRecord): Promise<ReceiptResult>;
  /** Counts since start: receipts rendered by a worker, answered from the cache, refused busy; cache use. */
  stats(): ReceiptStats;
  /** Stops the worker threads (pending renders are refused). */
  close(): Promise<void>;
}

export interface ReceiptStats {
  readonly rendered: number;
  readonly fromCache: number;
  readonly busy: number;
  readonly cachedReceipts: number;
  readonly cachedBytes: number;
}

/** Seconds a refused client is asked to wait: about the time a full queue (4 receipts of 0.3-0.6 s) takes to drain. */
export const RECEIPT_RETRY_AFTER_SECONDS = 2;

export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

/** Default thread count: leave one core to the request thread, and never more than 4. */
export function defaultReceiptThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/**
 * The worker file: `receipt-worker.js` beside this module in the built bundle (cli/dist), else
 * the TypeScript source, loaded through tsx's loader (tests and `tsx server/main.ts`).
 */
function workerFile(): { filename: string; execArgv?: string[] } {
  const built = new URL('./receipt-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { filename: built.href };
  return { filename: new URL('./receipt-worker.ts', import.meta.url).href, execArgv: ['--import', 'tsx'] };
}

/** Piscina's refusal when its queue is full. */
const isQueueFull = (err: unknown): boolean => err instanceof Error && err.message === 'Task queue is at limit';

/** Creates the renderer; its worker threads start with the first receipt, not before. */
export function createReceiptRenderer(options: ReceiptRendererOptions = {}): ReceiptRenderer {
  const threads = options.threads ?? defaultReceiptThreads();
  const queue = options.queue ?? threads * 4;
  const cache = new ReceiptCache(options.cacheBytes ?? DEFAULT_CACHE_BYTES);
  const inFlight = new Map<string, Promise<ReceiptResult>>();
  let pool: Piscina<ReceiptTask, Uint8Array> | undefined;
  let closed = false;
  const counts = { rendered: 0, fromCache: 0, busy: 0 };

  const poolOf = (): Piscina<ReceiptTask, Uint8Array> => {
    pool ??= new Piscina<ReceiptTask, Uint8Array>({
      ...workerFile(),
      minThreads: threads,
      maxThreads: threads,
      maxQueue: queue,
      // Threads stay up once started: each keeps its fonts loaded, so only the first receipt pays for them.
      idleTimeout: Number.POSITIVE_INFINITY,
      // Rendering yields the cores to the request thread and the database whenever they need them.
      niceIncrement: 10,
    });
    return pool;
  };

  const renderNew = async (key: string, orderKey: string, task: ReceiptTask): Promise<ReceiptResult> => {
    let bytes: Uint8Array;
    try {
      bytes = await poolOf().run(task);
    } catch (err) {
      if (!isQueueFull(err)) throw err;
      counts.busy += 1;
      return { ok: false, code: 'RECEIPT_BUSY', retryAfterSeconds: RECEIPT_RETRY_AFTER_SECONDS };
    }
    counts.rendered += 1;
    const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    cache.set(orderKey, key, pdf);
    return { ok: true, pdf };
  };

  return {
    async render(shop, order) {
      if (closed) return { ok: false, code: 'RECEIPT_BUSY', retryAfterSeconds: RECEIPT_RETRY_AFTER_SECONDS };
      const task: ReceiptTask = { shop: { identity: shop.identity }, order };
      const orderKey = `${order.shopId}/${order.id}`;
      const key = `${orderKey}/${createHash('sha256').update(JSON.stringify(task)).digest('base64url')}`;
      const cached = cache.get(key);
      if (cached) {
        counts.fromCache += 1;
        return { ok: true, pdf: cached };
      }
      let running = inFlight.get(key);
      if (!running) {
        running = renderNew(key, orderKey, task).finally(() => inFlight.delete(key));
        inFlight.set(key, running);
      }
      return running;
    },
    stats: () => ({ ...counts, cachedReceipts: cache.count, cachedBytes: cache.size }),
    async close() {
      closed = true;
      const p = pool;
      pool = undefined;
      await p?.destroy();
    },
  };
}

/** Reads RECEIPT_WORKERS, RECEIPT_QUEUE and RECEIPT_CACHE_MB; throws a message naming a variable it cannot use. */
export function receiptOptionsFromEnv(env: NodeJS.ProcessEnv): ReceiptRendererOptions {
  const num = (name: string, min: number, max: number, what: string): number | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be ${what} from ${min} to ${max}, not "${raw}". Unset it to use the default.`);
    return n;
  };
  const out: { -readonly [K in keyof ReceiptRendererOptions]: ReceiptRendererOptions[K] } = {};
  const threads = num('RECEIPT_WORKERS', 1, 64, 'a whole number of worker threads');
  const queue = num('RECEIPT_QUEUE', 0, 10_000, 'a whole number of waiting receipts');
  const cacheMb = num('RECEIPT_CACHE_MB', 0, 4096, 'a whole number of megabytes');
  if (threads !== undefined) out.threads = threads;
  if (queue !== undefined) out.queue = queue;
  if (cacheMb !== undefined) out.cacheBytes = cacheMb * 1024 * 1024;
  return out;
}
