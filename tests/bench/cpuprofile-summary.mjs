#!/usr/bin/env node
/**
 * Self and total time per function of a V8 .cpuprofile (`node --cpu-prof`), largest self time
 * first, each with its share of the sampled time (idle excluded):
 * `node tests/bench/cpuprofile-summary.mjs FILE.cpuprofile [rows] [--total]` (--total sorts by total).
 */
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const byTotal = args.includes('--total');
const [file, rowsArg] = args.filter((a) => a !== '--total');
if (!file) {
  console.error('usage: cpuprofile-summary.mjs FILE.cpuprofile [rows] [--total]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const keyOf = (node) => {
  const f = node.callFrame;
  const where = f.url ? `${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}` : '';
  return `${f.functionName || '(anonymous)'} ${where}`.trim();
};
const deltas = profile.timeDeltas ?? [];
const self = new Map();
const total = new Map();
let sampled = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const node = byId.get(profile.samples[i]);
  const us = deltas[i] ?? 0;
  if (node.callFrame.functionName === '(idle)') continue;
  sampled += us;
  const key = keyOf(node);
  self.set(key, (self.get(key) ?? 0) + us);
  const seen = new Set();
  for (let id = node.id; id !== undefined; id = parent.get(id)) {
    const k = keyOf(byId.get(id));
    if (seen.has(k)) continue;
    seen.add(k);
    total.set(k, (total.get(k) ?? 0) + us);
  }
}
const sortBy = byTotal ? total : self;
const rows = [...sortBy.keys()].sort((a, b) => sortBy.get(b) - sortBy.get(a)).slice(0, Number(rowsArg ?? 30));
const pct = (us) => `${((100 * us) / sampled).toFixed(1).padStart(5)}%`;
console.log(`sampled ${(sampled / 1000).toFixed(0)} ms (idle excluded)\n  self   total  function`);
for (const k of rows) console.log(`${pct(self.get(k) ?? 0)} ${pct(total.get(k) ?? 0)}  ${k}`);
