/** The staff menu checker (spec section 2, "Menu checker"): every item, with 'same mods as' marks. */
import { compileProfile, productModgroups } from '../engine/index.js';
import type { LoadedProfile } from '../schemas/profile-types.js';

export interface MenuCheckItem {
  readonly id: string;
  readonly name: string;
  readonly price: unknown;
  /**
   * Each group with how many options it offers (written and generated), its written options (the
   * operations page's out-of-stock list) and, for an autoGenFromTag group, the options made from
   * the tagged products (out of stock with their product).
   */
  readonly modgroups: readonly MenuCheckGroup[];
  /** Out of stock through the profile (settings.menuSettings): live operations cannot put it back on sale. */
  readonly profileOutOfStock?: true;
  /** The first earlier item with identical modifier groups, as the legacy checker marked it. */
  readonly sameModsAs?: { readonly id: string; readonly name: string };
}

export interface MenuCheckGroup {
  readonly id: string;
  readonly name: string;
  readonly modifiers: number;
  readonly options: readonly MenuCheckOption[];
  readonly generated?: { readonly fromTag: string; readonly options: readonly { readonly id: string; readonly name: string }[] };
}

export interface MenuCheckOption {
  readonly id: string;
  readonly name: string;
  /** As the item's: out of stock through the profile. */
  readonly profileOutOfStock?: true;
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
  // The mark the engine reads (engine/compile.ts): an id whose setting is OUT_OF_STOCK is refused whatever operations say.
  const outMark = (id: string): { profileOutOfStock?: true } => (profile.settings.menuSettings[id]?.outOfStock === 'OUT_OF_STOCK' ? { profileOutOfStock: true } : {});
  const firstWithMods = new Map<string, { id: string; name: string }>();
  // The compiled menu lists every category and product as written, each product's groups as below.
  const compiled = compileProfile(profile);
  const categories = profile.menu.subMenus.map((sub, ci) => {
    const items = sub.products.map((p, pi): MenuCheckItem => {
      // Library groups resolved and nested groups listed after their option's group, as the product page shows them.
      const groups = productModgroups(profile.menu, p);
      const compiledGroups = compiled.categories[ci]?.products[pi]?.modgroups;
      const base = {
        id: p.id,
        name: text(p.name),
        price: p.price ?? null,
        modgroups: groups.map((g, gi): MenuCheckGroup => {
          const options = (g.modifiers ?? []).map((m) => ({ id: m.id, name: text(m.name), ...outMark(m.id) }));
          // The options made from the tagged products, as customers are offered them.
          const made = g.autoGenFromTag ? (compiledGroups?.[gi]?.modifiers ?? []).filter((m) => m.generated).map((m) => ({ id: m.id, name: m.name })) : [];
          const out: MenuCheckGroup = { id: g.id, name: text(g.name), modifiers: options.length + made.length, options };
          return g.autoGenFromTag ? { ...out, generated: { fromTag: g.autoGenFromTag, options: made } } : out;
        }),
        ...outMark(p.id),
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
