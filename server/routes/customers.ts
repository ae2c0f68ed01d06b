/** Customer routes: cashback balances, phone verification, e-mail sign-ups and rewards. */
import type { FastifyInstance } from 'fastify';
import { cashbackRefusal } from '../../engine/index.js';
import { checkBody } from '../api-schemas.js';
import { creditSignup } from '../cashback-store.js';
import { recordRewardsEvent, subscribe } from '../customer-store.js';
import { cashbackBalance, phoneKey } from '../customers.js';
import type { Queryable } from '../db.js';
import { checkBodyShop } from '../edge/small-checks.js';
import { ApiError } from '../errors.js';
import { requireRealPhone } from '../phone-numbers.js';
import { confirmCode, requireVerified, sendCode, setVerifiedCookie } from '../phone-verification.js';
import type { RouteContext } from './context.js';

/** The customer-facing wording the spec gives for a sign-up's confirmation. */
const THANKS_SUBSCRIBE = 'Thanks for Subscribing!';
/** The rewards sign-up credit, once per phone and shop. */
const SIGNUP_CREDIT_CENTS = 1000;
/** The longest phone text any route takes (as the bodies' schemas say). */
const PHONE_MAX = 40;

/** A phone text longer than any number: 400 PHONE_INVALID saying so. */
function phoneTooLong(phone: string, path: string): ApiError {
  return new ApiError(400, 'PHONE_INVALID', `A phone number has at most ${PHONE_MAX} characters; this one has ${phone.length}. Enter a phone number such as (213) 555-0123.`, path);
}

