/**
 * JSON Schemas of the server's own request bodies (forms, tips, rewards, ...), compiled once
 * with ajv. The same objects feed /api/openapi.json, so the docs and the checks cannot drift.
 */
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { emailProblem, isEmailAddress } from './customers.js';
import { ApiError } from './errors.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
const required = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }) as const;
const botField = { type: ['string', 'null'], maxLength: 1000, description: 'Honeypot: a non-empty value drops the submission quietly.' } as const;

export const EVENT_TYPES = ['corporate', 'wedding', 'birthday', 'graduation', 'meeting', 'other'] as const;
export const BUDGETS = ['under-500', '500-1000', '1000-2000', '2000-5000', 'over-5000'] as const;

export const REQUEST_SCHEMAS = {
  ContactForm: {
    type: 'object',
    additionalProperties: false,
    required: ['location', 'name', 'email', 'message'],
    properties: {
      location: { ...required(200), description: "A location id or label from the shop's locations." },
      name: required(200),
      email: { type: 'string', format: 'email', maxLength: 320 },
      phone: { type: ['string', 'null'], maxLength: 40 },
      message: required(5000),
      'bot-field': botField,
    },
  },
  CateringForm: {
    type: 'object',
    additionalProperties: false,
    required: ['location', 'name', 'email', 'phone', 'eventDate', 'eventTime', 'guestCount', 'eventType'],
    properties: {
      location: { ...required(200), description: "A location id or label from the shop's locations." },
      name: required(200),
      email: { type: 'string', format: 'email', maxLength: 320 },
      phone: required(40),
      eventDate: { type: 'string', format: 'date' },
      eventTime: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$' },
      guestCount: { type: 'integer', minimum: 1, maximum: 100000 },
      eventType: { type: 'string', enum: EVENT_TYPES },
      budget: { type: ['string', 'null'], enum: [...BUDGETS, '', null] },
      dietaryRestrictions: { type: ['string', 'null'], maxLength: 2000 },
      message: { type: ['string', 'null'], maxLength: 5000 },
      'bot-field': botField,
    },
  },
  Subscription: {
    type: 'object',
    additionalProperties: false,
    required: ['email'],
    properties: {
      orderId: { type: ['string', 'null'], maxLength: 64 },
      name: { type: ['string', 'null'], maxLength: 200 },
      email: { type: 'string', format: 'email', maxLength: 320 },
      shopId: { type: 'string', maxLength: 64 },
    },
  },
  Rewards: {
    type: 'object',
    additionalProperties: false,
    required: ['action', 'originalPhone'],
    properties: {
      action: { type: 'string', enum: ['click-link', 'redeem'] },
      originalPhone: { type: 'string', minLength: 10, maxLength: 40 },
      preferredPhone: { type: ['string', 'null'], maxLength: 40 },
      shopId: { type: 'string', maxLength: 64 },
    },
  },
  PhoneVerification: {
    type: 'object',
    additionalProperties: false,
    required: ['phone'],
    properties: { phone: { type: 'string', minLength: 10, maxLength: 40 } },
  },
  PhoneVerificationConfirm: {
    type: 'object',
    additionalProperties: false,
    required: ['phone', 'code'],
    properties: { phone: { type: 'string', minLength: 10, maxLength: 40 }, code: { type: 'string', pattern: '^[0-9]{6}$' } },
  },
  Tip: {
    type: 'object',
    additionalProperties: false,
    description: 'A post-order tip: tipsInCents or tipPercent (one of them), the tipToken of the order\'s 201 answer (or a Tip-Token header), and confirm: false to preview the amount without charging it.',
    properties: {
      tipsInCents: { type: 'integer', minimum: 1, maximum: 100000 },
      tipPercent: { type: 'number', exclusiveMinimum: 0, maximum: 100, description: "One of the shop's percent buttons (settings.tips.percentChoices; 10, 15 or 20 by default)." },
      tipToken: { type: 'string', minLength: 1, maxLength: 200 },
      confirm: { type: 'boolean', default: true },
      order_id: { type: 'string' },
      r_id: { type: 'string' },
    },
  },
  DeliveryQuoteRequest: {
    type: 'object',
    additionalProperties: false,
    required: ['address'],
    properties: {
      address: required(500),
      cart: {
        $ref: '#/components/schemas/CartInput',
        description:
          'The cart to price for delivery to this address: the body POST .../quote takes, checked the same way (an error\'s path is under /cart). ' +
          'It is priced as a DELIVERY cart at the measured distance, so feeCents is its own fee (0 when its subtotal is over the free-delivery threshold); ' +
          'its cartType, deliveryAddress and any distance or fee it carries are replaced. Without it, feeCents is the fee of an empty cart.',
      },
      subtotalCents: { type: 'integer', minimum: 0, maximum: 100000000, description: 'Ignored (accepted so older clients are not refused): send cart for the fee of a cart.' },
    },
  },
  StatusChange: {
    type: 'object',
    additionalProperties: false,
    required: ['status'],
    properties: {
      status: { enum: ['placed', 'accepted', 'ready', 'completed', 'rejected', 'cancelled'] },
      prepMinutes: { type: 'integer', minimum: 1, maximum: 1440, description: "Minutes until ready, when accepting (default: the shop's defaultPrepMinutes)." },
      reason: { enum: ['TOO_BUSY', 'OUT_OF_ITEMS', 'CLOSED', 'OTHER'], description: 'Why, when rejecting (required then).' },
    },
  },
  WebhookEndpoints: {
    type: 'object',
    additionalProperties: false,
    required: ['endpoints'],
    properties: {
      endpoints: {
        type: 'array',
        maxItems: 10,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['url', 'secret'],
          properties: {
            url: { type: 'string', pattern: '^https?://', maxLength: 2000 },
            secret: { type: 'string', minLength: 16, maxLength: 200 },
            events: { type: 'array', minItems: 1, uniqueItems: true, items: { enum: ['order.placed', 'order.status'] } },
            active: { type: 'boolean' },
          },
        },
      },
    },
  },
  StaffSignIn: {
    type: 'object',
    additionalProperties: false,
    required: ['email', 'password'],
    properties: {
      email: { type: 'string', minLength: 1, maxLength: 320, pattern: '\\S' },
      password: { type: 'string', minLength: 1, maxLength: 200 },
    },
  },
  StaffPasswordChange: {
    type: 'object',
    additionalProperties: false,
    required: ['currentPassword', 'newPassword'],
    properties: {
      currentPassword: { type: 'string', minLength: 1, maxLength: 200 },
      newPassword: { type: 'string', minLength: 1, maxLength: 200, description: 'At least 10 characters.' },
    },
  },
  StaffInvite: {
    type: 'object',
    additionalProperties: false,
    required: ['email', 'role'],
    properties: {
      email: { type: 'string', format: 'email', maxLength: 320 },
      role: { type: 'string', enum: ['owner', 'manager', 'staff'] },
      sites: {
        type: 'array',
        maxItems: 100,
        items: { type: 'string', minLength: 1, maxLength: 100 },
        description: "Site ids (a profile's site.id, or its shopId); required for a manager or staff, empty for an owner.",
      },
    },
  },
} as const;

