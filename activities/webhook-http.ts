import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

export interface NetworkPolicy {
  allowHttp: boolean;
  allowPrivateNetworks: boolean;
}

type UnsafeUrlReason = 'invalid_url' | 'scheme_not_allowed' | 'credentials_in_url' | 'private_address' | 'unresolvable_host';

/** Why a webhook URL is refused. `reason` is one of the listed codes; `message` is a short English sentence fit for an API error. */
export class UnsafeUrlError extends Error {
  constructor(
    public readonly reason: UnsafeUrlReason,
    message: string,
  ) {
    super(message);
    this.name = 'UnsafeUrlError';
  }
}

export interface PostResult {
  /** The HTTP status the receiver answered, or null when no answer came (error says why). */
  statusCode: number | null;
  /** A short classified error for integrators, else null. Never a stack. */
  error: string | null;
  durationMs: number;
  /** Parsed Retry-After (delta-seconds or HTTP-date) in ms, only when present and valid (>= 0), else null. */
  retryAfterMs: number | null;
}

export interface PostRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  policy: NetworkPolicy;
  signal?: AbortSignal;
}

const MAX_URL_LENGTH = 2048;
const MAX_RESPONSE_BYTES = 64 * 1024;
const USER_AGENT = 'Export-Protocol-Webhooks/1.0';
// ipaddr.js calls every IPv6 address outside its special ranges 'unicast', including unassigned
// space and IPv4-compatible ::/96 (which can reach IPv4 loopback); only 2000::/3 is global unicast.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** ipaddr.js's range name for the address (IPv4-mapped unwrapped), or null when it is not an address. */
function addressRange(ip: string): string | null {
  if (!ipaddr.isValid(ip)) return null;
  const addr = ipaddr.process(ip);
  const range = addr.range();
  if (range === 'unicast' && addr.kind() === 'ipv6' && !addr.match(GLOBAL_UNICAST_V6)) return 'reserved';
  return range;
}

/** True when the address is public unicast (see the module brief for what is excluded). */
export function isPublicAddress(ip: string): boolean {
  return addressRange(ip) === 'unicast';
}

/** 'linkLocal' → 'link local', for messages. */
function describeRange(ip: string): string {
  return (addressRange(ip) ?? 'invalid').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

function isLocalhostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** The URL's host as a resolver or `net.isIP` wants it (IPv6 literals without brackets). */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** The checks that need no network: shape, scheme, credentials. */
function parseWebhookUrl(url: string, policy: NetworkPolicy): URL {
  if (url.length > MAX_URL_LENGTH) throw new UnsafeUrlError('invalid_url', `The URL is longer than ${MAX_URL_LENGTH} characters.`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UnsafeUrlError('invalid_url', 'The URL is not a valid absolute URL.');
  }
  const scheme = parsed.protocol.slice(0, -1);
  if (scheme !== 'https' && !(scheme === 'http' && policy.allowHttp)) {
    throw new UnsafeUrlError('scheme_not_allowed', `The URL scheme "${scheme}" is not allowed; use ${policy.allowHttp ? 'http or https' : 'https'}.`);
  }
  if (parsed.username || parsed.password) throw new UnsafeUrlError('credentials_in_url', 'The URL must not contain a username or password.');
  return parsed;
}

async function resolveAll(host: string): Promise<string[]> {
  const found = await dns.promises.lookup(host, { all: true, verbatim: true }).catch(() => []);
  if (found.length === 0) throw new UnsafeUrlError('unresolvable_host', `The host ${host} could not be resolved.`);
  return found.map((entry) => entry.address);
}

/**
 * Checks a URL an integrator registers (and the worker re-checks at delivery). With allowPrivateNetworks
 * the host is not resolved at all, so names that only resolve elsewhere (e.g. inside docker) pass.
 */
export async function checkWebhookUrl(url: string, policy: NetworkPolicy): Promise<void> {
  const parsed = parseWebhookUrl(url, policy);
  if (policy.allowPrivateNetworks) return;
  const host = bareHost(parsed);
  if (isLocalhostName(host)) throw new UnsafeUrlError('private_address', `The host ${host} is a loopback name, not a public address.`);
  if (net.isIP(host)) {
    if (!isPublicAddress(host)) throw new UnsafeUrlError('private_address', `The address ${host} is ${describeRange(host)}, not a public address.`);
    return;
  }
  const refused = (await resolveAll(host)).find((address) => !isPublicAddress(address));
  if (refused !== undefined) {
    throw new UnsafeUrlError('private_address', `The host ${host} resolves to ${refused}, which is ${describeRange(refused)}, not a public address.`);
  }
}

/** Raised from the socket's lookup, so the refused connection surfaces as the request's error. */
class AddressNotAllowedError extends Error {}

function notAllowed(host: string): AddressNotAllowedError {
  const what = isLocalhostName(host) ? 'loopback' : describeRange(host);
  return new AddressNotAllowedError(`address not allowed: ${host} is ${what}`);
}

/**
 * Resolves like dns.lookup but fails when any address is not public: the socket connects only to
 * what this returns, so a name re-pointed between check and connect (DNS rebinding) is still caught.
 */
function guardedLookup(policy: NetworkPolicy): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.promises.lookup(hostname, { all: true, verbatim: true, family: options.family, hints: options.hints }).then(
      (found) => {
        const refused = policy.allowPrivateNetworks ? undefined : found.find((entry) => !isPublicAddress(entry.address));
        if (refused) return callback(notAllowed(refused.address), '', 0);
        if (found.length === 0) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        if (options.all) return callback(null, found);
        callback(null, found[0].address, found[0].family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}

const KNOWN_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection reset',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
};

function errorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  // Happy-eyeballs connects (several addresses) fail with an AggregateError of the attempts.
  return err instanceof AggregateError ? errorCode(err.errors[0]) : undefined;
}

/** A short, stable description of a network failure; never the raw message or a stack. */
function classify(err: unknown): string {
  if (err instanceof AddressNotAllowedError) return err.message;
  const code = errorCode(err);
  if (code === undefined) return 'network error';
  if (KNOWN_ERRORS[code]) return KNOWN_ERRORS[code];
  if (code === 'ENOTFOUND' || code.startsWith('EAI_') || (err as { syscall?: unknown }).syscall === 'getaddrinfo') return `DNS lookup failed: ${code}`;
  if (/CERT|SSL|TLS|ISSUER|SIGNATURE|^EPROTO$/.test(code)) return `TLS error: ${code}`;
  if (code.startsWith('HPE_')) return 'invalid HTTP response';
  return `network error: ${code}`;
}

const HTTP_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

function parseRetryAfter(value: string | undefined): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!HTTP_DATE.test(text)) return null;
  const delta = Date.parse(text) - Date.now();
  return Number.isFinite(delta) && delta >= 0 ? delta : null;
}

