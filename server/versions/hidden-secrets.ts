/**
 * Webhook secrets in the studio's answers. A secret signs what the shop sends, so only roles that
 * may read the shop's webhooks (`integrations`: managers and owners) see it; anyone else reads the
 * profile, a version or a draft with every `orderHandling.webhooks[].secret` replaced by
 * HIDDEN_SECRET. A draft made from such an answer keeps each endpoint's secret: a hidden secret is
 * taken back from the endpoint at the same address in the version the draft is based on. One that
 * cannot be (the address changed, or a new endpoint) is an error finding, so the placeholder can
 * never be published as a secret. Pure: values in, values out.
 */

/** What a hidden webhook secret reads as. */
export const HIDDEN_SECRET = '(hidden: managers and owners see it)';

type Json = unknown;
const isObject = (v: unknown): v is Record<string, Json> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The webhooks list of a profile value, or undefined. */
function webhooksOf(profile: unknown): unknown[] | undefined {
  const handling = isObject(profile) ? profile['orderHandling'] : undefined;
  const hooks = isObject(handling) ? handling['webhooks'] : undefined;
  return Array.isArray(hooks) ? hooks : undefined;
}

/** `profile` with each webhook's entry mapped by `f` (keys keep their order); the same value when it has no webhooks. */
function mapWebhooks(profile: unknown, f: (hook: Record<string, Json>, i: number) => Record<string, Json>): unknown {
  const hooks = webhooksOf(profile);
  if (!hooks || !isObject(profile)) return profile;
  const handling = profile['orderHandling'] as Record<string, Json>;
  return { ...profile, orderHandling: { ...handling, webhooks: hooks.map((h, i) => (isObject(h) ? f(h, i) : h)) } };
}

/** A profile value with every webhook secret hidden. */
export function hideWebhookSecrets(profile: unknown): unknown {
  return mapWebhooks(profile, (h) => ('secret' in h ? { ...h, secret: HIDDEN_SECRET } : h));
}

/**
 * Profile text that is not valid JSON (a draft stored as written) with every `"secret": "..."`
 * string hidden: it cannot be read as a value, so every key of that name is.
 */
export function hideSecretsInText(text: string): string {
  return text.replace(/("secret"\s*:\s*)"(?:[^"\\]|\\.)*"/g, `$1${JSON.stringify(HIDDEN_SECRET)}`);
}

/** The indexes (in orderHandling.webhooks) of the webhooks whose secret is the placeholder. */
export function hiddenSecretIndexes(profile: unknown): number[] {
  return (webhooksOf(profile) ?? []).flatMap((h, i) => (isObject(h) && h['secret'] === HIDDEN_SECRET ? [i] : []));
}

/** What restoring hidden secrets did. */
export interface Restored {
  /** The profile with every secret that could be taken back. */
  readonly profile: unknown;
  /** How many hidden secrets were taken back. */
  readonly restored: number;
  /** The indexes (in orderHandling.webhooks) of hidden secrets with no endpoint at that address to take them from. */
  readonly unresolved: readonly number[];
}

/**
 * Puts back each hidden secret of `profile` from the endpoint at the same address in `sources`
 * (the draft's base version first, then the live one); the same index is preferred when an
 * address is listed twice.
 */
export function restoreHiddenSecrets(profile: unknown, sources: readonly unknown[]): Restored {
  let restored = 0;
  const unresolved: number[] = [];
  const next = mapWebhooks(profile, (h, i) => {
    if (h['secret'] !== HIDDEN_SECRET) return h;
    for (const source of sources) {
      const hooks = (webhooksOf(source) ?? []).filter(isObject);
      const same = (x: Record<string, Json>) => x['url'] === h['url'] && typeof x['secret'] === 'string' && x['secret'] !== HIDDEN_SECRET;
      const byIndex = webhooksOf(source)?.[i];
      const found = isObject(byIndex) && same(byIndex) ? byIndex : hooks.find(same);
      if (found) {
        restored += 1;
        return { ...h, secret: found['secret'] };
      }
    }
    unresolved.push(i);
    return h;
  });
  return { profile: next, restored, unresolved };
}

/**
 * `text` (which parses to `parsed`) rewritten to parse to `restored` (parsed with its hidden
 * secrets taken back): each placeholder is replaced where it is written, so lines and columns
 * stay as the author wrote them; when the placeholders cannot be matched one to one with the
 * secrets (written with escapes, or also used elsewhere), the value written out afresh.
 */
export function restoredText(text: string, parsed: unknown, restored: unknown): string {
  const literal = JSON.stringify(HIDDEN_SECRET);
  const before = webhooksOf(parsed) ?? [];
  const after = webhooksOf(restored) ?? [];
  const replacements = before.flatMap((h, i) => (isObject(h) && h['secret'] === HIDDEN_SECRET ? [JSON.stringify((after[i] as Record<string, Json>)['secret'])] : []));
  const parts = text.split(literal);
  if (parts.length - 1 === replacements.length) {
    const out = parts.reduce((acc, part, i) => acc + replacements[i - 1]! + part);
    try {
      if (JSON.stringify(JSON.parse(out)) === JSON.stringify(restored)) return out;
    } catch {
      // fall through to writing the value afresh
    }
  }
  return `${JSON.stringify(restored, null, 2)}\n`;
}
