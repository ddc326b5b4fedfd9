import countries from 'i18n-iso-countries';

/** ISO 3166-1 alpha-2, case-insensitive on input; callers store the upper-case form. */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) && countries.isValid(value.toUpperCase());
}

export function normalizeCountry(value: string): string {
  return value.trim().toUpperCase();
}

/** Every ISO 3166-1 alpha-2 code, upper-case, sorted: what the published contract lists. */
export const COUNTRY_CODES: readonly string[] = Object.keys(countries.getAlpha2Codes()).sort();