function requestHeaders(given: Record<string, string>, body: string): Record<string, string> {
  const headers: Record<string, string> = {};
  // Ours replace these whatever their case, so the framing and identification are always right.
  for (const [name, value] of Object.entries(given)) if (!/^(user-agent|content-length)$/i.test(name)) headers[name] = value;
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  headers['user-agent'] = USER_AGENT;
  headers['content-length'] = String(Buffer.byteLength(body));
  return headers;
}

type Outcome = Omit<PostResult, 'durationMs'>;

const failure = (error: string): Outcome => ({ statusCode: null, error, retryAfterMs: null });

/** The refusal text for a URL postWebhook may not use before any connection, or null when it may try. */
function refusalBeforeConnect(req: PostRequest): string | null {
  let target: URL;
  try {
    target = parseWebhookUrl(req.url, req.policy);
  } catch (err) {
    return err instanceof UnsafeUrlError ? err.reason.replace(/_/g, ' ') : 'invalid url';
  }
  const host = bareHost(target);
  // Node skips `lookup` for IP literals, so those (and loopback names) are checked here.
  const privateHost = isLocalhostName(host) || (net.isIP(host) !== 0 && !isPublicAddress(host));
  if (privateHost && !req.policy.allowPrivateNetworks) return notAllowed(host).message;
  return req.signal?.aborted ? 'aborted' : null;
}

/** Performs the POST; resolves once the status is known and the body is read (or capped), or on failure. */
function send(req: PostRequest): Promise<Outcome> {
  return new Promise((resolve) => {
    const target = new URL(req.url);
    let outcome: Outcome = failure('no response');
    let settled = false;
    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', onAbort);
      request.destroy();
      resolve({ ...outcome, error });
    };
    const onAbort = () => finish('aborted');
    const timer = setTimeout(() => finish(`timeout after ${req.timeoutMs} ms`), req.timeoutMs);
    let request: http.ClientRequest;
    try {
      request = (target.protocol === 'https:' ? https : http).request({
        method: 'POST',
        protocol: target.protocol,
        hostname: bareHost(target),
        port: target.port || undefined,
        path: target.pathname + target.search,
        headers: requestHeaders(req.headers, req.body),
        lookup: guardedLookup(req.policy),
        agent: false,
      });
    } catch (err) {
      clearTimeout(timer); // e.g. a header value with a newline: refused before any connection
      return resolve(failure(`invalid request: ${errorCode(err) ?? 'bad header'}`));
    }
    req.signal?.addEventListener('abort', onAbort, { once: true });
    request.on('error', (err) => finish(classify(err)));
    request.on('response', (res) => {
      outcome = { statusCode: res.statusCode ?? null, error: null, retryAfterMs: parseRetryAfter(res.headers['retry-after']) };
      discardBody(res, finish);
    });
    request.end(req.body);
  });
}

/** Reads the body only to let the receiver finish; stops (and drops the connection) past the cap. */
function discardBody(res: http.IncomingMessage, finish: (error: string | null) => void): void {
  let received = 0;
  res.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received >= MAX_RESPONSE_BYTES) finish(null);
  });
  res.on('end', () => finish(null));
  res.on('error', (err) => finish(classify(err)));
}

/** POSTs a webhook delivery; never throws for network or receiver problems. */
export async function postWebhook(req: PostRequest): Promise<PostResult> {
  const started = performance.now();
  const refusal = refusalBeforeConnect(req);
  const outcome = refusal === null ? await send(req) : failure(refusal);
  return { ...outcome, durationMs: Math.round(performance.now() - started) };
}
