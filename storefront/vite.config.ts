import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One config for both builds: the browser bundle (dist/client, with a manifest the server reads
// for preload links) and the server-rendering bundle (dist/server/entry-server.js).
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    target: 'es2022',
    sourcemap: false,
  },
  ssr: { noExternal: isSsrBuild ? [] : [] },
}));
