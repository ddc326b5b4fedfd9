import { createHash, randomBytes } from 'node:crypto';

/** Service-issued IDs: a readable prefix naming the resource and 96 random bits. */
export type IdPrefix = 'acct' | 'key' | 'wh' | 'brk' | 'prd' | 'ord' | 'exp' | 'cpk' | 'sub' | 'ntf' | 'evt' | 'opt' | 'oat' | 'met' | 'whe' | 'whd';

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

/** An ID of the same form derived from a secret-free seed: the same seed always names the same resource. */
export function derivedId(prefix: IdPrefix, seed: string): string {
  return `${prefix}_${createHash('sha256').update(`${prefix}\n${seed}`).digest().subarray(0, 12).toString('base64url')}`;
}
