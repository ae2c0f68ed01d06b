/**
 * Loaded into the server process by the memory benchmark (`node --import` this file; benchmarks
 * only, never in production): on SIGUSR2 it writes the process's memory as its own V8 sees it to
 * the file named by MEMORY_PROBE_FILE, as one JSON object:
 *
 * - `usage`: process.memoryUsage() (rss, heapTotal, heapUsed, external, arrayBuffers), bytes;
 * - `spaces`: the physical size of each space of the V8 heap (new_space holds the young objects), bytes;
 * - `wasm`: the byte length of every WebAssembly memory still alive (PGlite's Postgres heap is
 *   one), so a second database instance left behind shows as a second entry.
 *
 * With MEMORY_PROBE_SNAPSHOT set to a file name, it also writes a V8 heap snapshot there (after
 * the figures: taking one collects the garbage first), to open in Chrome's DevTools (Memory tab).
 *
 * WebAssembly memories are counted by wrapping the WebAssembly.Memory constructor (a subclass
 * whose instances are still WebAssembly memories) and keeping a weak reference to each: one
 * no longer used but not yet collected still counts, as its pages still do in the resident size.
 */
import { writeFileSync } from 'node:fs';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';

const memories = [];
const Native = WebAssembly.Memory;
class CountedMemory extends Native {
  constructor(descriptor) {
    super(descriptor);
    memories.push(new WeakRef(this));
  }
}
WebAssembly.Memory = CountedMemory;

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    const wasm = memories.map((ref) => ref.deref()).filter(Boolean).map((m) => m.buffer.byteLength);
    const spaces = Object.fromEntries(getHeapSpaceStatistics().map((space) => [space.space_name, space.physical_space_size]));
    const figures = JSON.stringify({ usage: process.memoryUsage(), spaces, wasm });
    if (process.env.MEMORY_PROBE_SNAPSHOT) writeHeapSnapshot(process.env.MEMORY_PROBE_SNAPSHOT);
    writeFileSync(file, figures);
  });
}
