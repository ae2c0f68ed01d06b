/**
 * The order server: `startServer` for `shopctl serve`, `createApp` for tests.
 *
 * Environment: PORT (8787), DATA_DIR (./data, embedded PGlite), DATABASE_URL (PostgreSQL
 * instead; a restart of it is answered 503 DATABASE_UNAVAILABLE meanwhile and reconnected
 * after, see db.ts), DATABASE_POOL_SIZE (16), PGLITE_SHARED_BUFFERS_MB (16) and PGLITE_LIFTOFF_ONLY (see db.ts), SHOPS_DIR (./shops), STOREFRONT_DIST, ADMIN_DIST (admin/dist), STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET,
 * GOOGLE_MAPS_API_KEY, SMTP_URL + SMTP_FROM (customer e-mails), NODE_ENV=production (refuses the offline payment provider; never creates the
 * demo staff owner), TRUST_PROXY, STAFF_ORIGINS, REDIS_URL and RATE_LIMIT_* (see rate-limit.ts),
 * RECEIPT_WORKERS, RECEIPT_QUEUE and RECEIPT_CACHE_MB (see receipt-renderer.ts), WEBHOOK_ALLOW_PRIVATE (1: webhooks
 * may go to loopback, private and link-local addresses; see lifecycle/webhook-targets.ts), PAGE_CACHE_MB (rendered
 * storefront pages kept, see storefront/page-cache.ts), PAYMENT_SWEEP_AFTER_SECONDS
 * and PAYMENT_SWEEP_EVERY_SECONDS (the payment sweeper, orders/payment-sweeper.ts).
 */
import type { Server as HttpServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createApp as buildApp, type AppOptions } from './app.js';
import { acquireDataLock } from './data-lock.js';
import { openDb, pgliteLiftoffOnlyFromEnv, pgliteSharedBuffersFromEnv, type Db } from './db.js';
import { emailProviderFromEnv, type EmailProvider } from './email.js';
import { mapsProviderFromEnv, type MapsProvider } from './maps.js';
import { migrate } from './migrate.js';
import { DEFAULT_SWEEP, startPaymentSweeper, type SweepSchedule } from './orders/index.js';
import { paymentProviderFromEnv, type PaymentProvider } from './payments.js';
import { parseTrustProxy, rateLimitsFromEnv } from './rate-limit.js';
import { receiptOptionsFromEnv, type ReceiptRendererOptions } from './receipt-renderer.js';
import { checkShopsDir } from './shops-dir.js';
import { loadShops, type StartupFinding } from './shops.js';
import { findPresetsDir } from '../schemas/node.js';
import { readShopFiles, studioNewerWarning, syncPresets, syncShopFiles } from './versions/files-sync.js';
import { openLiveShops, type LiveShops } from './versions/live-registry.js';
import { smsProviderFromEnv, type SmsProvider } from './sms.js';
import { builtAdmin, devAdmin } from './admin.js';
import { demoOwnerNotice, ensureDemoOwner } from './staff/demo-owner.js';
import { builtStorefront, devStorefront } from './storefront/source.js';

export { ApiError, MESSAGES } from './errors.js';
export { ProfileLoadError, formatFinding, loadShops, type ShopRegistry, type StartupFinding } from './shops.js';
export { openDb, openPglite, openPostgres, type Db, type Queryable } from './db.js';
export { migrate } from './migrate.js';
export { createOfflinePaymentProvider, createStripePaymentProvider, type PaymentProvider } from './payments.js';
export { createDemoMapsProvider, createGoogleMapsProvider, type MapsProvider } from './maps.js';
export { BODY_LIMIT, type AppOptions } from './app.js';

