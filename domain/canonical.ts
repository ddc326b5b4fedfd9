import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/** RFC 8785 canonical JSON: the same value gives the same text whatever the key order. */
export function canonicalJson(value: unknown): string {
  return canonicalize(value) ?? 'null';
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Locale-independent string order (plain UTF-16 code units, not localeCompare): planning and the
 * documents sort the same way on every machine.
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Fingerprint of a logical payload: SHA-256 of its canonical JSON. */
export function fingerprint(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}

/**
 * A request as its meaning, for idempotency fingerprints: object properties that are null or absent
 * mean the same in this API (both store null), so both are left out. Input depth is bounded by the API
 * (api/app.ts MAX_BODY_DEPTH), so the recursion is too.
 */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== null && v !== undefined) out[k] = withoutNulls(v);
    return out;
  }
  return value;
}
