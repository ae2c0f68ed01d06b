/**
 * Who the client is (proxy trust) and how often it may call the endpoints that cost work or
 * money: cashback look-ups, forms, quotes, orders and receipt PDFs. Counts live in Redis when REDIS_URL is
 * set, so every instance behind a load balancer shares them; otherwise in each process.
 *
 * Environment:
 * - TRUST_PROXY: unset = the client is the TCP peer and X-Forwarded-For is ignored;
 *   `true` = trust every proxy (only when nothing can reach the server but the proxy);
 *   a number = that many proxy hops in front; otherwise a comma-separated list of proxy
 *   addresses or CIDR ranges (`10.0.0.0/8,127.0.0.1`).
 * - REDIS_URL: shared counters (e.g. redis://127.0.0.1:6379).
 * - RATE_LIMIT_QUOTES_PER_MINUTE, RATE_LIMIT_ORDERS_PER_MINUTE, RATE_LIMIT_CASHBACK_PER_MINUTE,
 *   RATE_LIMIT_FORMS_PER_MINUTE, RATE_LIMIT_RECEIPTS_PER_MINUTE: per client address and minute.
 * - RATE_LIMIT_TEXTS_PER_PHONE_PER_HOUR (3), RATE_LIMIT_TEXTS_PER_ADDRESS_PER_HOUR (5),
 *   RATE_LIMIT_TEXTS_PER_SHOP_PER_HOUR (100): verification texts, counted in the database
 *   (phone-verification.ts), so they hold across instances without Redis.
 * - RATE_LIMIT_STAFF_SIGN_IN_PER_ACCOUNT (10), RATE_LIMIT_STAFF_SIGN_IN_PER_ADDRESS (30): staff
 *   sign-in limits per 15 minutes: failed attempts per account, every attempt per address
 *   (server/routes/staff.ts counts them with `app.attempts`, in the same Redis).
 *
 * When Redis stops answering, the route limits let requests through (skipOnError); the sign-in
 * counts instead fall back to this instance's memory, with an error logged, so sign-in keeps
 * working and guessing passwords is still limited (per instance) while Redis is away.
 */
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { DEFAULT_TEXT_LIMITS, type TextLimits } from './phone-verification.js';

/** One counted attempt: the key's count with it, the time left in its window, and the way to undo it. */
export interface CountedAttempt {
  readonly count: number;
  /** ms until the key's window ends and its count starts again from 0. */
  readonly ttlMs: number;
  /** Takes this attempt back off the count (a sign-in that proved right); idempotent. */
  giveBack(): Promise<void>;
}

/**
 * Attempts per key in fixed windows (the first attempt starts the window), kept in Redis when
 * REDIS_URL is set, so every instance shares them, else in this process. Counting is atomic, so
 * attempts running at once each get their own count.
 */
export interface AttemptCounter {
  take(key: string, windowMs: number): Promise<CountedAttempt>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The attempt counter of the staff sign-in limits (see AttemptCounter). */
    attempts: AttemptCounter;
  }
}

/** The most keys the in-process counter keeps (the oldest are dropped past it). */
const LOCAL_KEYS = 10_000;

/** Attempts counted in this process's memory. */
export function localAttemptCounter(clock: () => number = Date.now): AttemptCounter {
  const counts = new Map<string, { count: number; endsAt: number }>();
  return {
    take: async (key, windowMs) => {
      const at = clock();
      let entry = counts.get(key);
      if (!entry || entry.endsAt <= at) {
        counts.delete(key);
        if (counts.size >= LOCAL_KEYS) {
          for (const [k, e] of counts) if (e.endsAt <= at) counts.delete(k);
          while (counts.size >= LOCAL_KEYS) counts.delete(counts.keys().next().value as string);
        }
        entry = { count: 0, endsAt: at + windowMs };
        counts.set(key, entry);
      }
      entry.count += 1;
      const counted = entry;
      let given = false;
      return {
        count: counted.count,
        ttlMs: counted.endsAt - at,
        giveBack: async () => {
          if (given) return;
          given = true;
          if (counts.get(key) === counted && counted.count > 0) counted.count -= 1;
        },
      };
    },
  };
}

