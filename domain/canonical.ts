import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/** RFC 8785 canonical JSON: the same value gives the same text whatever the key order. */
export function canonicalJson(value: unknown): string {
  return canonicalize(value) ?? 'null';
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Fingerprint of a logical payload: SHA-256 of its canonical JSON. */
export function fingerprint(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}
