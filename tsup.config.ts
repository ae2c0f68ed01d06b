import { defineConfig } from 'tsup';

// shopctl is built to one ESM file; runtime dependencies stay external (installed by npm).
// The receipt worker is a second entry: worker threads load it by file name, beside the bundle
// (server/receipt-renderer.ts looks for cli/dist/receipt-worker.js).
export default defineConfig({
  entry: { shopctl: 'cli/main.ts', 'receipt-worker': 'server/receipt-worker.ts' },
  outDir: 'cli/dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // Code splitting keeps the server in its own chunk, loaded only by `shopctl serve`.
  splitting: true,
  // Vite is loaded only by `serve --dev` (a development dependency), never bundled.
  external: ['vite'],
});
