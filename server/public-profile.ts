/**
 * The one public projection of a shop profile: what a browser page or an API client may read of
 * it. Promotions stay on the server (their codes are secret, so nothing outside prices a whole
 * cart), and so do the legacy ids and the path the profile was read from. Made once per compiled
 * profile: a newly published version is a new object, so its projection is made afresh.
 */
import type { ClientProfile } from '../schemas/boot-types.js';
import type { LoadedProfile } from '../schemas/profile-types.js';

const projected = new WeakMap<LoadedProfile, ClientProfile>();

/**
 * The public profile: the loaded profile without promotion rules, legacy ids, source path and
 * webhooks (`orderHandling.webhooks`: each secret signs what the shop sends, and the addresses
 * are the restaurant's systems). The rules the browser needs (menu resolution, item checks) keep
 * their effect but lose their `description`, the staff's note on why the rule exists ('costs $1
 * more than the menu host lists').
 */
export function publicProfile(profile: LoadedProfile): ClientProfile {
  let client = projected.get(profile);
  if (!client) {
    const { legacy: _legacy, source: _source, orderHandling, ...rest } = profile;
    const rules = profile.rules.filter((r) => r.kind !== 'promotion').map((r) => {
      if (r.description === undefined) return r;
      const { description: _note, ...kept } = r;
      return kept as typeof r;
    });
    const { webhooks: _webhooks, ...handling } = orderHandling ?? {};
    client = { ...rest, ...(orderHandling ? { orderHandling: handling } : {}), rules };
    projected.set(profile, client);
  }
  return client;
}

/** What `GET /api/shops/{shopId}` answers: the public profile's shop id, site, identity, settings and presentation. */
export function publicShop(profile: LoadedProfile): Pick<ClientProfile, 'shopId' | 'identity' | 'settings' | 'presentation'> & { site: ClientProfile['site'] | null } {
  const client = publicProfile(profile);
  return { shopId: client.shopId, site: client.site ?? null, identity: client.identity, settings: client.settings, presentation: client.presentation };
}
