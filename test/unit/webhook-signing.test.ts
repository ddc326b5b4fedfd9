import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { loadSecretBox, newWebhookSecret, secretBox, signedHeaders } from '../../activities/webhook-signing';

describe('webhook secrets and signatures', () => {
  it('makes Standard Webhooks secrets and seals them so only the key opens them', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    const box = secretBox(randomBytes(32));
    const sealed = box.seal(secret);
    expect(sealed).not.toContain(secret.slice(6));
    expect(box.seal(secret)).not.toBe(sealed); // a fresh nonce each time
    expect(box.open(sealed)).toBe(secret);
    expect(() => secretBox(randomBytes(32)).open(sealed)).toThrow();
    // One ciphertext byte changed (GCM's tag then fails). Not a base64 character: the last one may only carry padding bits.
    const [version, nonce, tag, ciphertext] = sealed.split('.');
    const bytes = Buffer.from(ciphertext, 'base64url');
    bytes[0] ^= 1;
    expect(() => box.open([version, nonce, tag, bytes.toString('base64url')].join('.'))).toThrow();
  });

  it('keeps one key per data directory when none is configured', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'whk-'));
    const file = path.join(dir, 'webhook-secrets.key');
    const sealed = loadSecretBox(undefined, file).seal('whsec_abc');
    expect(loadSecretBox(undefined, file).open(sealed)).toBe('whsec_abc');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const configured = randomBytes(32).toString('base64');
    expect(loadSecretBox(configured, file).open(loadSecretBox(configured, '/nonexistent/x').seal('s'))).toBe('s');
  });

  it('signs with every secret given, and the standardwebhooks library verifies each', () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const body = JSON.stringify({ id: 'evt_1', type: 'export.planned', created_at: new Date().toISOString(), data: { batchId: 'exp_1' } });
    const headers = signedHeaders('evt_1', new Date(), body, [current, previous]);
    expect(headers['webhook-id']).toBe('evt_1');
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(current).verify(body, headers)).toMatchObject({ id: 'evt_1' });
    expect(new Webhook(previous).verify(body, headers)).toMatchObject({ id: 'evt_1' });
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(current).verify(`${body} `, headers)).toThrow();
  });
});
