/** Regenerates schemas/generated/types.ts from the JSON Schemas (run: npm run schemas:types). */
import { compile } from 'json-schema-to-typescript';
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Renders the TypeScript source for all schemas at once, so shared definitions are emitted once. */
export async function renderTypes(): Promise<string> {
  // One root that references every schema: json-schema-to-typescript then names each definition once.
  const root = {
    title: 'AllSchemas',
    type: 'object',
    additionalProperties: false,
    properties: {
      profile: { $ref: './shop-profile.schema.json' },
      cart: { $ref: './cart.schema.json' },
      quote: { $ref: './quote.schema.json' },
      preset: { $ref: './preset.schema.json' },
    },
  };
  const ts = await compile(root as never, 'AllSchemas', {
    bannerComment: '/* Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand. */',
    cwd: here,
    additionalProperties: false,
    declareExternallyReferenced: true,
    unreachableDefinitions: false,
    strictIndexSignatures: true,
    format: true,
    style: { singleQuote: true },
  });
  return ts;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = join(here, 'generated', 'types.ts');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, await renderTypes());
  console.log(`wrote ${out}`);
}
