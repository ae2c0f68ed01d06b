/**
 * The live shop registry: the published version of every shop, loaded from the database and
 * compiled once per version. Every instance polls one cheap statement (the highest live
 * sequence number) each `pollMs`; when it moved, the published rows that changed are read and
 * compiled, and the new set replaces the old in one assignment (requests in flight keep the
 * profile they already hold). The same tick puts due scheduled versions live, each exactly once
 * across instances (store.ts `publishDue`).
 */
import type { Preset } from '../../schemas/index.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import type { Db } from '../db.js';
import type { ShopRegistry, StartupFinding } from '../shops.js';
import { compileVersion, presetsOf } from './compile.js';
import { liveSequence, publishDue, publishedHeads, rowsById, type VersionRow } from './store.js';

/** A registry that follows the database. */
export interface LiveShops extends ShopRegistry {
  /** Reads what changed since the last look; true when anything did. */
  refresh(): Promise<boolean>;
  /** One clock tick: due scheduled versions go live, then refresh. */
  tick(): Promise<void>;
  /** The presets the shops are compiled with (the published preset versions). */
  presets(): Readonly<Record<string, Preset>>;
  /** Stops polling. */
  stop(): void;
}

export interface LiveShopsOptions {
  readonly db: Db;
  readonly now: () => number;
  /** Profile files by shop id, named as each profile's `source` (for images and messages). */
  readonly sources?: ReadonlyMap<string, string>;
  readonly warnings?: readonly StartupFinding[];
  /** How often to look for a new version (default 1000 ms); 0 = never (tests call tick). */
  readonly pollMs?: number;
  readonly log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

interface Compiled {
  readonly rowId: number;
  readonly version: number;
  readonly profile: LoadedProfile;
}

/** Loads the published versions and starts polling. */
export async function openLiveShops(opts: LiveShopsOptions): Promise<LiveShops> {
  const { db } = opts;
  let seq = -1;
  let shops = new Map<string, Compiled>();
  let presetRows = new Map<string, number>();
  let presetBodies: VersionRow[] = [];
  let presets: Record<string, Preset> = {};
  let profiles: LoadedProfile[] = [];
  let generation = 0;
  const versions = new WeakMap<LoadedProfile, number>();

  const readChanges = async (): Promise<boolean> => {
    const current = await liveSequence(db);
    if (current === seq) return false;
    const heads = await publishedHeads(db);
    const presetHeads = heads.filter((h) => h.shopId.startsWith('@preset/'));
    const shopHeads = heads.filter((h) => !h.shopId.startsWith('@preset/'));
    const presetsChanged = presetHeads.length !== presetRows.size || presetHeads.some((h) => presetRows.get(h.shopId) !== h.id);
    if (presetsChanged) presetBodies = await rowsById(db, presetHeads.map((h) => h.id));
    if (presetsChanged) presets = presetsOf(presetBodies);
    const stale = shopHeads.filter((h) => presetsChanged || shops.get(h.shopId)?.rowId !== h.id);
    const bodies = new Map((await rowsById(db, stale.map((h) => h.id))).map((r) => [r.id, r]));
    const next = new Map<string, Compiled>();
    for (const h of shopHeads) {
      const kept = shops.get(h.shopId);
      const body = bodies.get(h.id);
      if (!body) {
        if (kept) next.set(h.shopId, kept);
        continue;
      }
      const compiled = compileVersion(body, presets, opts.sources?.get(h.shopId));
      if (!compiled.ok) {
        // Publishing lints first, so this is a preset change a version no longer loads with: keep serving the old one.
        opts.log?.warn({ shopId: h.shopId, version: h.version, findings: compiled.findings.slice(0, 5) }, 'a published version does not load; the previous one is kept');
        if (kept) next.set(h.shopId, kept);
        continue;
      }
      versions.set(compiled.profile, h.version);
      next.set(h.shopId, { rowId: h.id, version: h.version, profile: compiled.profile });
    }
    shops = next;
    presetRows = new Map(presetHeads.map((h) => [h.shopId, h.id]));
    profiles = [...next.values()].map((c) => c.profile).sort((a, b) => a.shopId.localeCompare(b.shopId));
    seq = current;
    generation += 1;
    return true;
  };

  // One read at a time, and a call made while one runs gets a read that starts after it: a caller
  // who saw a version committed (its event) finds it, and an older read never lands last.
  let reading: Promise<boolean> | undefined;
  let queued: Promise<boolean> | undefined;
  const refresh = (): Promise<boolean> => {
    if (!reading) {
      reading = readChanges().finally(() => {
        reading = undefined;
      });
      return reading;
    }
    queued ??= reading.then(() => false, () => false).then(() => {
      queued = undefined;
      return refresh();
    });
    return queued;
  };

  await refresh();
  let running: Promise<void> | undefined;
  const tick = (): Promise<void> => {
    running ??= (async () => {
      try {
        const went = await publishDue(db, opts.now());
        for (const r of went) opts.log?.info({ shopId: r.shopId, version: r.version }, 'scheduled version is live');
        await refresh();
      } catch (err) {
        // A database outage is answered elsewhere; polling simply tries again next tick.
        opts.log?.warn({ err: err instanceof Error ? err.message : String(err) }, 'profile version check failed');
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  const pollMs = opts.pollMs ?? 1000;
  const timer = pollMs > 0 ? setInterval(() => void tick(), pollMs) : undefined;
  timer?.unref();

  return {
    get profiles() {
      return profiles;
    },
    get: (shopId) => shops.get(shopId)?.profile,
    warnings: opts.warnings ?? [],
    versionOf: (p) => versions.get(p) ?? 0,
    get generation() {
      return generation;
    },
    refresh,
    tick,
    presets: () => presets,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
