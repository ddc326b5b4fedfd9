/**
 * HS codes arrive as "6109.10", "610910", "6109.10.0012" or "6109 10". The first six digits are the
 * international Harmonized System subheading; national systems add 2-4 digits. Chapter 77 is reserved.
 */
export function normalizeHsCode(raw: string): string {
  return raw.replace(/[\s.\-]/g, '');
}

export function isWellFormedHsCode(raw: string): boolean {
  const code = normalizeHsCode(raw);
  if (!/^\d{6}(\d{2}){0,2}$/.test(code)) return false;
  const chapter = Number(code.slice(0, 2));
  return chapter >= 1 && chapter <= 97 && chapter !== 77;
}
