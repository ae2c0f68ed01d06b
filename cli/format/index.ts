/** Text rendering helpers for shopctl's human-readable output. */
export { renderTable, renderPairs, heading, widthOf, type Column, type Row } from './table.js';
export { dollars, minusDollars } from './money.js';
