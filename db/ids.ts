import { randomBytes } from 'node:crypto';

/** Service-issued IDs: a readable prefix naming the resource and 96 random bits. */
export type IdPrefix = 'acct' | 'key' | 'wh' | 'brk' | 'prd' | 'ord' | 'exp' | 'cpk' | 'sub' | 'ntf' | 'evt' | 'opt' | 'oat' | 'met';

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}
