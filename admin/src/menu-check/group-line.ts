/** The menu check's line for one modifier group: its name and the options it offers. */

/** A group as GET /menu-check lists it. */
export interface CheckGroup {
  readonly id: string;
  readonly name: string;
  /** How many options it offers customers, written and generated. */
  readonly modifiers: number;
  /** An autoGenFromTag group: the tag and the options made from the products carrying it. */
  readonly generated?: { readonly fromTag: string; readonly options: readonly { readonly id: string; readonly name: string }[] };
}

const options = (n: number): string => `${n} option${n === 1 ? '' : 's'}`;

/**
 * 'Extras (4 options)'; a group made from tagged products (autoGenFromTag), whose options the menu
 * file does not list, names the tag and the options made from it.
 */
export function groupLine(g: CheckGroup): string {
  const made = g.generated;
  if (!made) return `${g.name} (${options(g.modifiers)})`;
  const from = `generated from the products tagged ${made.fromTag}`;
  if (made.options.length === 0) return `${g.name} (${options(g.modifiers)}; none ${from})`;
  const names = made.options.map((o) => o.name).join(', ');
  return made.options.length === g.modifiers
    ? `${g.name} (${options(g.modifiers)}, ${from}: ${names})`
    : `${g.name} (${options(g.modifiers)}, ${made.options.length} of them ${from}: ${names})`;
}
