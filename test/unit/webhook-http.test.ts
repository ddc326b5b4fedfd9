import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkWebhookUrl, isPublicAddress, postWebhook, UnsafeUrlError, type NetworkPolicy } from '../../activities/webhook-http';
import { reservePort } from '../../runtime/net';

const OPEN: NetworkPolicy = { allowHttp: true, allowPrivateNetworks: true };
const STRICT: NetworkPolicy = { allowHttp: false, allowPrivateNetworks: false };
const HTTP_PUBLIC_ONLY: NetworkPolicy = { allowHttp: true, allowPrivateNetworks: false };

interface Received {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let base: string;
let port: number;
let received: Received[] = [];

/** Each path is a receiver behaviour; every request that arrives is recorded (with its body once complete). */
function respond(req: http.IncomingMessage, res: http.ServerResponse, body: string): void {
  res.on('error', () => undefined);
  switch (req.url) {
    case '/redirect':
      return void res.writeHead(302, { location: '/ok' }).end();
    case '/busy':
      return void res.writeHead(429, { 'retry-after': '7' }).end();
    case '/unavailable':
      return void res.writeHead(503, { 'retry-after': new Date(Date.now() + 30_000).toUTCString() }).end();
    case '/bad-retry-after':
      return void res.writeHead(503, { 'retry-after': 'soon' }).end();
    case '/hang':
      return; // never answers
    case '/trickle':
      res.writeHead(200, { 'content-type': 'text/plain' });
      return void res.write('partial'); // never ends
    case '/huge':
      return void res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(Buffer.alloc(10 * 1024 * 1024, 0x61));
    case '/endless':
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      return writeForever(res);
    default:
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`got ${body.length} chars`);
  }
}