export type RequestSchemaName = keyof typeof REQUEST_SCHEMAS;

const thanks = (description: string) => ({
  type: 'object',
  additionalProperties: false,
  required: ['success', 'message'],
  properties: { success: { type: 'boolean', const: true }, message: { type: 'string', description } },
}) as const;

/**
 * The JSON answers of the server's own routes (the cart, quote, order and menu answers are
 * described by their schema files), for /api/openapi.json and the clients generated from it.
 * `tests/server/openapi-client.test.ts` checks the routes' real answers against them.
 */
export const RESPONSE_SCHEMAS = {
  ShopList: {
    type: 'object',
    additionalProperties: false,
    required: ['shops'],
    properties: {
      shops: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['shopId', 'name', 'site', 'basePath', 'city', 'timeZone'],
          properties: {
            shopId: { type: 'string' },
            name: { type: 'string', description: "The shop's name (identity.name)." },
            site: { description: 'The site (brand) it belongs to, or null for a shop on its own.', oneOf: [{ $ref: '#/components/schemas/Site' }, { type: 'null' }] },
            basePath: { type: 'string', description: "The path its pages live under on its site; '' for a single-location site." },
            city: { type: ['string', 'null'] },
            timeZone: { type: 'string', description: 'IANA time zone: the shop\'s clock.' },
          },
        },
      },
    },
  },
  PublicShop: {
    type: 'object',
    additionalProperties: false,
    description: "The public profile: the shop profile's identity, settings (defaults filled in) and presentation; its rules, promo codes, menu source and legacy ids stay on the server.",
    required: ['shopId', 'site', 'identity', 'settings', 'presentation'],
    properties: {
      shopId: { type: 'string' },
      site: { oneOf: [{ $ref: '#/components/schemas/Site' }, { type: 'null' }] },
      identity: { $ref: '#/components/schemas/Identity' },
      settings: { $ref: '#/components/schemas/Settings' },
      presentation: { $ref: '#/components/schemas/Presentation' },
    },
  },
  CashbackBalance: {
    type: 'object',
    additionalProperties: false,
    required: ['phone', 'cashbackCents'],
    properties: { phone: { type: 'string' }, cashbackCents: { type: 'integer', minimum: 0 } },
  },
  PhoneCodeSent: {
    type: 'object',
    additionalProperties: false,
    required: ['phone', 'expiresInSeconds'],
    properties: { phone: { type: 'string' }, expiresInSeconds: { type: 'integer', minimum: 1 } },
  },
  PhoneVerified: {
    type: 'object',
    additionalProperties: false,
    required: ['phone', 'token', 'verifiedUntil', 'cashbackCents'],
    properties: {
      phone: { type: 'string' },
      token: { type: 'string', description: 'Send as X-Phone-Token (API clients; browsers have the cookie).' },
      verifiedUntil: { type: 'string', format: 'date-time' },
      cashbackCents: { type: 'integer', minimum: 0 },
    },
  },
  SubscriptionDone: thanks("'Thanks for Subscribing!'"),
  FormReceived: thanks('The thanks to show in place of the form.'),
  RewardsAnswer: {
    type: 'object',
    additionalProperties: false,
    required: ['message'],
    properties: {
      message: { type: 'string', description: 'What to show the customer.' },
      cashbackCents: { type: 'integer', minimum: 0, description: 'redeem: the balance after the credit.' },
    },
  },
  DeliveryQuote: {
    type: 'object',
    additionalProperties: false,
    required: ['address', 'miles', 'deliverable', 'feeCents', 'etaMinutes', 'maxDistanceInMiles'],
    properties: {
      address: { type: 'string', description: 'The address as the maps provider formats it.' },
      miles: { type: 'number', minimum: 0 },
      deliverable: { type: 'boolean' },
      feeCents: { type: 'integer', minimum: 0, description: 'The delivery fee of the cart sent (of an empty cart when none was sent); 0 when not deliverable.' },
      etaMinutes: { type: 'number', minimum: 0 },
      maxDistanceInMiles: { type: 'number', minimum: 0 },
      message: { type: 'string', description: 'Why it cannot be delivered (only when not deliverable).' },
    },
  },
  AddressSuggestions: {
    type: 'object',
    additionalProperties: false,
    required: ['suggestions'],
    properties: {
      suggestions: { type: 'array', items: { type: 'object', additionalProperties: false, required: ['text'], properties: { text: { type: 'string' } } } },
    },
  },
  TipPreview: {
    type: 'object',
    additionalProperties: false,
    required: ['preview', 'tipCents', 'message'],
    properties: {
      preview: { type: 'boolean', const: true },
      tipCents: { type: 'integer', minimum: 1 },
      message: { type: 'string', description: "'Add a $X.XX tip to your card?'" },
    },
  },
  TipCharged: {
    type: 'object',
    additionalProperties: false,
    required: ['success', 'message', 'tipCents', 'order'],
    properties: {
      success: { type: 'boolean', const: true },
      message: { type: 'string', description: "'Thanks for tipping!'" },
      tipCents: { type: 'integer', minimum: 1 },
      order: { $ref: '#/components/schemas/Order' },
    },
  },
  TipAnswer: {
    description: 'confirm: false answers the preview; a confirmed tip answers the charge with the order as it is now.',
    oneOf: [{ $ref: '#/components/schemas/TipPreview' }, { $ref: '#/components/schemas/TipCharged' }],
  },
} as const;

