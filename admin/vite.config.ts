import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Keeps the studio's chunk small. codemirror-json-schema renders schema descriptions with
 * markdown-it and the shiki highlighter (grammars, themes and a regex engine), and its parsers
 * import the yaml and json5 libraries for modes the studio never uses: its markdown is replaced
 * by a stand-in that escapes the text and marks `code`, its YAML and JSON5 parsers by stubs.
 */
function leanJsonSchemaEditor(): Plugin {
  const standIn = (file: string) => fileURLToPath(new URL(`./src/studio/${file}`, import.meta.url));
  const fromLibrary = (importer: string | undefined) => importer !== undefined && /codemirror-json-schema[\\/]dist[\\/]/.test(importer);
  return {
    name: 'studio-lean-json-schema-editor',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!fromLibrary(importer)) return null;
      if (/^\.\.\/utils\/markdown(\.js)?$/.test(source)) return standIn('schema-markdown.ts');
      if (/^\.\/(yaml|json5)-parser(\.js)?$/.test(source)) return standIn('schema-parser-stub.ts');
      return null;
    },
  };
}

// The staff console: its own entry and chunks under /admin/assets, built to admin/dist (the
// server reads ADMIN_DIST), so nothing of it is ever referenced by a customer's page.
export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [leanJsonSchemaEditor(), react()],
  build: {
    outDir: process.env.ADMIN_OUT ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The studio's chunk carries the code editor and the JSON Schemas (about 710 kB, 215 kB
    // gzipped); it loads only on the studio's page.
    chunkSizeWarningLimit: 800,
  },
});