/** A body that only ends when the client goes away, so a client reading it all would time out. */
function writeForever(res: http.ServerResponse): void {
  const chunk = Buffer.alloc(64 * 1024, 0x62);
  const pump = () => {
    while (!res.destroyed && res.write(chunk));
    if (!res.destroyed) res.once('drain', pump);
  };
  pump();
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const entry: Received = { method: req.method, url: req.url, headers: req.headers, body: '' };
    received.push(entry);
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (entry.body += chunk));
    req.on('end', () => respond(req, res, entry.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** Makes every name resolve to `addresses`, as a rebinding attacker's DNS would. */
function resolveTo(...addresses: string[]): jest.SpyInstance {
  const answer = addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  return jest.spyOn(dns.promises, 'lookup').mockImplementation((async () => answer) as never);
}

async function reasonOf(url: string, policy: NetworkPolicy): Promise<string | undefined> {
  try {
    await checkWebhookUrl(url, policy);
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(UnsafeUrlError);
    expect((err as Error).message).toMatch(/^[A-Z].*\.$/);
    return (err as UnsafeUrlError).reason;
  }
}

const post = (url: string, policy = OPEN, extra: { headers?: Record<string, string>; body?: string; timeoutMs?: number; signal?: AbortSignal } = {}) =>
  postWebhook({ url, policy, headers: extra.headers ?? {}, body: extra.body ?? '{"type":"export.completed"}', timeoutMs: extra.timeoutMs ?? 5000, signal: extra.signal });

describe('isPublicAddress', () => {
  it('accepts public unicast addresses', () => {
    for (const ip of ['8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) expect([ip, isPublicAddress(ip)]).toEqual([ip, true]);
  });

  it('refuses loopback, private, link-local, CGNAT, unspecified, multicast, broadcast, reserved and embedded private v4', () => {
    const refused = [
      '127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::', '::1', 'fe80::1', 'fd00::1',
      '::ffff:127.0.0.1', '::ffff:10.0.0.1', '224.0.0.1', '255.255.255.255', '192.0.2.1', '198.18.0.1', '240.0.0.1', '2001:db8::1',
      '2002:a00:1::', '64:ff9b::a00:1', '::7f00:1', 'ff02::1',
    ];
    for (const ip of refused) expect([ip, isPublicAddress(ip)]).toEqual([ip, false]);
  });

  it('refuses what is not an address', () => {
    for (const text of ['not an ip', '', 'example.com', '1.2.3.4.5']) expect(isPublicAddress(text)).toBe(false);
  });
});

describe('checkWebhookUrl', () => {
  it('refuses http unless allowed, and other schemes always', async () => {
    expect(await reasonOf('http://example.com/hook', STRICT)).toBe('scheme_not_allowed');
    expect(await reasonOf('ftp://x', { allowHttp: true, allowPrivateNetworks: true })).toBe('scheme_not_allowed');
    expect(await reasonOf('http://example.com/hook', OPEN)).toBeUndefined();
  });

  it('refuses what is not an absolute URL, or is too long', async () => {
    expect(await reasonOf('not a url', OPEN)).toBe('invalid_url');
    expect(await reasonOf('/relative/path', OPEN)).toBe('invalid_url');
    expect(await reasonOf(`https://example.com/${'a'.repeat(2048)}`, OPEN)).toBe('invalid_url');
  });

  it('refuses credentials in the URL', async () => {
    expect(await reasonOf('https://user:pw@example.com/hook', OPEN)).toBe('credentials_in_url');
    expect(await reasonOf('https://user@example.com/hook', OPEN)).toBe('credentials_in_url');
  });

  it('refuses loopback, private and metadata hosts unless private networks are allowed', async () => {
    const urls = [
      'https://127.0.0.1/x', 'https://localhost/x', 'https://foo.localhost/', 'https://LOCALHOST./x', 'https://[::1]/', 'https://10.0.0.1/',
      'https://169.254.169.254/latest/meta-data', 'https://[::ffff:127.0.0.1]/', 'https://2130706433/', 'https://0x7f.1/',
    ];
    for (const url of urls) {
      expect([url, await reasonOf(url, STRICT)]).toEqual([url, 'private_address']);
      expect([url, await reasonOf(url, OPEN)]).toEqual([url, undefined]);
    }
  });

  it('accepts a public IP literal without any lookup', async () => {
    const lookup = jest.spyOn(dns.promises, 'lookup');
    expect(await reasonOf('https://8.8.8.8/hook', STRICT)).toBeUndefined();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('resolves names and refuses when any address is not public', async () => {
    const lookup = resolveTo('93.184.216.34', '2606:2800:220:1::1');
    expect(await reasonOf('https://hooks.example.com/x', STRICT)).toBeUndefined();
    expect(lookup).toHaveBeenCalledWith('hooks.example.com', { all: true, verbatim: true });
    resolveTo('93.184.216.34', '10.0.0.5');
    expect(await reasonOf('https://hooks.example.com/x', STRICT)).toBe('private_address');
  });

  it('refuses a name that does not resolve', async () => {
    expect(await reasonOf('https://nonexistent.invalid/', STRICT)).toBe('unresolvable_host');
  });
});

describe('postWebhook', () => {
  it('delivers headers and body exactly, adding content-type and user-agent', async () => {
    const body = JSON.stringify({ type: 'export.completed', data: { id: 'exp_1', note: 'Zoll € ✓' } });
    const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': '1700000000', 'webhook-signature': 'v1,c2lnbmF0dXJl' };
    const result = await post(`${base}/ok`, OPEN, { headers, body });

    expect(result).toEqual({ statusCode: 200, error: null, retryAfterMs: null, durationMs: expect.any(Number) });
    expect(received).toHaveLength(1);
    const [got] = received;
    expect(got).toMatchObject({ method: 'POST', url: '/ok', body });
    expect(got.headers).toMatchObject({ ...headers, 'content-type': 'application/json', 'user-agent': 'Export-Protocol-Webhooks/1.0' });
    expect(got.headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it("keeps the caller's content-type and does not send it twice", async () => {
    await post(`${base}/ok?x=1`, OPEN, { headers: { 'Content-Type': 'application/cloudevents+json', 'User-Agent': 'spoof' } });
    expect(received[0].url).toBe('/ok?x=1');
    expect(received[0].headers['content-type']).toBe('application/cloudevents+json');
    expect(received[0].headers['user-agent']).toBe('Export-Protocol-Webhooks/1.0');
  });

  it('does not follow redirects', async () => {
    const result = await post(`${base}/redirect`);
    expect(result).toMatchObject({ statusCode: 302, error: null });
    expect(received.map((r) => r.url)).toEqual(['/redirect']);
  });

  it('parses Retry-After as seconds or as an HTTP-date, and ignores it when invalid', async () => {
    expect(await post(`${base}/busy`)).toMatchObject({ statusCode: 429, error: null, retryAfterMs: 7000 });
    const unavailable = await post(`${base}/unavailable`);
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.retryAfterMs).toBeGreaterThan(27_000);
    expect(unavailable.retryAfterMs).toBeLessThanOrEqual(30_000);
    expect(await post(`${base}/bad-retry-after`)).toMatchObject({ statusCode: 503, retryAfterMs: null });
  });

  it('times out a receiver that never answers', async () => {
    const result = await post(`${base}/hang`, OPEN, { timeoutMs: 300 });
    expect(result).toMatchObject({ statusCode: null, error: 'timeout after 300 ms' });
    expect(result.durationMs).toBeGreaterThanOrEqual(250);
    expect(result.durationMs).toBeLessThan(2000);
  });

  it('times out a body that never ends, keeping the status it got', async () => {
    const result = await post(`${base}/trickle`, OPEN, { timeoutMs: 300 });
    expect(result).toMatchObject({ statusCode: 200, error: 'timeout after 300 ms' });
  });

  it('reports a refused connection', async () => {
    const closed = await reservePort(0);
    expect(await post(`http://127.0.0.1:${closed}/ok`)).toMatchObject({ statusCode: null, error: 'connection refused', retryAfterMs: null });
  });

  it('reports a TLS failure', async () => {
    const result = await post(`https://127.0.0.1:${port}/ok`);
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/^TLS error: /);
  });

  it('refuses private IP literals and loopback names without connecting', async () => {
    for (const url of [`${base}/ok`, `http://localhost:${port}/ok`, `http://[::ffff:127.0.0.1]:${port}/ok`]) {
      const result = await post(url, HTTP_PUBLIC_ONLY);
      expect(result.statusCode).toBeNull();
      expect(result.error).toMatch(/^address not allowed: .* is loopback$/);
    }
    expect(received).toHaveLength(0);
  });

  it('checks the address the socket connects to (DNS rebinding)', async () => {
    resolveTo('127.0.0.1');
    const url = `http://rebind.example:${port}/ok`;
    expect(await post(url, HTTP_PUBLIC_ONLY)).toMatchObject({ statusCode: null, error: 'address not allowed: 127.0.0.1 is loopback' });
    resolveTo('93.184.216.34', '127.0.0.1');
    expect((await post(url, HTTP_PUBLIC_ONLY)).error).toBe('address not allowed: 127.0.0.1 is loopback');
    expect(received).toHaveLength(0);

    resolveTo('127.0.0.1');
    expect(await post(url, OPEN)).toMatchObject({ statusCode: 200, error: null });
    expect(received[0].headers.host).toBe(`rebind.example:${port}`);
  });

  it('reports a name that does not resolve', async () => {
    expect(await post('http://nonexistent.invalid/ok')).toMatchObject({ statusCode: null, error: 'DNS lookup failed: ENOTFOUND' });
  });

  it('refuses http when not allowed, and bad URLs, without a request', async () => {
    expect((await post(`${base}/ok`, { allowHttp: false, allowPrivateNetworks: true })).error).toBe('scheme not allowed');
    expect((await post('not a url')).error).toBe('invalid url');
    expect((await post(`http://u:p@127.0.0.1:${port}/ok`)).error).toBe('credentials in url');
    expect(received).toHaveLength(0);
  });

  it('refuses a header value that would split the request', async () => {
    const result = await post(`${base}/ok`, OPEN, { headers: { 'x-evil': 'a\r\nx-injected: 1' } });
    expect(result).toMatchObject({ statusCode: null, error: expect.stringMatching(/^invalid request/) });
    expect(received).toHaveLength(0);
  });

  it('stops reading a huge body and still returns its status promptly', async () => {
    const result = await post(`${base}/huge`);
    expect(result).toMatchObject({ statusCode: 200, error: null });
    expect(result.durationMs).toBeLessThan(3000);
  });

  it('stops reading an endless body after the cap instead of waiting for its end', async () => {
    const result = await post(`${base}/endless`, OPEN, { timeoutMs: 3000 });
    expect(result).toMatchObject({ statusCode: 200, error: null });
    expect(result.durationMs).toBeLessThan(2000);
  });

  it('aborts on the signal, before or during the request', async () => {
    const early = new AbortController();
    early.abort();
    expect(await post(`${base}/ok`, OPEN, { signal: early.signal })).toMatchObject({ statusCode: null, error: 'aborted' });
    expect(received).toHaveLength(0);

    const late = new AbortController();
    setTimeout(() => late.abort(), 100);
    const result = await post(`${base}/hang`, OPEN, { signal: late.signal });
    expect(result).toMatchObject({ statusCode: null, error: 'aborted' });
    expect(result.durationMs).toBeLessThan(2000);
  });
});
