import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'cli/dist/**', 'data/**', '**/dist/**'],
    pool: 'forks',
    // Both cores: files run two at a time (Vitest's default leaves one core idle on a 2-core machine).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
