/** Form routes: the contact and catering forms a shop takes online. */
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { checkBody } from '../api-schemas.js';
import { ApiError } from '../errors.js';
import { requireRealPhone } from '../phone-numbers.js';
import { receiveForm } from '../staff/forms.js';
import type { RouteContext } from './context.js';

/** Contact and catering forms name a location by id, label or shop id; a shop without locations is its own. */
function allowedLocations(p: LoadedProfile): string[] {
  const locs = (p.identity.locations ?? []).filter((l) => !l.disabled);
  if (locs.length === 0) return [p.shopId, p.identity.name];
  return [...new Set(locs.flatMap((l) => [l.id, l.label, l.shopId]))];
}

/** A catering event is today or later on the shop's clock: an earlier date is 400 at /eventDate. */
function checkEventDate(p: LoadedProfile, eventDate: string, now: number): void {
  const today = DateTime.fromMillis(now, { zone: p.identity.timeZone }).toISODate()!;
  if (eventDate < today) {
    throw new ApiError(400, 'EVENT_DATE_PASSED', `eventDate ${eventDate} is in the past (today is ${today} at ${p.identity.name}). Enter the date the event will take place.`, '/eventDate');
  }
}

/** Registers the form routes (a shop lists the forms it takes in presentation.forms). */
export function registerFormRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, now, shopOf } = ctx;
  const formsLimit = ctx.limits.forms;
  for (const kind of ['contact', 'catering'] as const) {
    app.post(`/api/shops/:shopId/forms/${kind}`, {
      config: { ...formsLimit, doc: { operationId: kind === 'contact' ? 'submitContactForm' : 'submitCateringForm', tag: 'Forms', summary: `${kind === 'contact' ? 'Contact Us' : 'Catering Inquiry'} form`, body: kind === 'contact' ? 'ContactForm' : 'CateringForm', responses: { 200: { description: 'Received', schema: 'FormReceived' }, 400: { description: kind === 'contact' ? 'INVALID_EMAIL; PHONE_INVALID, PHONE_COUNTRY: a phone given is not a real number of the shop\'s phoneCountries' : 'INVALID_EMAIL; PHONE_INVALID, PHONE_COUNTRY: the phone is not a real number of the shop\'s phoneCountries; EVENT_DATE_PASSED: eventDate is before today on the shop\'s clock', schema: 'Error' } } } },
    }, async (req) => {
      const p = shopOf(req);
      if (!(p.presentation.forms ?? []).includes(kind)) {
        throw new ApiError(404, 'FORM_NOT_FOUND', `${p.identity.name} does not take ${kind} requests online. Call the shop instead.`, 'params:form');
      }
      const body = checkBody<Record<string, unknown> & { location: string }>(kind === 'contact' ? 'ContactForm' : 'CateringForm', req.body);
      const message = kind === 'contact' ? 'Thank you! We received your message and will get back to you soon.' : 'Thank you! We received your catering inquiry and will contact you soon.';
      // A filled honeypot is a bot: answer as if accepted, store nothing.
      const bot = body['bot-field'];
      if (typeof bot === 'string' && bot.length > 0) return { success: true, message };
      const locations = allowedLocations(p);
      if (!locations.includes(body.location)) {
        throw new ApiError(400, 'INVALID_FIELD', `location must be one of: ${locations.join(', ')}.`, '/location');
      }
      // The shop calls back on this number: a real one of its countries (catering requires it).
      const phone = body['phone'];
      if (typeof phone === 'string' && phone.trim() !== '') requireRealPhone(p, phone, '/phone');
      if (kind === 'catering') checkEventDate(p, String(body['eventDate']), now());
      const { 'bot-field': _bot, ...payload } = body;
      // Stored with the e-mail (or text) that tells the shop, in one transaction; the worker sends it now.
      await receiveForm(db, p, kind, payload, new Date(now()).toISOString());
      void ctx.lifecycle.tick();
      return { success: true, message };
    });
  }
}