// INCR, starting the window on the first attempt (or on a key that somehow has no expiry).
const TAKE = `local c = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if c == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {c, ttl}`;
// DECR only a live key above 0: never creates a key without expiry.
const GIVE_BACK = `local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** How long a sign-in waits for Redis before counting in memory instead. */
const REDIS_WAIT_MS = 1_000;

/**
 * Attempts counted in Redis under `prefix`; when Redis is not connected, errs or does not answer
 * within a second, in `fallback` (this process), with an error logged at most once a minute.
 */
export function redisAttemptCounter(
  redis: Redis,
  prefix: string,
  log: { error: (obj: object, msg: string) => void },
  fallback: AttemptCounter = localAttemptCounter(),
): AttemptCounter {
  let loggedAt = -Infinity;
  const within = <T>(p: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${REDIS_WAIT_MS} ms`)), REDIS_WAIT_MS);
    });
    return Promise.race([p, late]).finally(() => clearTimeout(timer));
  };
  const failed = (err: unknown): void => {
    if (Date.now() - loggedAt < 60_000) return;
    loggedAt = Date.now();
    log.error({ err }, 'sign-in limits: the rate-limit store (Redis) failed; counting sign-in attempts in this instance only until it answers');
  };
  return {
    take: async (key, windowMs) => {
      let answer: unknown;
      try {
        // Not connected (down, or reconnecting): count here at once rather than wait.
        if (redis.status !== 'ready') throw new Error(`Redis is not connected (${redis.status})`);
        answer = await within(redis.eval(TAKE, 1, prefix + key, String(windowMs)));
      } catch (err) {
        failed(err);
        return fallback.take(key, windowMs);
      }
      const [count, ttlMs] = answer as [number, number];
      let given = false;
      return {
        count: Number(count),
        ttlMs: Number(ttlMs),
        giveBack: async () => {
          if (given) return;
          given = true;
          try {
            await within(redis.eval(GIVE_BACK, 1, prefix + key));
          } catch (err) {
            failed(err);
          }
        },
      };
    },
  };
}

export interface RateLimits {
  readonly cashbackPerMinute?: number;
  readonly formsPerMinute?: number;
  readonly quotesPerMinute?: number;
  readonly ordersPerMinute?: number;
  readonly textsPerPhonePerHour?: number;
  readonly textsPerAddressPerHour?: number;
  readonly textsPerShopPerHour?: number;
  /** Failed staff sign-in attempts per account (e-mail) per 15 minutes (default 10). */
  readonly staffSignInPerAccount?: number;
  /** Staff sign-in attempts per client address per 15 minutes (default 30). */
  readonly staffSignInPerAddress?: number;
  /** Receipt PDFs (each costs up to half a second of a worker thread), counted apart from quotes. */
  readonly receiptsPerMinute?: number;
  /** Shared counters; per-process when absent. */
  readonly redisUrl?: string | undefined;
  /** Prefix of the Redis keys (instances that share limits use the same one). */
  readonly redisPrefix?: string;
}

export const DEFAULT_LIMITS = { cashbackPerMinute: 30, formsPerMinute: 10, quotesPerMinute: 120, ordersPerMinute: 20, receiptsPerMinute: 30 } as const;

/** The hourly caps on verification texts. */
export function textLimitsOf(limits: RateLimits = {}): TextLimits {
  return {
    perPhone: limits.textsPerPhonePerHour ?? DEFAULT_TEXT_LIMITS.perPhone,
    perAddress: limits.textsPerAddressPerHour ?? DEFAULT_TEXT_LIMITS.perAddress,
    perShop: limits.textsPerShopPerHour ?? DEFAULT_TEXT_LIMITS.perShop,
  };
}