export interface ServerOptions {
  readonly port?: number;
  readonly host?: string;
  /** Embedded database folder (default ./data); ignored when databaseUrl is set. */
  readonly dataDir?: string;
  /** PostgreSQL connection string; PGlite in dataDir when absent. */
  readonly databaseUrl?: string | undefined;
  /** PostgreSQL schema to use (created when missing); default: the connection's search_path. */
  readonly databaseSchema?: string | undefined;
  /** PostgreSQL connections in the pool (default DEFAULT_POOL_SIZE; env DATABASE_POOL_SIZE). */
  readonly databasePoolSize?: number | undefined;
  readonly shopsDir?: string;
  readonly now?: () => number;
  readonly paymentProvider?: PaymentProvider;
  readonly mapsProvider?: MapsProvider;
  /** Texts one-time codes (default: Twilio with its keys, else the offline provider that logs them). */
  readonly smsProvider?: SmsProvider;
  /** E-mails customers about their orders (default: SMTP with SMTP_URL, else the offline provider that logs them). */
  readonly emailProvider?: EmailProvider;
  /** The staff routes' role and site check (the staff routes are absent without one). */
  readonly staffGuard?: AppOptions['staffGuard'];
  readonly webhookFetch?: typeof fetch;
  /** Where the offline providers write their one-line messages (default: stdout). */
  readonly logLine?: (line: string) => void;
  readonly workerTickMs?: number;
  readonly logger?: FastifyServerOptions['logger'];
  /**
   * Create the demo owner (owner@localhost, a one-time password printed once) when no staff
   * account exists. Default: on, unless NODE_ENV is production or test; production never does.
   */
  readonly demoOwner?: boolean;
  /** Where the demo owner's notice is printed (default: stdout). */
  readonly print?: (text: string) => void;
  /** Built storefront folder (default storefront/dist); pages are not served when it is missing. */
  readonly storefrontDir?: string | undefined;
  /** Serve the storefront through Vite with hot reload (storefront sources in storefrontRoot). */
  readonly dev?: boolean;
  readonly storefrontRoot?: string | undefined;
  /** Built staff console folder (default admin/dist, env ADMIN_DIST); /admin is not served when it is missing. */
  readonly adminDir?: string | undefined;
  /** Console sources for `dev` (default ./admin). */
  readonly adminRoot?: string | undefined;
  readonly rateLimits?: AppOptions['rateLimits'];
  /** Receipt worker threads, queue and cache; the environment's RECEIPT_* when absent. */
  readonly receipts?: ReceiptRendererOptions;
  readonly env?: NodeJS.ProcessEnv;
  /** How often each instance looks for a newly published version, in ms (default 1000; 0 = only on tick()). */
  readonly versionPollMs?: number;
  /** Wraps the opened database (fault-injection tests: a database that fails at a chosen statement). */
  readonly wrapDb?: (db: Db) => Db;
  /**
   * When a pending card order counts as lost and how often to look (default: pending over 2
   * minutes, every 30 s; env PAYMENT_SWEEP_AFTER_SECONDS, PAYMENT_SWEEP_EVERY_SECONDS); false: no sweeper.
   */
  readonly paymentSweep?: SweepSchedule | false;
  /** How long an order's retry waits for the request holding its Idempotency-Key to answer (ms; default 10 000). */
  readonly idempotencyWaitMs?: number;
}

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly db: Db;
  /** The live shop registry (tests call `tick()` to run a clock tick at once). */
  readonly shops: LiveShops;
  /** http://host:port */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Opens the database, applies migrations, loads every shop profile (any error finding
 * throws ProfileLoadError before listening) and builds the app, without listening.
 */
