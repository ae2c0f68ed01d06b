import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The staff console: its own entry and chunks under /admin/assets, built to admin/dist (the
// server reads ADMIN_DIST), so nothing of it is ever referenced by a customer's page.
export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: process.env.ADMIN_OUT ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
});
