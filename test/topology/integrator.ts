/**
 * An integrator's HTTP client against several API processes behind no load balancer: each request is
 * retried with the same Idempotency-Key (and the same body) on a connection error, a timeout, a 5xx or
 * `409 IDEMPOTENCY_CONFLICT` with `details.reason: "in_progress"`, until a definitive answer comes
 * back; after a connection error, a timeout or a 5xx it tries the other API process.
 */

export interface ApiTarget {
  name: string;
  url: string;
  /** The attempts on their way to this process right now. */
  inflight: Set<Attempt>;
}

export interface Attempt {
  op: Op;
  api: string;
  startedAt: number;
  endedAt?: number;
  status?: number;
  /** Why it did not give a definitive answer (undefined when it did). */
  retryReason?: string;
}

export interface Op {
  label: string;
  method: string;
  path: string;
  idempotencyKey?: string;
  attempts: Attempt[];
  final?: { status: number; body: any; api: string; replayed: boolean };
}

export interface Answer {
  status: number;
  body: any;
  api: string;
  op: Op;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The innermost cause's code of a failed fetch (ECONNRESET, ECONNREFUSED, UND_ERR_SOCKET, ...). */
function networkReason(err: unknown): string {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) return 'timeout';
  let e: any = err;
  let code: string | undefined;
  for (let i = 0; e && i < 5; i++, e = e.cause) if (typeof e.code === 'string') code = e.code;
  return `connection (${code ?? (err instanceof Error ? err.message : String(err))})`;
}

export class Integrator {
  readonly ops: Op[] = [];
  /** Non-definitive answers by reason ("connection (ECONNRESET)", "503 TEMPORAL_UNAVAILABLE", "409 in_progress", ...). */
  readonly retryReasons = new Map<string, number>();
  /** Every 500 seen (a fault of the service, never expected). */
  readonly internalErrors: Array<{ label: string; api: string; body: unknown }> = [];

  constructor(
    readonly apis: ApiTarget[],
    private readonly opts: { requestTimeoutMs: number; opDeadlineMs: number },
  ) {}

  get retries(): number {
    let n = 0;
    for (const v of this.retryReasons.values()) n += v;
    return n;
  }

  async send(
    label: string,
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    o: { apiKey: string; idempotencyKey?: string; prefer: number },
  ): Promise<Answer> {
    const op: Op = { label, method, path, idempotencyKey: o.idempotencyKey, attempts: [] };
    this.ops.push(op);
    const headers: Record<string, string> = { authorization: `Bearer ${o.apiKey}` };
    if (o.idempotencyKey) headers['idempotency-key'] = o.idempotencyKey;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const deadline = Date.now() + this.opts.opDeadlineMs;
    let apiIndex = o.prefer % this.apis.length;
    for (let n = 0; ; n++) {
      const api = this.apis[apiIndex];
      const attempt: Attempt = { op, api: api.name, startedAt: Date.now() };
      op.attempts.push(attempt);
      api.inflight.add(attempt);
      let status: number | undefined;
      let parsed: any;
      let retryAfterS: number | undefined;
      let replayed = false;
      try {
        const res = await fetch(`${api.url}${path}`, { method, headers, body: payload, signal: AbortSignal.timeout(this.opts.requestTimeoutMs) });
        const text = await res.text();
        status = res.status;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          parsed = text;
        }
        const ra = Number(res.headers.get('retry-after'));
        retryAfterS = Number.isFinite(ra) && ra > 0 ? ra : undefined;
        replayed = res.headers.get('idempotency-replayed') === 'true';
      } catch (err) {
        attempt.retryReason = networkReason(err);
      } finally {
        api.inflight.delete(attempt);
        attempt.endedAt = Date.now();
        attempt.status = status;
      }
      let switchApi = attempt.retryReason !== undefined;
      if (status !== undefined) {
        if (status >= 500) {
          attempt.retryReason = `${status} ${parsed?.errorCode ?? ''}${parsed?.details?.reason ? ` ${parsed.details.reason}` : ''}`.trim();
          if (status === 500) this.internalErrors.push({ label, api: api.name, body: parsed });
          switchApi = true;
        } else if (status === 409 && parsed?.errorCode === 'IDEMPOTENCY_CONFLICT' && parsed?.details?.reason === 'in_progress') {
          attempt.retryReason = '409 in_progress';
        } else {
          op.final = { status, body: parsed, api: api.name, replayed };
          return { status, body: parsed, api: api.name, op };
        }
      }
      const reason = attempt.retryReason as string;
      this.retryReasons.set(reason, (this.retryReasons.get(reason) ?? 0) + 1);
      if (Date.now() > deadline) {
        throw new Error(`${label}: no definitive answer within ${this.opts.opDeadlineMs} ms; attempts: ${op.attempts.map((a) => `${a.api}:${a.status ?? a.retryReason}`).join(', ')}`);
      }
      if (switchApi) apiIndex = (apiIndex + 1) % this.apis.length;
      const backoff = retryAfterS !== undefined ? retryAfterS * 1000 : Math.min(2000, 100 * 2 ** Math.min(n, 5));
      await sleep(backoff * (0.75 + Math.random() * 0.5));
    }
  }
}
