/**
 * Turning stored versions into what the engine runs, and checking a draft: the same loader and
 * the same lint as `shopctl lint`, over text held in memory.
 */
import { lintLoadResult } from '../../engine/lint/index.js';
import { closestMatch, loadPreset, loadProfile, parseJsonText, sortFindings, type Finding, type Preset } from '../../schemas/index.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';

/** The profile and menu of a version, as stored. */
export interface VersionBody {
  readonly shopId: string;
  readonly profile: unknown;
  readonly menu: unknown;
}

/** The file name findings of a shop's profile carry. */
export function profileFileOf(shopId: string): string {
  return `${shopId}.profile.json`;
}

/** The menu file a profile names (`menu.file`), else `<shopId>.menu.json`. */
export function menuFileOf(profile: unknown, shopId: string): string {
  const m = (profile as { menu?: { file?: unknown } } | null)?.menu;
  return typeof m?.file === 'string' ? m.file : `${shopId}.menu.json`;
}

/** True when the profile keeps its menu outside itself (a file or a URL). */
export function hasOutsideMenu(profile: unknown): boolean {
  const m = (profile as { menu?: Record<string, unknown> } | null)?.menu;
  return Boolean(m && typeof m === 'object' && !('subMenus' in m));
}

/** Presets by id from stored preset versions (a broken one is left out). */
export function presetsOf(bodies: readonly { readonly profile: unknown }[]): Record<string, Preset> {
  const out: Record<string, Preset> = {};
  for (const b of bodies) {
    const r = loadPreset({ value: b.profile, file: 'preset' });
    if (r.ok) out[r.preset.id] = r.preset;
  }
  return out;
}

/** Loads a stored version for the engine; the findings when it does not load. */
export function compileVersion(body: VersionBody, presets: Readonly<Record<string, Preset>>, source?: string): { ok: true; profile: LoadedProfile } | { ok: false; findings: Finding[] } {
  const file = source ?? profileFileOf(body.shopId);
  const outside = hasOutsideMenu(body.profile);
  const r = loadProfile({
    value: body.profile,
    file,
    presets,
    ...(outside && body.menu !== null && body.menu !== undefined ? { menu: { value: body.menu, file: menuFileOf(body.profile, body.shopId) } } : {}),
  });
  if (!r.ok) return { ok: false, findings: r.findings };
  return { ok: true, profile: r.profile };
}

/** A draft as given: a JSON value or JSON text, for the profile and the menu. */
export interface DraftSource {
  readonly shopId: string;
  readonly profile: unknown;
  /** undefined: the live version's menu. */
  readonly menu?: unknown;
  readonly liveMenu: unknown;
  readonly presets: Readonly<Record<string, Preset>>;
  /** Shops that exist (for a location naming another shop). */
  readonly knownShopIds: ReadonlySet<string>;
}

/** A checked draft: its findings (exactly `shopctl lint`'s), its values and texts, and the profile when it loads. */
export interface CheckedDraft {
  readonly findings: Finding[];
  readonly profile: unknown;
  readonly profileText: string;
  readonly menu: unknown;
  readonly menuText: string | null;
  readonly loaded: LoadedProfile | undefined;
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : `${JSON.stringify(v, null, 2)}\n`);

/** Parses and lints a draft held in memory; never throws on bad input (it becomes findings). */
export function checkDraft(d: DraftSource): CheckedDraft {
  const file = profileFileOf(d.shopId);
  const profileText = asText(d.profile);
  const parsed = parseJsonText(profileText, file);
  const profileValue = parsed.ok ? parsed.value : undefined;
  const menuFile = menuFileOf(profileValue, d.shopId);
  let menuText: string | null = null;
  let menuValue: unknown = null;
  if (hasOutsideMenu(profileValue)) {
    if (d.menu !== undefined && d.menu !== null) {
      menuText = asText(d.menu);
      const m = parseJsonText(menuText, menuFile);
      menuValue = m.ok ? m.value : undefined;
    } else if (d.liveMenu !== null && d.liveMenu !== undefined) {
      menuValue = d.liveMenu;
      menuText = asText(d.liveMenu);
    }
  }
  if (!parsed.ok) return { findings: sortFindings(parsed.findings), profile: undefined, profileText, menu: menuValue, menuText, loaded: undefined };
  const r = loadProfile({ text: profileText, file, presets: d.presets, ...(menuText !== null ? { menu: { text: menuText, file: menuFile } } : {}) });
  // Every finding in one run, as shopctl lint gives them.
  const findings: Finding[] = lintLoadResult(r, { file, knownShopIds: new Set([...d.knownShopIds, d.shopId]), closestMatch });
  const sorted = sortFindings(findings);
  const loaded = r.ok && !sorted.some((f) => f.severity === 'error') ? r.profile : undefined;
  return { findings: sorted, profile: profileValue, profileText, menu: menuValue ?? null, menuText, loaded };
}
