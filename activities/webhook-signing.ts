import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Webhook } from 'standardwebhooks';

/**
 * Standard Webhooks (standardwebhooks.com) signing with its published library, and the sealing of the
 * secrets at rest. HMAC signing needs the secret itself, so it cannot be stored hashed like API keys:
 * it is stored encrypted (AES-256-GCM) under WEBHOOK_SECRETS_KEY, so a database dump or backup alone
 * does not let anyone forge deliveries.
 */

/** `whsec_` + base64 of 32 random bytes: the format the Standard Webhooks libraries take. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export interface SecretBox {
  seal(secret: string): string;
  open(sealed: string): string;
}

const SEALED_PREFIX = 'v1';

/** AES-256-GCM with a random nonce per secret; the stored form is `v1.<nonce>.<tag>.<ciphertext>` (base64url). */
export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('WEBHOOK_SECRETS_KEY must be 32 bytes (base64-encoded)');
  return {
    seal(secret) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [SEALED_PREFIX, nonce, cipher.getAuthTag(), ciphertext].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, nonce, tag, ciphertext] = sealed.split('.');
      if (version !== SEALED_PREFIX || !ciphertext) throw new Error('not a sealed webhook secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The key: WEBHOOK_SECRETS_KEY when set (every API and worker process must share it), else a key kept
 * in the data directory, made on first use (the embedded default, and processes sharing one directory).
 */
export function loadSecretBox(keyBase64: string | undefined, keyFile: string): SecretBox {
  if (keyBase64) return secretBox(Buffer.from(keyBase64, 'base64'));
  try {
    return secretBox(Buffer.from(fs.readFileSync(keyFile, 'utf8').trim(), 'base64'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const key = randomBytes(32);
  try {
    fs.writeFileSync(keyFile, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return secretBox(key);
  } catch (err) {
    // Another process of this data directory made it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return loadSecretBox(undefined, keyFile);
    throw err;
  }
}

/**
 * The three Standard Webhooks headers. Each secret signs (the current one, and the previous one during
 * a rotation's overlap): receivers accept a delivery when any `v1,` signature verifies.
 */
export function signedHeaders(msgId: string, timestamp: Date, body: string, secrets: string[]): Record<string, string> {
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': secrets.map((s) => new Webhook(s).sign(msgId, timestamp, body)).join(' '),
  };
}
