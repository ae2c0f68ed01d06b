import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The rules engine is pure: its modules only declare (no module runs code on import that another
// relies on; tests/architecture.test.ts checks it). Telling the bundler so lets it see through the
// engine's index: each page's chunk carries the engine code that page calls, not every module
// the index re-exports, and code no page calls (lint checks, explain sentences) is left out.
const ENGINE = fileURLToPath(new URL('../engine/', import.meta.url));
const isEngineModule = (id: string) => id.startsWith(ENGINE);

// One config for both builds: the browser bundle (dist/client, with a manifest the server reads
// for preload links) and the server-rendering bundle (dist/server/entry-server.js).
export default defineConfig(({ command, isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react()],
  // The built server bundle carries its dependencies, so it runs from any folder (STOREFRONT_OUT);
  // in development Node loads them from node_modules (React's CommonJS cannot be inlined).
  ssr: command === 'build' ? { noExternal: true, target: 'node' } : { target: 'node' },
  build: {
    // STOREFRONT_OUT builds elsewhere (the server reads STOREFRONT_DIST), e.g. to test a change
    // while another build is being served.
    outDir: `${process.env.STOREFRONT_OUT ?? 'dist'}/${isSsrBuild ? 'server' : 'client'}`,
    emptyOutDir: true,
    manifest: !isSsrBuild,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      treeshake: { moduleSideEffects: (id: string) => !isEngineModule(id) },
    },
  },
}));
