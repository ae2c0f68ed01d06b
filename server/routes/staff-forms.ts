/**
 * The staff side of the contact and catering forms: a shop's submissions, newest first, for every
 * role of the shop's site (the guard answers a shop of another site 404, as if it did not exist).
 */
import type { FastifyInstance } from 'fastify';
import { parseLimitQuery } from '../edge/small-checks.js';
import { ApiError } from '../errors.js';
import { FORM_KINDS, listForms, type FormKind } from '../staff/forms.js';
import type { RouteContext } from './context.js';

export const DEFAULT_FORMS_LIMIT = 50;
export const MAX_FORMS_LIMIT = 200;

const badQuery = (message: string, name: string): ApiError => new ApiError(400, 'INVALID_QUERY', message, `query:${name}`);

/** Registers GET /api/staff/shops/{shopId}/forms. */
export function registerStaffFormRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get('/api/staff/shops/:shopId/forms', {
    config: {
      doc: {
        operationId: 'listFormSubmissions',
        tag: 'Staff',
        security: 'staff',
        summary: "The shop's contact messages and catering inquiries, newest first: { submissions: [{ id, kind, shopId, receivedAt, location, name, email, phone, message, event }], next }",
        query: {
          kind: { description: 'contact or catering (default both)' },
          since: { description: 'An ISO time: only what arrived at or after it' },
          before: { description: "The previous page's next: only what arrived before that submission" },
          limit: { description: `How many, 1 to ${MAX_FORMS_LIMIT} (default ${DEFAULT_FORMS_LIMIT})` },
        },
        responses: { 200: { description: '{ submissions, next }: next is the before of the following page, null at the end' } },
      },
    },
  }, async (req) => {
    const { shopId } = req.params as { shopId: string };
    await ctx.staff(req, shopId, 'orders');
    const profile = ctx.shopOf(req);
    const q = req.query as { kind?: string; since?: string; before?: string; limit?: string };
    if (q.kind !== undefined && !(FORM_KINDS as readonly string[]).includes(q.kind)) throw badQuery('kind must be contact or catering (leave it out for both).', 'kind');
    if (q.since !== undefined && (q.since.length > 64 || Number.isNaN(Date.parse(q.since)))) throw badQuery('since must be an ISO time like 2025-06-18T19:00:00Z.', 'since');
    if (q.before !== undefined && !/^\d{1,18}$/.test(q.before)) throw badQuery("before must be a submission id: the previous page's next.", 'before');
    const limit = parseLimitQuery(q.limit, DEFAULT_FORMS_LIMIT, MAX_FORMS_LIMIT);
    return listForms(ctx.db, profile, {
      limit,
      ...(q.kind ? { kind: q.kind as FormKind } : {}),
      ...(q.since ? { since: new Date(q.since).toISOString() } : {}),
      ...(q.before ? { before: q.before } : {}),
    });
  });
}
