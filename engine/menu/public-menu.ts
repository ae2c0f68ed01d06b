/**
 * The menu as customers may see it. Secrets stay secret: a public menu never names a rule that
 * is not shown to customers. A price rule that shows no old price struck through (a
 * price-increase, or any price rule with showOriginalPrice false: an internal markup) leaves only
 * its result, the price; the engine marks its steps `staffOnly` where it records them
 * (engine/menu/resolve.ts), as pricing marks the trace (see public-quote.ts). Parts without such
 * steps are shared with the resolved menu, not copied.
 */
import type { PriceStep, ResolvedCategory, ResolvedMenu, ResolvedModgroup, ResolvedModifier, ResolvedProduct } from './types.js';

/** The steps without the staff-only ones: the same array when none is, undefined when none is left. */
function publicSteps(steps: readonly PriceStep[] | undefined): readonly PriceStep[] | undefined | false {
  if (steps === undefined || !steps.some((s) => s.staffOnly === true)) return false;
  const kept = steps.filter((s) => s.staffOnly !== true);
  return kept.length > 0 ? kept : undefined;
}

/** `item` with its steps replaced (removed when none is left). */
function withSteps<T extends { readonly priceSteps?: readonly PriceStep[] }>(item: T, steps: readonly PriceStep[] | undefined): T {
  const { priceSteps: _all, ...rest } = item;
  return (steps === undefined ? rest : { ...rest, priceSteps: steps }) as T;
}

/** Maps a list, the same list when nothing in it changed. */
function mapShared<T>(list: readonly T[], fn: (item: T) => T): readonly T[] {
  let out: T[] | undefined;
  for (let i = 0; i < list.length; i++) {
    const next = fn(list[i]!);
    if (next !== list[i] && out === undefined) out = list.slice(0, i);
    if (out !== undefined) out.push(next);
  }
  return out ?? list;
}

function publicModifier(m: ResolvedModifier): ResolvedModifier {
  const steps = publicSteps(m.priceSteps);
  return steps === false ? m : withSteps(m, steps);
}

function publicModgroup(g: ResolvedModgroup): ResolvedModgroup {
  const modifiers = mapShared(g.modifiers, publicModifier);
  return modifiers === g.modifiers ? g : { ...g, modifiers };
}

function publicProduct(p: ResolvedProduct): ResolvedProduct {
  const steps = publicSteps(p.priceSteps);
  const modgroups = mapShared(p.modgroups, publicModgroup);
  if (steps === false && modgroups === p.modgroups) return p;
  const out = modgroups === p.modgroups ? p : { ...p, modgroups };
  return steps === false ? out : withSteps(out, steps);
}

function publicCategory(c: ResolvedCategory): ResolvedCategory {
  const products = mapShared(c.products, publicProduct);
  return products === c.products ? c : { ...c, products };
}

/** The resolved menu for a public answer (the menu API, the pages): without its staff-only price steps. */
export function publicMenu(menu: ResolvedMenu): ResolvedMenu {
  const categories = mapShared(menu.categories, publicCategory);
  return categories === menu.categories ? menu : { ...menu, categories };
}

