/**
 * The one ajv configuration for our schemas. schemas/generate-types.ts compiles it ahead of time
 * into schemas/generated/validators.js, which the loader uses; the two must not drift, so both
 * take their options and schema list from here.
 */
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import profileSchema from './shop-profile.schema.json' with { type: 'json' };
import cartSchema from './cart.schema.json' with { type: 'json' };
import quoteSchema from './quote.schema.json' with { type: 'json' };
import presetSchema from './preset.schema.json' with { type: 'json' };
import menuSchema from './menu.schema.json' with { type: 'json' };
import orderSchema from './order.schema.json' with { type: 'json' };
import operationsSchema from './operations.schema.json' with { type: 'json' };

import { VALIDATOR_REFS } from './schema-ids.js';

export { VALIDATOR_REFS };

export type AjvInstance = import('ajv/dist/2020.js').default;

// ajv and ajv-formats are CommonJS with a `default` export; this works under Node, tsx and bundlers.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as unknown as new (
  options: Record<string, unknown>,
) => AjvInstance;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as unknown as (
  ajv: AjvInstance,
) => void;

/** A new ajv with every schema registered; `code` is passed through (standalone generation). */
export function createAjv(code?: Record<string, unknown>): AjvInstance {
  const ajv = new Ajv2020({
    allErrors: true,
    useDefaults: true,
    discriminator: true,
    strict: false,
    verbose: true,
    schemas: [cartSchema, quoteSchema, profileSchema, menuSchema, presetSchema, orderSchema, operationsSchema],
    ...(code ? { code } : {}),
  });
  addFormats(ajv);
  return ajv;
}
