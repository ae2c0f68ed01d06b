/**
 * IANA time-zone names: whether the platform knows one (the engine reads every hour, menu and
 * slot on the shop's clock through `Intl`), and the name a mistyped one most likely means.
 * Browser-safe.
 */
import { closestMatch } from './did-you-mean.js';
import { suggestTimeZone } from './value-hints.js';

/** True when `Intl` knows the zone ('America/Los_Angeles'; not 'Mars/Olympus'). */
export function isKnownTimeZone(name: string): boolean {
  if (name.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Every zone name the platform lists (empty on a platform that cannot list them). */
function knownTimeZones(): readonly string[] {
  const intl = Intl as { supportedValuesOf?: (key: 'timeZone') => string[] };
  try {
    return typeof intl.supportedValuesOf === 'function' ? intl.supportedValuesOf('timeZone') : [];
  } catch {
    return [];
  }
}

/**
 * The known zone a name most likely means: an abbreviation or spacing it stands for ("PST",
 * "America/Los Angeles"), else the closest listed name ("America/Los_Angles"); undefined when
 * none is close.
 */
export function closestTimeZone(name: string): string | undefined {
  const spelled = suggestTimeZone(name);
  if (spelled !== undefined && spelled !== name && isKnownTimeZone(spelled)) return spelled;
  const zones = knownTimeZones();
  // A city alone ("Los_Angeles", "Tokyo") names the zone it ends.
  const city = name.trim().replace(/\s+/g, '_').toLowerCase();
  const byCity = zones.find((z) => z.toLowerCase().endsWith(`/${city}`));
  if (byCity !== undefined) return byCity;
  return closestMatch(name, zones);
}

/** The fix hint of a zone the platform does not know. */
export function unknownTimeZoneHint(name: string): string {
  const guess = closestTimeZone(name);
  const how = 'Write an IANA time zone name such as "America/Los_Angeles" (Area/City, as in the tz database), the zone whose clock the shop keeps.';
  return guess !== undefined ? `Did you mean "${guess}"? ${how}` : how;
}
