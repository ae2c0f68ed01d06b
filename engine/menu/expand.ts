/**
 * A product's modifier groups as plain groups: each `{ "use": id }` replaced by a copy of the
 * menu's library group with the product's changes, and every group an option opens (nested
 * `modgroups`) placed right after the group of that option, with the option as its showIf.
 * Everything after this (compile, resolution, validation, pricing) sees one flat list, so a
 * line's picks stay one map by modifier id.
 */
import type { Menu, Modgroup, ModgroupUse, Modifier, Product } from '../../schemas/generated/types.js';

/** How deep groups may nest under options: a top group is depth 0; deeper groups are lint errors and never shown. */
export const MAX_NESTED_DEPTH = 3;

/** One group as the engine reads it, with where it was written. */
export interface ExpandedModgroup {
  /** The plain group: library fields with the product's changes applied; a nested group's showIf is its option. */
  readonly group: Modgroup;
  /** 0 for a product's own groups; 1-3 for a group opened by an option of a group one level up. */
  readonly depth: number;
  /** The option whose pick opens this group (nested groups only). */
  readonly parentModifierId?: string;
  /** The library group this is a copy of. */
  readonly libraryId?: string;
  /** JSON pointer (inside the menu) of where the group's own fields and options are written: in place, or in the library. */
  readonly path: string;
  /** JSON pointer of the entry that puts the group in its list: the `use` entry, or `path` for a group written in place. */
  readonly at: string;
  /** The `use` entry, for a copy of a library group. */
  readonly use?: ModgroupUse;
  /** JSON pointer of the entry inside the product that brings the group in: `at`, or the product's `use` entry for a group inside library content. */
  readonly productAt: string;
}

/** Something the expansion could not follow; lint reports it, the engine leaves the group out. */
export interface ExpansionProblem {
  readonly kind: 'unknown-library' | 'too-deep';
  /** The `use` entry or the group that is too deep. */
  readonly at: string;
  /** The library id asked for (unknown-library). */
  readonly use?: string;
  readonly depth: number;
}

export interface Expansion {
  readonly groups: readonly ExpandedModgroup[];
  readonly problems: readonly ExpansionProblem[];
}

/** True when a product's modgroups entry is a `{ "use": id }` of a library group. */
export function isModgroupUse(entry: Modgroup | ModgroupUse): entry is ModgroupUse {
  return typeof (entry as { use?: unknown }).use === 'string';
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The library group with a product's changes: the fields given on the use entry replace the library's. */
function applyUse(lib: Modgroup, use: ModgroupUse): Modgroup {
  const { use: _use, defaults, ...changes } = use;
  const out: Mutable<Modgroup> = { ...lib };
  for (const [k, v] of Object.entries(changes)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  if (defaults !== undefined) {
    const on = new Set(defaults);
    out.modifiers = (lib.modifiers ?? []).map((m): Modifier => {
      const isDefault = on.has(m.id);
      if ((m.default === true) === isDefault) return m;
      const copy: Mutable<Modifier> = { ...m };
      if (isDefault) copy.default = true;
      else delete copy.default;
      return copy;
    });
  }
  return out;
}

const NO_PRODUCT_GROUPS: Expansion = Object.freeze({ groups: Object.freeze([]), problems: Object.freeze([]) });

/**
 * The plain groups of a product, in the order the product page shows them (each nested group
 * after its option's group, depth first). `productPath` prefixes the pointers (e.g.
 * `/subMenus/0/products/3`); library pointers are `/modgroupLibrary/{i}`.
 */
export function expandModgroups(
  product: Pick<Product, 'modgroups'>,
  library: Menu['modgroupLibrary'],
  productPath = '',
  libraryPath = '/modgroupLibrary',
): Expansion {
  const entries = product.modgroups;
  if (!entries || entries.length === 0) return NO_PRODUCT_GROUPS;
  const groups: ExpandedModgroup[] = [];
  const problems: ExpansionProblem[] = [];

  const walk = (list: readonly (Modgroup | ModgroupUse)[], listPath: string, depth: number, parent: string | undefined, inLibrary: string | undefined): void => {
    list.forEach((entry, i) => {
      const at = `${listPath}/${i}`;
      const productAt = inLibrary ?? at;
      if (depth > MAX_NESTED_DEPTH) {
        problems.push({ kind: 'too-deep', at, depth });
        return;
      }
      let group: Modgroup;
      let path = at;
      let libraryId: string | undefined;
      if (isModgroupUse(entry)) {
        const li = library ? library.findIndex((g) => g.id === entry.use) : -1;
        if (li < 0) {
          problems.push({ kind: 'unknown-library', at, use: entry.use, depth });
          return;
        }
        group = applyUse(library![li]!, entry);
        path = `${libraryPath}/${li}`;
        libraryId = entry.use;
      } else {
        group = entry;
      }
      // A nested group shows while its option is picked: that option is its showIf.
      if (parent !== undefined && group.showIf !== parent) group = { ...group, showIf: parent };
      const out: Mutable<ExpandedModgroup> = { group, depth, path, at, productAt };
      if (parent !== undefined) out.parentModifierId = parent;
      if (libraryId !== undefined) {
        out.libraryId = libraryId;
        out.use = entry as ModgroupUse;
      }
      groups.push(out);
      const below = libraryId !== undefined ? productAt : inLibrary;
      (group.modifiers ?? []).forEach((m, mi) => {
        if (m.modgroups && m.modgroups.length > 0) walk(m.modgroups, `${path}/modifiers/${mi}/modgroups`, depth + 1, m.id, below);
      });
    });
  };
  walk(entries, `${productPath}/modgroups`, 0, undefined, undefined);
  return { groups, problems };
}

/** The plain groups of a product of `menu` (library uses resolved, nested groups flattened). */
export function productModgroups(menu: Pick<Menu, 'modgroupLibrary'>, product: Pick<Product, 'modgroups'>): Modgroup[] {
  return expandModgroups(product, menu.modgroupLibrary).groups.map((g) => g.group);
}
