import { defineConfig } from 'tsup';

// shopctl is built to one ESM file; runtime dependencies stay external (installed by npm).
export default defineConfig({
  entry: { shopctl: 'cli/main.ts' },
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
