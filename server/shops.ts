/**
 * Loads every shop profile under the shops folder at start-up. Any finding of severity
 * error stops the server with every finding printed, before it listens.
 */
import { lintProfile } from '../engine/lint/index.js';
import { loadProfilesInDir } from '../schemas/node.js';
import type { Preset } from '../schemas/index.js';
import type { LoadedProfile } from '../schemas/profile-types.js';

/** A loader finding as printed at start-up. */
export interface StartupFinding {
  readonly code: string;
  readonly message: string;
  readonly severity?: string;
  readonly file?: string;
  /** The shop it is about, when it is about one. */
  readonly shopId?: string;
  readonly path?: string;
  readonly line?: number;
  readonly column?: number;
  readonly hint?: string;
}

/** Thrown when the profiles do not load cleanly; `message` lists every finding. */
export class ProfileLoadError extends Error {
  readonly findings: readonly StartupFinding[];
  constructor(findings: readonly StartupFinding[]) {
    super(`The shop profiles have ${findings.length} error(s); fix them and start again:\n${findings.map(formatFinding).join('\n')}`);
    this.findings = findings;
  }
}

/** `file:line:col CODE message (hint)`, the compiler-style line editors understand. */
export function formatFinding(f: StartupFinding): string {
  const where = `${f.file ?? '<profile>'}:${f.line ?? 1}:${f.column ?? 1}`;
  const path = f.path ? ` at ${f.path}` : '';
  return `${where} ${f.code} ${f.message}${path}${f.hint ? ` (${f.hint})` : ''}`;
}

/**
 * The shops the server serves. With versions in the database (server/versions/live-registry.ts)
 * the set changes while the server runs: read `profiles` and `get` at each use, never keep them.
 */
export interface ShopRegistry {
  readonly profiles: readonly LoadedProfile[];
  get(shopId: string): LoadedProfile | undefined;
  readonly warnings: readonly StartupFinding[];
  /** The published version a loaded profile was compiled from (0 for profiles read straight from files): caches key on it. */
  versionOf(profile: LoadedProfile): number;
  /** Grows whenever the set of shops or any shop's version changes. */
  readonly generation: number;
  /** Reads newly published versions now (this instance serves a version it just published at once). */
  refresh?(): Promise<boolean>;
  /** The presets profiles are compiled with. */
  presets?(): Readonly<Record<string, Preset>>;
}

/** Loads the profiles in `dir`; throws ProfileLoadError on any error finding. */
export async function loadShops(dir: string, options: { cacheDir?: string | undefined } = {}): Promise<ShopRegistry> {
  const { profiles, findings } = await loadProfilesInDir(dir, options.cacheDir ? { cacheDir: options.cacheDir } : {});
  const errors: StartupFinding[] = findings.filter((f) => f.severity === 'error');
  if (profiles.length === 0 && errors.length === 0) {
    errors.push({ code: 'NO_PROFILES', message: `No *.profile.json files were found under ${dir}. Point SHOPS_DIR at the shops folder.`, file: dir });
  }
  if (errors.length > 0) throw new ProfileLoadError(errors);
  const byId = new Map<string, LoadedProfile>();
  const dupes: StartupFinding[] = [];
  for (const p of profiles) {
    if (byId.has(p.shopId)) {
      dupes.push({ code: 'DUPLICATE_SHOP_ID', message: `shopId "${p.shopId}" is used by two profiles; give each shop its own id.`, ...(p.source ? { file: p.source } : {}), path: '/shopId' });
    }
    byId.set(p.shopId, p);
  }
  if (dupes.length > 0) throw new ProfileLoadError(dupes);
  // The semantic checks of `shopctl lint` too: a profile the linter calls broken (a page naming no
  // category, a location naming no shop) never goes live, as the studio refuses to publish one.
  const knownShopIds = new Set(byId.keys());
  const semantic = profiles.flatMap((p) => lintProfile(p, { ...(p.source ? { file: p.source } : {}), knownShopIds }));
  // Only its errors: its warnings are `shopctl lint`'s to print, with the rule sources that keep
  // the presets' unused rules quiet.
  const semanticErrors: StartupFinding[] = semantic.filter((f) => f.severity === 'error');
  if (semanticErrors.length > 0) throw new ProfileLoadError(semanticErrors);
  return { profiles: [...byId.values()], get: (id) => byId.get(id), warnings: findings.filter((f) => f.severity !== 'error'), versionOf: () => 0, generation: 0 };
}
