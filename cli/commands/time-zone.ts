/** Time-zone names given on the command line. */

/** True when `zone` is an IANA time zone this runtime knows (America/Los_Angeles). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
