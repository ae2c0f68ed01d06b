/** Plain-text tables for terminal output: padded columns, no borders. */

/** One column: its header and which side its cells line up on. */
export interface Column {
  readonly header: string;
  readonly align?: 'left' | 'right';
}

/** A row of cells; a row given as `{ text }` is printed as is, across the columns (a sub-line). */
export type Row = readonly string[] | { readonly text: string };

/** Visible width of a cell: code points, so '–' or 'µ' count as one. */
export function widthOf(text: string): number {
  return [...text].length;
}

function pad(text: string, width: number, align: 'left' | 'right'): string {
  const gap = ' '.repeat(Math.max(0, width - widthOf(text)));
  return align === 'right' ? gap + text : text + gap;
}

/**
 * Renders rows under their headers, each column as wide as its widest cell, two spaces apart,
 * trailing spaces trimmed. Every line ends with a newline.
 */
export function renderTable(columns: readonly Column[], rows: readonly Row[], options: { readonly indent?: string } = {}): string {
  const indent = options.indent ?? '';
  const widths = columns.map((c, i) =>
    Math.max(widthOf(c.header), ...rows.map((r) => ('text' in r ? 0 : widthOf(r[i] ?? '')))),
  );
  const line = (cells: readonly string[]): string =>
    (indent + columns.map((c, i) => pad(cells[i] ?? '', widths[i] ?? 0, c.align ?? 'left')).join('  ')).trimEnd() + '\n';
  let out = line(columns.map((c) => c.header));
  for (const r of rows) out += 'text' in r ? `${indent}${r.text}`.trimEnd() + '\n' : line(r);
  return out;
}

/** Label/value pairs, labels left and values right-aligned in one column. */
export function renderPairs(pairs: readonly (readonly [string, string])[], options: { readonly indent?: string } = {}): string {
  const indent = options.indent ?? '';
  const labelWidth = Math.max(0, ...pairs.map(([l]) => widthOf(l)));
  const valueWidth = Math.max(0, ...pairs.map(([, v]) => widthOf(v)));
  return pairs.map(([l, v]) => `${indent}${pad(l, labelWidth, 'left')}  ${pad(v, valueWidth, 'right')}`.trimEnd() + '\n').join('');
}

/** A heading underlined with '=' (level 1) or '-' (level 2). */
export function heading(text: string, level: 1 | 2 = 1): string {
  return `${text}\n${(level === 1 ? '=' : '-').repeat(widthOf(text))}\n`;
}
