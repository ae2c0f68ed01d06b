import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollars, minusDollars } from './money.js';
import { heading, renderPairs, renderTable, widthOf } from './table.js';

describe('renderTable', () => {
  it.each([
    [
      'right-aligned money under its header',
      [{ header: 'Qty', align: 'right' as const }, { header: 'Item' }, { header: 'Total', align: 'right' as const }],
      [['2', 'Cheeseburger', '$32.00'], ['10', 'Soda', '$2.50']],
      'Qty  Item           Total\n  2  Cheeseburger  $32.00\n 10  Soda           $2.50\n',
    ],
    [
      'a text row is printed as is, trailing spaces trimmed',
      [{ header: 'A' }, { header: 'B' }],
      [['x', ''], { text: '    sub-line  ' }],
      'A  B\nx\n    sub-line\n',
    ],
    ['no rows: the header only', [{ header: 'Id' }, { header: 'Name' }], [], 'Id  Name\n'],
  ])('%s', (_case, columns, rows, expected) => {
    expect(renderTable(columns, rows)).toBe(expected);
  });

  it('counts code points, not UTF-16 units, for width', () => {
    expect(widthOf('µs')).toBe(2);
    expect(renderTable([{ header: 'x' }, { header: 'y' }], [['–', '1']])).toBe('x  y\n–  1\n');
  });
});

describe('renderPairs, heading, money', () => {
  it('lines labels up left and values right', () => {
    expect(renderPairs([['Subtotal', '$33.99'], ['Tax', '$2.58']])).toBe('Subtotal  $33.99\nTax        $2.58\n');
  });
  it('underlines headings', () => {
    expect(heading('Mains', 2)).toBe('Mains\n-----\n');
    expect(heading('Menu')).toBe('Menu\n====\n');
  });
  it.each([
    [0, '$0.00', '$0.00', ''],
    [5, '$0.05', '-$0.05', '-$0.05'],
    [123456, '$1,234.56', '-$1,234.56', '-$1,234.56'],
  ])('%i cents', (cents, plain, minus, blank) => {
    expect(dollars(cents)).toBe(plain);
    expect(minusDollars(cents)).toBe(minus);
    expect(minusDollars(cents, true)).toBe(blank);
  });
});

describe('properties', () => {
  const cell = fc.string({ maxLength: 12 }).map((s) => s.replace(/[\n\r]/g, ' ').trim());
  it('every column starts at the same offset on every line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }).chain((n) =>
          fc.tuple(
            fc.array(fc.constantFrom<'left' | 'right'>('left', 'right'), { minLength: n, maxLength: n }),
            fc.array(fc.array(cell.filter((s) => s.length > 0 && !s.includes('  ')), { minLength: n, maxLength: n }), { maxLength: 6 }),
          ),
        ),
        ([aligns, rows]) => {
          const columns = aligns.map((align, i) => ({ header: `H${i}`, align }));
          const lines = renderTable(columns, rows).split('\n').slice(0, -1);
          expect(lines.length).toBe(rows.length + 1);
          // Left-aligned cells begin where the header begins; right-aligned cells end where it ends.
          columns.forEach((c, i) => {
            const headerStart = [...lines[0]!].join('').indexOf(c.header);
            rows.forEach((r, k) => {
              const line = lines[k + 1]!;
              const text = r[i]!;
              const widths = columns.map((col, j) => Math.max(widthOf(col.header), ...rows.map((row) => widthOf(row[j]!))));
              const start = widths.slice(0, i).reduce((a, w) => a + w + 2, 0);
              const at = c.align === 'right' ? start + widths[i]! - widthOf(text) : start;
              expect([...line].slice(at, at + widthOf(text)).join('')).toBe(text);
              if (c.align !== 'right') expect(start).toBe(headerStart);
            });
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