/**
 * Components a route checks itself, as ajv sees them inside a request schema: any object. A cart
 * inside a body (DeliveryQuoteRequest's cart) is checked by its route with checkCart, as the quote
 * route checks its body, so its errors are the quote's; the document shows the CartInput schema.
 */
const CHECKED_BY_ROUTE = new Set(['#/components/schemas/CartInput']);

function forAjv(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forAjv);
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && CHECKED_BY_ROUTE.has(ref)) return { type: 'object' };
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, forAjv(v)]));
}

const ajv = new Ajv2020({ allErrors: false, strict: false });
addFormats(ajv);
// One test of an e-mail address for every route (an order's e-mail is checked with it too).
ajv.addFormat('email', { type: 'string', validate: isEmailAddress });
const validators = Object.fromEntries(
  Object.entries(REQUEST_SCHEMAS).map(([name, schema]) => [name, ajv.compile(forAjv(schema) as object)]),
) as Record<RequestSchemaName, ReturnType<Ajv2020['compile']>>;

/** Validates a body against a request schema; throws a 400 naming the first offending path. */
export function checkBody<T>(name: RequestSchemaName, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, 'BAD_BODY', undefined, '');
  const validate = validators[name];
  if (validate(body)) return body as T;
  const err = validate.errors?.[0];
  throw err ? toApiError(err, body) : new ApiError(400, 'INVALID_REQUEST');
}