export async function createApp(options: ServerOptions = {}): Promise<{ app: FastifyInstance; db: Db; shops: LiveShops }> {
  const env = options.env ?? process.env;
  // Both checks run before the database opens, so a refused start leaves nothing behind.
  const payments = options.paymentProvider ?? paymentProviderFromEnv(env);
  if (payments.offline && env.NODE_ENV === 'production') {
    throw new Error('NODE_ENV=production refuses the offline test payment provider: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
  }
  if (env.NODE_ENV === 'production') refuseOfflineProvidersInProduction(env, Boolean(options.mapsProvider));
  const sms = options.smsProvider ?? smsProviderFromEnv(env);
  if (sms.offline && env.NODE_ENV === 'production') {
    throw new Error('NODE_ENV=production refuses the offline text-message provider: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.');
  }
  const email = options.emailProvider ?? emailProviderFromEnv(env);
  if (email.offline && env.NODE_ENV === 'production') {
    throw new Error('NODE_ENV=production refuses the offline e-mail provider, which only writes messages to the log: set SMTP_URL (and SMTP_FROM).');
  }
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const rateLimits = { ...rateLimitsFromEnv(env), ...options.rateLimits };
  const receipts = { ...receiptOptionsFromEnv(env), ...options.receipts };
  const dataDir = resolve(options.dataDir ?? env.DATA_DIR ?? 'data');
  checkShopsDir(resolve(options.shopsDir ?? env.SHOPS_DIR ?? 'shops'));
  const fileShops = await loadShops(resolve(options.shopsDir ?? env.SHOPS_DIR ?? 'shops'), { cacheDir: join(dataDir, 'menu-cache') });
  const databaseUrl = options.databaseUrl ?? env.DATABASE_URL;
  const pgliteSharedBuffersMb = databaseUrl ? undefined : pgliteSharedBuffersFromEnv(env.PGLITE_SHARED_BUFFERS_MB);
  const pgliteLiftoffOnly = databaseUrl ? undefined : pgliteLiftoffOnlyFromEnv(env.PGLITE_LIFTOFF_ONLY);
  // An embedded database serves one process: a second one on the same folder refuses to start.
  const releaseLock = databaseUrl ? () => undefined : acquireDataLock(dataDir);
  const opened = await openDb({
    databaseUrl,
    // PGlite gets its own sub-folder: remote menus are cached beside it in menu-cache/.
    dataDir: join(dataDir, 'pglite'),
    schema: options.databaseSchema,
    poolSize: options.databasePoolSize ?? poolSizeFromEnv(env.DATABASE_POOL_SIZE),
    pgliteSharedBuffersMb,
    pgliteLiftoffOnly,
  }).catch((err: unknown) => {
    releaseLock();
    throw err;
  });
  const db = options.wrapDb ? options.wrapDb(opened) : opened;
  let shops: LiveShops | undefined;
  try {
    await migrate(db);
    // The offline provider keeps its charges in the same database (a provider of its own, so
    // the fault-injecting wrapper does not reach it).
    payments.useDatabase?.(opened);
    const sweep = options.paymentSweep ?? sweepScheduleFromEnv(env);
    const shopsDir = resolve(options.shopsDir ?? env.SHOPS_DIR ?? 'shops');
    const clock = options.now ?? Date.now;
    // The files seed the database; the server then serves the published versions.
    await syncPresets(db, await findPresetsDir(shopsDir), { now: clock(), author: 'files' });
    const sources = new Map<string, string>();
    const warnings: StartupFinding[] = [...fileShops.warnings];
    for (const p of fileShops.profiles) {
      if (!p.source) continue;
      sources.set(p.shopId, p.source);
      const files = await readShopFiles(p.source, p.menu);
      const outcome = await syncShopFiles(db, files, { now: clock(), author: 'files' });
      if (outcome.kind === 'studio-newer') {
        const message = studioNewerWarning(p.shopId, relativeDir(p.source), outcome);
        warnings.push({ code: 'STUDIO_VERSION_KEPT', severity: 'warning', message, file: p.source, shopId: p.shopId });
      }
    }
    shops = await openLiveShops({ db, now: clock, sources, warnings, ...(options.versionPollMs !== undefined ? { pollMs: options.versionPollMs } : {}) });
    let httpServer: (() => HttpServer) | undefined;
    const source = options.dev
      ? devStorefront(resolve(options.storefrontRoot ?? 'storefront'), () => httpServer!())
      : builtStorefront(options.storefrontDir ?? resolve(env.STOREFRONT_DIST ?? 'storefront/dist'));
    const admin = options.dev
      ? devAdmin(resolve(options.adminRoot ?? 'admin'), () => httpServer!())
      : builtAdmin(options.adminDir ?? resolve(env.ADMIN_DIST ?? 'admin/dist'));
    const app = await buildApp({
      db,
      shops,
      payments,
      maps: options.mapsProvider ?? mapsProviderFromEnv(env),
      sms,
      email,
      ...(options.staffGuard ? { staffGuard: options.staffGuard } : {}),
      ...(options.webhookFetch ? { webhookFetch: options.webhookFetch } : {}),
      allowPrivateWebhooks: env.WEBHOOK_ALLOW_PRIVATE === '1' || env.WEBHOOK_ALLOW_PRIVATE === 'true',
      ...(options.logLine ? { logLine: options.logLine } : {}),
      ...(options.workerTickMs ? { workerTickMs: options.workerTickMs } : {}),
      ...(options.now ? { now: options.now } : {}),
      ...(options.logger !== undefined ? { logger: options.logger } : {}),
      staffOrigins: staffOriginsFromEnv(env.STAFF_ORIGINS),
      storefront: source ? { source, shopsDir, env } : undefined,
      admin,
      rateLimits,
      trustProxy,
      receipts,
      ...(options.idempotencyWaitMs !== undefined ? { idempotencyWaitMs: options.idempotencyWaitMs } : {}),
    });
    // Card orders a lost request left pending are finished at start and then periodically. On
    // PGlite this process is the only one on the data folder, so at start every pending order is lost.
    const sweeper = sweep ? startPaymentSweeper({ db, payments, now: options.now ?? (() => Date.now()), log: app.log }, sweep, db.kind === 'pglite') : undefined;
    const live = shops;
    for (const w of live.warnings) if (w.code === 'STUDIO_VERSION_KEPT') app.log.warn({ shopId: w.shopId, file: w.file }, w.message);
    app.addHook('onClose', async () => {
      live.stop();
      await sweeper?.stop();
      await source?.close?.();
      await admin?.close?.();
      await db.close();
      releaseLock();
    });
    httpServer = () => app.server;
    return { app, db, shops: live };
  } catch (err) {
    shops?.stop();
    await db.close().catch(() => undefined);
    releaseLock();
    throw err;
  }
}

/** A profile's folder as the operator would type it (relative to the working folder when inside it). */
function relativeDir(file: string): string {
  const dir = dirname(file);
  const cwd = process.cwd();
  return dir.startsWith(cwd + '/') ? dir.slice(cwd.length + 1) : dir;
}

/**
 * Production serves real customers: the demo geocoder (a few fixed addresses) and a storefront
 * without Stripe's publishable key (it would show the offline test card fields) are refused.
 */
function refuseOfflineProvidersInProduction(env: NodeJS.ProcessEnv, mapsGiven: boolean): void {
  if (!mapsGiven && !env.GOOGLE_MAPS_API_KEY) {
    throw new Error('NODE_ENV=production refuses the demo geocoder, which knows only a few test addresses: set GOOGLE_MAPS_API_KEY (and GOOGLE_MAPS_BROWSER_KEY for maps and address suggestions in the storefront).');
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) {
    throw new Error('NODE_ENV=production needs STRIPE_PUBLISHABLE_KEY beside STRIPE_SECRET_KEY: without it the storefront would show the offline test card fields.');
  }
}

/** STAFF_ORIGINS: comma-separated origins (https://admin.example.com) allowed to make staff calls besides the server's own host. */
function staffOriginsFromEnv(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw.split(',').map((o) => o.trim()).filter(Boolean).map((o) => {
    let url: URL;
    try {
      url = new URL(o);
    } catch {
      throw new Error(`STAFF_ORIGINS: "${o}" is not an origin. Write each as scheme://host[:port], e.g. https://admin.example.com, separated by commas.`);
    }
    if (url.origin !== o.replace(/\/$/, '')) throw new Error(`STAFF_ORIGINS: "${o}" is not an origin (no path, query or user). Write it as ${url.origin}.`);
    return url.origin;
  });
}

/** PAYMENT_SWEEP_AFTER_SECONDS and PAYMENT_SWEEP_EVERY_SECONDS (positive seconds), else the defaults. */
function sweepScheduleFromEnv(env: NodeJS.ProcessEnv): SweepSchedule {
  const seconds = (name: string, fallbackMs: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallbackMs;
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0 || n > 86_400) throw new Error(`${name} must be a number of seconds above 0 and at most 86400, not "${raw}". Unset it to use the default.`);
    return Math.round(n * 1000);
  };
  return { staleAfterMs: seconds('PAYMENT_SWEEP_AFTER_SECONDS', DEFAULT_SWEEP.staleAfterMs), everyMs: seconds('PAYMENT_SWEEP_EVERY_SECONDS', DEFAULT_SWEEP.everyMs) };
}

