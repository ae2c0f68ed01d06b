/**
 * The bench's 10-line quote in a loop, each at a fresh instant, for profiling:
 * `node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx tests/bench/quote-loop.ts [quotes]`, then
 * `node tests/bench/cpuprofile-summary.mjs /tmp/prof/<file>.cpuprofile` for the self time per function.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { priceCart } from '../../engine/index.js';
import { loadProfileFile } from '../../schemas/node.js';
import { TEN_LINE_CART, TUESDAY_6PM, freshInstant } from './quote-cart.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const r = await loadProfileFile(join(ROOT, 'shops', 'wingtheory', 'wingtheory-noho.profile.json'), { cwd: ROOT });
if (!r.ok) throw new Error('the profile does not load');
const profile = r.profile;
const count = Number(process.argv[2] ?? 200_000);
let sink = 0;
const t0 = process.hrtime.bigint();
for (let i = 0; i < count; i++) sink += priceCart(profile, TEN_LINE_CART, { now: freshInstant(TUESDAY_6PM, i) }).totals.invoiceCents;
const us = Number(process.hrtime.bigint() - t0) / 1000 / count;
console.log(`${count} quotes, ${us.toFixed(2)} µs each on average (checksum ${sink})`);