/** Registers the customer routes. */
export function registerCustomerRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, now, shopOf, sms, textLimits } = ctx;
  const cashbackLimit = ctx.limits.cashback;
  const formsLimit = ctx.limits.forms;
  app.get('/api/shops/:shopId/cashback', {
    config: { ...cashbackLimit, doc: { operationId: 'getCashback', tag: 'Customers', security: 'verifiedPhone', summary: "A phone's cashback balance", query: { phone: { description: 'The phone number: 10 to 40 characters', required: true } }, responses: { 200: { description: "The phone's balance", schema: 'CashbackBalance' } } } },
  }, async (req) => {
    const p = shopOf(req);
    const { phone } = req.query as { phone?: unknown };
    if (typeof phone !== 'string' || phone.length < 10) throw new ApiError(400, 'PHONE_TOO_SHORT', undefined, 'query:phone');
    if (phone.length > PHONE_MAX) throw phoneTooLong(phone, 'query:phone');
    requireRealPhone(p, phone, 'query:phone');
    await requireVerified(db, req, p.shopId, phone, now(), 'query:phone');
    const key = phoneKey(phone);
    return { phone, cashbackCents: key ? await cashbackBalance(db, p.shopId, key) : 0 };
  });

  app.post('/api/shops/:shopId/phone-verifications', {
    config: {
      ...formsLimit,
      doc: {
        operationId: 'sendPhoneCode',
        tag: 'Customers',
        summary: 'Text a one-time code to a phone (before its cashback is shown or spent)',
        body: 'PhoneVerification',
        responses: {
          202: { description: 'The code was texted', schema: 'PhoneCodeSent' },
          400: { description: 'PHONE_INVALID, PHONE_COUNTRY (not a real number of the shop\'s phoneCountries), PHONE_CANNOT_TEXT (not a mobile number)', schema: 'Error' },
          429: { description: 'CODE_RECENTLY_SENT (one text per 30 s per phone), CODE_ATTEMPTS (5 wrong codes this hour), TEXT_LIMIT_PHONE, TEXT_LIMIT_ADDRESS, TEXT_LIMIT_SHOP (texts per hour); with Retry-After', schema: 'Error' },
        },
      },
    },
  }, async (req, reply) => {
    const p = shopOf(req);
    const body = checkBody<{ phone: string }>('PhoneVerification', req.body);
    return reply.status(202).send(await sendCode(db, sms, { shopId: p.shopId, name: p.identity.name, profile: p, client: req.ip, limits: textLimits }, body.phone, now()));
  });

  app.post('/api/shops/:shopId/phone-verifications/confirm', {
    config: {
      ...cashbackLimit,
      doc: {
        operationId: 'confirmPhoneCode',
        tag: 'Customers',
        summary: "Confirm a texted code: remembers the phone on this browser for 30 days (HttpOnly cookie; X-Phone-Token for API clients) and answers its cashback",
        body: 'PhoneVerificationConfirm',
        responses: { 200: { description: 'The phone is verified on this browser', schema: 'PhoneVerified' }, 400: { description: 'CODE_INVALID, CODE_EXPIRED, PHONE_INVALID', schema: 'Error' }, 429: { description: 'CODE_ATTEMPTS: 5 guesses per phone per hour, new codes included', schema: 'Error' } },
      },
    },
  }, async (req, reply) => {
    const p = shopOf(req);
    const body = checkBody<{ phone: string; code: string }>('PhoneVerificationConfirm', req.body);
    const done = await confirmCode(db, p, body.phone, body.code, now());
    setVerifiedCookie(req, reply, p.shopId, done.token);
    reply.header('Cache-Control', 'no-store');
    return { phone: body.phone, token: done.token, verifiedUntil: new Date(done.expiresAt).toISOString(), cashbackCents: await cashbackBalance(db, p.shopId, done.key) };
  });

  app.post('/api/shops/:shopId/subscriptions', {
    config: { ...formsLimit, doc: { operationId: 'createSubscription', tag: 'Customers', summary: 'E-mail sign-up', body: 'Subscription', responses: { 200: { description: 'Signed up (also when already on the list)', schema: 'SubscriptionDone' } } } },
  }, async (req) => {
    const p = shopOf(req);
    const body = checkBody<{ email: string; name?: string | null; orderId?: string | null; shopId?: string }>('Subscription', req.body);
    checkBodyShop(body, p.shopId);
    // Already subscribed is a success too: the answer never reveals who is on the list.
    await subscribe(db, { shopId: p.shopId, email: body.email, name: body.name ?? null, orderId: body.orderId ?? null, at: new Date(now()).toISOString() });
    return { success: true, message: THANKS_SUBSCRIBE };
  });

  app.post('/api/shops/:shopId/rewards', {
    config: { ...formsLimit, doc: { operationId: 'signUpForRewards', tag: 'Customers', security: 'verifiedPhoneWhenSpending', summary: 'Rewards sign-up: click-link, then redeem the $10 credit (once per phone; redeem needs the phone verified)', body: 'Rewards', responses: { 200: { description: 'The message to show; redeem adds the balance', schema: 'RewardsAnswer' }, 404: { description: 'REWARDS_NOT_OFFERED: checkout at this shop cannot spend cashback (enableCashback off, or the cashback panel hidden), so it has no sign-up', schema: 'Error' } } } },
  }, async (req) => {
    const p = shopOf(req);
    const body = checkBody<{ action: 'click-link' | 'redeem'; originalPhone: string; preferredPhone?: string | null; shopId?: string }>('Rewards', req.body);
    checkBodyShop(body, p.shopId);
    // The credit is cashback: where checkout can never spend it, there is nothing to sign up for.
    if (cashbackRefusal(p.settings, p.presentation, Number.MAX_SAFE_INTEGER)?.code === 'CASHBACK_OFF') {
      throw new ApiError(404, 'REWARDS_NOT_OFFERED', `${p.identity.name} does not offer cashback, so it has no rewards sign-up. Nothing was credited.`, 'params:shopId');
    }
    const preferred = body.preferredPhone && body.preferredPhone.length >= 10 ? body.preferredPhone : null;
    if (body.preferredPhone && !preferred) throw new ApiError(400, 'PHONE_TOO_SHORT', undefined, '/preferredPhone');
    const phone = preferred ?? body.originalPhone;
    const key = phoneKey(phone);
    if (!key || key.length < 10) throw new ApiError(400, 'PHONE_TOO_SHORT', undefined, preferred ? '/preferredPhone' : '/originalPhone');
    if (preferred) requireRealPhone(p, preferred, '/preferredPhone');
    requireRealPhone(p, body.originalPhone, '/originalPhone');
    const at = new Date(now()).toISOString();
    await recordRewardsEvent(db, { shopId: p.shopId, action: body.action, originalPhone: body.originalPhone, preferredPhone: preferred, at });
    if (body.action === 'click-link') {
      return { message: `Here's $10! Sign up to get $10 of cashback on ${phone}.` };
    }
    // The credit goes only to a phone its holder verified, once per phone and shop.
    await requireVerified(db, req, p.shopId, phone, now(), preferred ? '/preferredPhone' : '/originalPhone');
    const credited = await db.transaction((tx: Queryable) => creditSignup(tx, p.shopId, key, SIGNUP_CREDIT_CENTS, at));
    const balance = await cashbackBalance(db, p.shopId, key);
    return {
      message: credited
        ? `You're signed up! $10 of cashback is ready for ${phone}. Use this phone number at checkout.`
        : `${phone} already received the $10 sign-up credit. Use this phone number at checkout to spend your cashback.`,
      cashbackCents: balance,
    };
  });
}