function poolSizeFromEnv(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1000) {
    throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not "${raw}". Unset it to use the default.`);
  }
  return n;
}

/** Starts the server and listens; resolves once it accepts connections. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const env = options.env ?? process.env;
  const logger: FastifyServerOptions['logger'] = options.logger ?? {
    level: env.LOG_LEVEL ?? 'info',
    // Card tokens travel only in bodies, which are never logged; headers that carry secrets are redacted anyway.
    redact: ['req.headers.authorization', 'req.headers["stripe-signature"]'],
  };
  const { app, db, shops } = await createApp({ ...options, logger });
  const port = options.port ?? Number(env.PORT ?? 8787);
  await app.listen({ port, host: options.host ?? env.HOST ?? '127.0.0.1' });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const demoOwner = env.NODE_ENV !== 'production' && (options.demoOwner ?? (env.NODE_ENV !== 'test'));
  if (demoOwner) {
    const password = await ensureDemoOwner(db, (options.now ?? Date.now)());
    if (password) (options.print ?? ((t: string) => void process.stdout.write(t)))(demoOwnerNotice(actualPort, password));
  }
  return {
    app,
    db,
    shops,
    port: actualPort,
    url: `http://${options.host ?? env.HOST ?? '127.0.0.1'}:${actualPort}`,
    close: () => app.close(),
  };
}
