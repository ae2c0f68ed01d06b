/** The staff menu checker (spec section 2, "Menu checker"): every item, with 'same mods as' marks. */
import { productModgroups } from '../engine/index.js';
import type { LoadedProfile } from '../schemas/profile-types.js';

export interface MenuCheckItem {
  readonly id: string;
  readonly name: string;
  readonly price: unknown;
  /** Each group with its modifier count and its options (the operations page's out-of-stock list). */
  readonly modgroups: readonly { id: string; name: string; modifiers: number; options: readonly { id: string; name: string }[] }[];
  /** The first earlier item with identical modifier groups, as the legacy checker marked it. */
  readonly sameModsAs?: { readonly id: string; readonly name: string };
}

export interface MenuCheckCategory {
  readonly id: string;
  readonly name: string;
  readonly tag: string | null;
  /** The tag contains 'hide': hidden from customers (the legacy checker skipped these). */
  readonly hiddenByTag: boolean;
  readonly items: readonly MenuCheckItem[];
}

const text = (t: unknown): string =>
  typeof t === 'string' ? t : t && typeof t === 'object' ? String((t as { en?: string }).en ?? '') : '';

/** Lists every category and item of the raw menu, hidden ones included. */
export function menuCheck(profile: LoadedProfile): { shopId: string; categories: MenuCheckCategory[] } {
  const firstWithMods = new Map<string, { id: string; name: string }>();
  const categories = profile.menu.subMenus.map((sub) => {
    const items = sub.products.map((p): MenuCheckItem => {
      // Library groups resolved and nested groups listed after their option's group, as the product page shows them.
      const groups = productModgroups(profile.menu, p);
      const base = {
        id: p.id,
        name: text(p.name),
        price: p.price ?? null,
        modgroups: groups.map((g) => ({ id: g.id, name: text(g.name), modifiers: g.modifiers?.length ?? 0, options: (g.modifiers ?? []).map((m) => ({ id: m.id, name: text(m.name) })) })),
      };
      if (groups.length === 0) return base;
      const signature = JSON.stringify(groups);
      const first = firstWithMods.get(signature);
      if (!first) {
        firstWithMods.set(signature, { id: base.id, name: base.name });
        return base;
      }
      return { ...base, sameModsAs: first };
    });
    const tag = sub.tag ?? null;
    return { id: sub.id, name: text(sub.name), tag, hiddenByTag: (tag ?? '').includes('hide'), items };
  });
  return { shopId: profile.shopId, categories };
}
