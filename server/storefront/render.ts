/**
 * Renders a storefront page: the storefront's server entry renders the React app for the boot
 * data, and the page template receives its head, its HTML and the boot data as JSON. The page's
 * inline scripts (the theme script in its head) are allowed by their SHA-256 hashes in the
 * page's Content-Security-Policy, so a rendered page holds nothing that differs per response and
 * can be kept and served again (page-cache.ts).
 */
import { createHash } from 'node:crypto';
import type { ResolvedMenu } from '../../engine/index.js';
import type { BootData, ClientProviders } from '../../schemas/boot-types.js';
import type { StorefrontEntry, StorefrontSource } from './source.js';

export function providersFromEnv(env: NodeJS.ProcessEnv): ClientProviders {
  return {
    payments: env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_SECRET_KEY ? { kind: 'stripe', publishableKey: env.STRIPE_PUBLISHABLE_KEY } : { kind: 'offline' },
    maps: env.GOOGLE_MAPS_BROWSER_KEY ? { kind: 'google', apiKey: env.GOOGLE_MAPS_BROWSER_KEY } : { kind: 'demo' },
  };
}

/** Escapes JSON for a <script> element (no `</script>`, no HTML comment or line-separator tricks). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * Fills the page template's placeholders in one pass. A function replacement, because a
 * replacement string would expand `$'`, `$&`, `$1` (or a dollar and a backtick) found in a menu
 * or a path; one pass, so text already put in (a product named `<!--app-html-->`) is never
 * filled again.
 */
export function fillTemplate(template: string, parts: Readonly<Record<string, string>>): string {
  return template.replace(/<!--app-[a-z]+-->/g, (placeholder) => parts[placeholder] ?? placeholder);
}

/** Script types a browser runs (anything else, such as application/json, is data and needs no permission). */
const RUNS = /^(|module|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript)$/i;

/** `'sha256-…'` sources for every inline script the browser would run, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? '';
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
    if (type && !RUNS.test((type[1] ?? type[2] ?? type[3] ?? '').trim())) continue;
    const hash = `'sha256-${createHash('sha256').update(m[2] ?? '', 'utf8').digest('base64')}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/** The server's Content-Security-Policy with these inline scripts allowed besides the server's own files. */
export function policyWithScripts(policy: string, hashes: readonly string[]): string {
  return hashes.length === 0 ? policy : policy.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`);
}

/** The banner on a draft preview: 'Draft preview at Tue, Jun 17, 2025, 12:00 PM PDT' on the shop's clock. */
export function previewBanner(at: number, timeZone: string | undefined): string {
  const when = new Date(at).toLocaleString('en-US', { timeZone: timeZone ?? 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  return `<div role="status" class="draft-preview-banner" style="position:sticky;top:0;z-index:1000;background:#17202b;color:#fff;padding:10px 16px;font:600 15px/1.3 system-ui,sans-serif;text-align:center">Draft preview at ${escapeText(when)} <span style="font-weight:400;opacity:.85">· customers do not see this draft until it is published</span></div>`;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export interface RenderedPage {
  readonly status: number;
  /** A redirect the page asked for instead of its HTML. */
  readonly redirect?: string;
  readonly html: string;
  /** The `'sha256-…'` sources of its inline scripts, for the page's policy. */
  readonly scriptHashes: readonly string[];
}

/** Renders `url` with this boot data into the page template; `banner` goes first inside <body> (a draft preview's). */
export async function renderPage(source: StorefrontSource, entry: StorefrontEntry, url: string, boot: BootData<ResolvedMenu>, banner?: string): Promise<RenderedPage> {
  const page = await entry.render(url, boot);
  if (page.redirect) return { status: page.status, redirect: page.redirect, html: '', scriptHashes: [] };
  const template = await source.template(url);
  let html = fillTemplate(template, {
    '<!--app-head-->': page.head + (source.preloadLinks?.(page.modules ?? []) ?? ''),
    '<!--app-html-->': page.html,
    '<!--app-boot-->': `<script id="boot-data" type="application/json">${scriptJson(boot)}</script>`,
  });
  if (banner) html = html.replace(/<body[^>]*>/, (body) => `${body}${banner}`);
  return { status: page.status, html, scriptHashes: inlineScriptHashes(html) };
}
