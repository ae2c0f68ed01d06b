/** True when a contact field is missing or only spaces. */
export function isBlank(s: string | null | undefined): boolean {
  return s === null || s === undefined || s.trim() === '';
}
