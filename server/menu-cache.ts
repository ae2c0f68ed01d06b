/**
 * The one cache of resolved menus, shared by the menu API (`GET /api/shops/{shopId}/menu`) and the
 * rendered storefront pages. Schedules are minute-grained, so a shop's menu is resolved once per
 * profile version, live operations, minute and order type, and that resolution is exact for the whole minute.
 * A newly published version and a change of operations are new objects, so they get new entries
 * (and a new ETag) at once; the oldest entries go first once the cache holds `limit` of them
 * (256 by default: some twenty minutes of every shipped shop, as past minutes are rarely asked
 * for again and the largest menu's JSON is some 150 KB).
 */
import { createHash } from 'node:crypto';
import { publicMenu, resolveMenu, type CartType, type Operations, type ResolvedMenu } from '../engine/index.js';
import type { LoadedProfile } from '../schemas/profile-types.js';

export interface MenuEntry {
  readonly menu: ResolvedMenu;
  /** The menu as JSON text, made on first use. */
  json(): string;
  /** A strong ETag of that text. */
  etag(): string;
}

export interface MenuCache {
  /** The shop's menu at `at` (epoch ms) with these live operations, for an order type (none: the default). */
  at(profile: LoadedProfile, at: number, operations: Operations | undefined, cartType?: CartType): MenuEntry;
}

/** A number per object seen (profile versions, operations), so keys never serialise either. */
const ids = new WeakMap<object, number>();
let lastId = 0;
const idOf = (o: object | undefined): number => {
  if (!o) return 0;
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = ++lastId));
  return id;
};

export const DEFAULT_MENU_CACHE_ENTRIES = 256;

export function createMenuCache(limit: number = DEFAULT_MENU_CACHE_ENTRIES): MenuCache {
  const entries = new Map<string, MenuEntry>();
  return {
    at(profile, at, operations, cartType) {
      const key = `${profile.shopId}#${idOf(profile)}@${Math.floor(at / 60_000)}#${idOf(operations)}${cartType ? `/${cartType}` : ''}`;
      let entry = entries.get(key);
      if (!entry) {
        // Every reader is public (the menu API, the pages): no step of a rule customers are not shown.
        const menu = publicMenu(resolveMenu(profile, at, operations, cartType));
        let json: string | undefined;
        let etag: string | undefined;
        entry = {
          menu,
          json: () => (json ??= JSON.stringify(menu)),
          etag: () => (etag ??= `"${createHash('sha256').update(entry!.json()).digest('base64url').slice(0, 27)}"`),
        };
        if (entries.size >= limit) entries.delete(entries.keys().next().value!);
        entries.set(key, entry);
      }
      return entry;
    },
  };
}