/** What Fastify is told to trust: all, none, a list of proxy addresses, or the first `hops` hops. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** Parses TRUST_PROXY; throws a message naming the variable when it is not understood. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw.trim() === '' || raw.trim() === 'false') return false;
  const v = raw.trim();
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    const n = Number(v);
    if (n < 1 || n > 20) throw new Error(`TRUST_PROXY=${v}: a hop count must be 1 to 20 (the number of proxies in front of the server).`);
    return (_address: string, hop: number) => hop < n;
  }
  const parts = v.split(',').map((p) => p.trim()).filter(Boolean);
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-fA-F:]+)(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/;
  const bad = parts.find((p) => !address.test(p));
  if (bad !== undefined || parts.length === 0) {
    throw new Error(`TRUST_PROXY="${raw}" is not understood ("${bad ?? ''}"): use true, a hop count such as 1, or proxy addresses such as 10.0.0.0/8,127.0.0.1. Unset it when no proxy is in front.`);
  }
  return parts;
}

/** Reads the limits from the environment (each variable a whole number of requests per minute or hour). */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimits {
  const num = (name: string): number | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of requests per ${name.endsWith('_HOUR') ? 'hour' : 'minute'} (1 or more), not "${raw}".`);
    return n;
  };
  const out: { -readonly [K in keyof RateLimits]: RateLimits[K] } = {};
  const q = num('RATE_LIMIT_QUOTES_PER_MINUTE');
  const o = num('RATE_LIMIT_ORDERS_PER_MINUTE');
  const c = num('RATE_LIMIT_CASHBACK_PER_MINUTE');
  const f = num('RATE_LIMIT_FORMS_PER_MINUTE');
  const r = num('RATE_LIMIT_RECEIPTS_PER_MINUTE');
  if (q !== undefined) out.quotesPerMinute = q;
  if (o !== undefined) out.ordersPerMinute = o;
  if (c !== undefined) out.cashbackPerMinute = c;
  if (f !== undefined) out.formsPerMinute = f;
  const tp = num('RATE_LIMIT_TEXTS_PER_PHONE_PER_HOUR');
  const ta = num('RATE_LIMIT_TEXTS_PER_ADDRESS_PER_HOUR');
  const ts = num('RATE_LIMIT_TEXTS_PER_SHOP_PER_HOUR');
  if (tp !== undefined) out.textsPerPhonePerHour = tp;
  if (ta !== undefined) out.textsPerAddressPerHour = ta;
  if (ts !== undefined) out.textsPerShopPerHour = ts;
  const sa = num('RATE_LIMIT_STAFF_SIGN_IN_PER_ACCOUNT');
  const sp = num('RATE_LIMIT_STAFF_SIGN_IN_PER_ADDRESS');
  if (sa !== undefined) out.staffSignInPerAccount = sa;
  if (sp !== undefined) out.staffSignInPerAddress = sp;
  if (r !== undefined) out.receiptsPerMinute = r;
  if (env.REDIS_URL) out.redisUrl = env.REDIS_URL;
  return out;
}

export type RouteLimit = { rateLimit: { max: number; timeWindow: number } };
/** The rate-limited route groups, each with its own count per address. */
export type RouteLimitName = 'cashback' | 'forms' | 'quotes' | 'orders' | 'receipts';

/**
 * Registers the rate-limit plugin (counters in Redis when configured) and returns the
 * per-route configs to spread into route options.
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits = {}): Promise<Record<RouteLimitName, RouteLimit>> {
  let redis: Redis | undefined;
  if (limits.redisUrl) {
    // Fail fast and open: when Redis does not answer, requests are not limited rather than refused.
    redis = new Redis(limits.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
    redis.on('error', (err) => app.log.warn({ err }, 'rate-limit store (Redis) error'));
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }
  const prefix = limits.redisPrefix ?? 'storefront-rl:';
  app.decorate('attempts', redis ? redisAttemptCounter(redis, prefix, app.log) : localAttemptCounter());
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: prefix, skipOnError: true } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: ctx.statusCode,
      error: { code: 'RATE_LIMITED', message: `Too many requests. Wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.` },
    }),
  });
  const per = (max: number): RouteLimit => ({ rateLimit: { max, timeWindow: 60_000 } });
  return {
    cashback: per(limits.cashbackPerMinute ?? DEFAULT_LIMITS.cashbackPerMinute),
    forms: per(limits.formsPerMinute ?? DEFAULT_LIMITS.formsPerMinute),
    quotes: per(limits.quotesPerMinute ?? DEFAULT_LIMITS.quotesPerMinute),
    orders: per(limits.ordersPerMinute ?? DEFAULT_LIMITS.ordersPerMinute),
    receipts: per(limits.receiptsPerMinute ?? DEFAULT_LIMITS.receiptsPerMinute),
  };
}