/** The value at a JSON pointer of `body` (ajv's instancePath). */
function valueAt(body: unknown, pointer: string): unknown {
  let v = body;
  for (const seg of pointer.split('/').slice(1)) {
    const key = seg.replace(/~1/g, '/').replace(/~0/g, '~');
    v = v !== null && typeof v === 'object' && Object.hasOwn(v, key) ? (v as Record<string, unknown>)[key] : undefined;
  }
  return v;
}

const FORMAT_HINTS: Record<string, string> = {
  eventDate: 'must be a date like 2025-06-30',
  eventTime: 'must be a time like 18:30',
};

function toApiError(err: ErrorObject, body: unknown): ApiError {
  const params = err.params as Record<string, unknown>;
  if (err.keyword === 'required') {
    const field = String(params.missingProperty);
    return new ApiError(400, 'MISSING_FIELD', `${field} is required.`, `${err.instancePath}/${field}`);
  }
  if (err.keyword === 'additionalProperties') {
    const field = String(params.additionalProperty);
    return new ApiError(400, 'UNKNOWN_FIELD', `${field} is not a field of this form. Remove it.`, `${err.instancePath}/${field}`);
  }
  const field = err.instancePath.split('/').pop() || 'body';
  if (err.keyword === 'format' && params.format === 'email') {
    const value = valueAt(body, err.instancePath);
    const problem = typeof value === 'string' ? emailProblem(value) : undefined;
    return new ApiError(400, 'INVALID_EMAIL', problem ?? `Enter a valid e-mail address in ${field}.`, err.instancePath);
  }
  if (err.keyword === 'enum') {
    const allowed = (params.allowedValues as unknown[]).filter((v) => v !== null && v !== '').join(', ');
    return new ApiError(400, 'INVALID_FIELD', `${field} must be one of: ${allowed}.`, err.instancePath);
  }
  if ((err.keyword === 'minLength' && params.limit === 1) || (err.keyword === 'pattern' && params.pattern === '\\S')) {
    return new ApiError(400, 'MISSING_FIELD', `${field} is required.`, err.instancePath);
  }
  if (err.keyword === 'pattern' || err.keyword === 'format') {
    const hint = FORMAT_HINTS[field] ?? 'is not in the expected format';
    return new ApiError(400, 'INVALID_FIELD', `${field} ${hint}.`, err.instancePath);
  }
  return new ApiError(400, 'INVALID_FIELD', `${field} ${err.message ?? 'is not valid'}.`, err.instancePath);
}
