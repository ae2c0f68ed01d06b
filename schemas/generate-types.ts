/**
 * Regenerates, from the JSON Schemas (run: npm run schemas:types):
 * - schemas/generated/types.ts, the TypeScript types;
 * - schemas/generated/validators.js, the ajv validators compiled ahead of time, so loading a
 *   profile does not compile the schemas first (a few hundred milliseconds per CLI start).
 */
import { compile } from 'json-schema-to-typescript';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { createAjv, VALIDATOR_REFS } from './ajv-setup.js';
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
      menu: { $ref: './menu.schema.json' },
      cart: { $ref: './cart.schema.json' },
      quote: { $ref: './quote.schema.json' },
      preset: { $ref: './preset.schema.json' },
      order: { $ref: './order.schema.json' },
      operations: { $ref: './operations.schema.json' },
      // Reached only through an if/then (a product's modgroups entry), which the compiler does not follow.
      modgroupUse: { $ref: './menu.schema.json#/$defs/ModgroupUse' },
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

const standaloneCode = ((standaloneModule as unknown as { default?: unknown }).default ?? standaloneModule) as (
  ajv: unknown,
  refs: Record<string, string>,
) => string;

/** Renders the precompiled validators as an ES module (one export per entry of VALIDATOR_REFS). */
export function renderValidators(): string {
  const code = standaloneCode(createAjv({ source: true, esm: true }), { ...VALIDATOR_REFS });
  // ajv emits require() for its run-time helpers; turn them into imports so the module is plain ESM.
  const modules = [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]!))].sort();
  // The helpers are CommonJS with __esModule: Node hands over module.exports as the default
  // export, bundlers the named exports; __cjs gives module.exports under both.
  const imports = [
    'const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);',
    ...modules.map((m, i) => `import * as __ns${i} from ${JSON.stringify(`${m}.js`)};\nconst __runtime${i} = __cjs(__ns${i});`),
  ];
  let body = code.replace(/^"use strict";/, '');
  modules.forEach((m, i) => {
    body = body.split(`require(${JSON.stringify(m)})`).join(`__runtime${i}`);
  });
  return [
    '// Generated from schemas/*.schema.json by schemas/generate-types.ts (ajv standalone). Do not edit by hand.',
    '// @ts-nocheck',
    ...imports,
    body,
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = join(here, 'generated', 'types.ts');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, await renderTypes());
  console.log(`wrote ${out}`);
  const validators = join(here, 'generated', 'validators.js');
  writeFileSync(validators, renderValidators());
  console.log(`wrote ${validators}`);
}
