import { z } from 'zod';
import type { ZodOpenApiLinksObject, ZodOpenApiOperationObject, ZodOpenApiPathsObject, ZodOpenApiResponseObject } from 'zod-openapi';
import type { ErrorCode } from '../errors';
import * as ex from '../examples';
import { errorBodyOf } from '../responses';
import * as s from '../schemas';

/**
 * The building blocks of the OpenAPI document's operations (api/openapi.ts): bodies, headers, the error
 * responses by errorCode, `op` for one operation and `link` for the stateful paths between them.
 */

/** The document's tags (api/openapi.ts TAGS describes each). */
export type Tag = 'products' | 'orders' | 'exports' | 'customs' | 'events' | 'webhooks' | 'admin' | 'operations';

/** Named examples of one body: each a real response (api/examples.ts). */
export type Examples = Record<string, { summary: string; value: unknown }>;
export const json = <T extends z.ZodType>(schema: T, example?: unknown, examples?: Examples) => ({
  content: { 'application/json': { schema, ...(example === undefined ? {} : { example }), ...(examples ? { examples } : {}) } },
});

// ---- response headers ----
const requestIdHeader = z.string().meta({
  header: { id: 'X-Request-Id', description: "On every response: the request's ID in the logs (the client's own X-Request-Id when it is 1-128 characters of A-Z a-z 0-9 . _ : -, else a UUID)" },
});
const replayedHeader = z.literal('true').optional().meta({
  header: { id: 'Idempotency-Replayed', description: 'true when this is the stored answer of an earlier request with the same Idempotency-Key and payload; absent otherwise' },
});
const retryAfterHeader = z.string().regex(/^[0-9]+$/).optional().meta({
  header: { id: 'Retry-After', description: 'Seconds to wait before retrying (DATABASE_UNAVAILABLE: 2; IDEMPOTENCY_CONFLICT in_progress: 1)' },
});
const allowHeader = z.string().meta({ header: { id: 'Allow', description: 'The methods the path serves, comma-separated (HEAD comes with GET)' } });

// The per-key rate limit (api/rate-limit.ts), in the Structured Fields of draft-ietf-httpapi-ratelimit-headers-11.
const POLICY_TEXT =
  'The quota policy the request counts against, per API key: `"reads";q=100;w=1` (GET, HEAD) or `"writes";q=25;w=1` (POST, PATCH, DELETE): q requests per window of w seconds (RATE_LIMIT_READS, RATE_LIMIT_WRITES, RATE_LIMIT_WINDOW_SECONDS)';
const STANDING_TEXT = 'Where the key stands in that policy: `"reads";r=42;t=1`: r requests left in the current window, which ends in t seconds';
const rateLimitHeaders = {
  'RateLimit-Policy': z.string().optional().meta({ header: { id: 'RateLimit-Policy', description: `${POLICY_TEXT}. On every answer of a route that takes an API key but its 401; absent when that policy is off (0)` } }),
  RateLimit: z.string().optional().meta({
    header: { id: 'RateLimit', description: `${STANDING_TEXT}. With RateLimit-Policy; absent too when the counter could not be read (PostgreSQL unreachable: the limiter lets requests through)` },
  }),
};
/** On the 429 all three are always there (not registered as components: these are required). */
const rateLimitedHeaders = {
  'Retry-After': z.string().regex(/^[1-9][0-9]*$/).meta({ header: { description: 'Seconds until the window ends (at least 1): retry then' } }),
  'RateLimit-Policy': z.string().meta({ header: { description: POLICY_TEXT } }),
  RateLimit: z.string().meta({ header: { description: `${STANDING_TEXT} (r=0)` } }),
};

export const headers = (extra: Record<string, z.ZodType> = {}) => z.object({ 'X-Request-Id': requestIdHeader, ...extra });

// ---- error responses ----
/** What each errorCode means; a response's description lists the codes it can carry. */
export const WHEN: Record<ErrorCode, string> = {
  INVALID_REQUEST: 'the body is empty (where one is required) or not JSON, nested deeper than 32 levels, or holds text PostgreSQL cannot store (NUL, an unpaired UTF-16 surrogate)',
  VALIDATION_ERROR: "schema violation, or JSON that is not an object; `field` is the first issue's dotted path, `details.issues` is `[{path, message, code}]`",
  INVALID_ORDER_REFERENCE: 'an orderId the account does not have (`details.requestedOrderIds`, `details.foundOrderIds`)',
  INVALID_ACCOUNT_SCOPE: 'the warehouseId or brokerId is not one of the account (`field`)',
  INVALID_API_KEY: 'the API key is missing, unknown or revoked',
  INVALID_ADMIN_TOKEN: 'the admin token is missing or wrong',
  INVALID_METRICS_TOKEN: 'METRICS_TOKEN is set and the bearer token is not it',
  NOT_FOUND: "no such resource in the key's account (another account's look the same), or an ID in the path that cannot name anything (NUL, a broken % escape)",
  METHOD_NOT_ALLOWED: 'the path exists, the method does not (`Allow` lists the methods it has)',
  INVALID_EXPORT_STATE: "the batch's state refuses it (`details.currentState`, and `details.reason` where it says more)",
  IDEMPOTENCY_CONFLICT:
    'the Idempotency-Key was used with another payload (`details.reason` `payload_mismatch`), or the same request is still running (`in_progress`, `details.retryable: true`, `Retry-After`: retry it unchanged)',
  ALREADY_EXISTS: 'the `id` is taken',
  PAYLOAD_TOO_LARGE: 'the body is over BODY_LIMIT (1 MB)',
  UNSUPPORTED_MEDIA_TYPE: 'a body with a content type that is not JSON',
  TEMPORAL_UNAVAILABLE: 'Temporal is busy, unreachable or has no worker (`details.reason` busy / unreachable / timeout): retry with the same Idempotency-Key',
  DATABASE_UNAVAILABLE: 'PostgreSQL cannot be reached (`details.reason`, `Retry-After: 2`): retry with the same Idempotency-Key',
  EXECUTION_FAILED: 'a step failed after its retries (`details.failureType`): retry with the same Idempotency-Key, which runs it again',
  OPTIMIZER_MAX_ATTEMPTS_REACHED: 'the run has used all its attempts (`details.attempt_count`, `details.max_attempts`)',
  WEBHOOK_ENDPOINT_DISABLED: 'the endpoint is disabled (`details.endpointId`, `details.disabledReason`): enable it first',
  RATE_LIMITED:
    'more requests on this API key in the window than its quota policy allows (`details.policy` reads or writes, `details.quota`, `details.windowSeconds`): wait `Retry-After` seconds (`details.retryAfterSeconds`); `RateLimit` and `RateLimit-Policy` say where the key stands. An idempotent replay is answered, never refused',
  INTERNAL_ERROR: 'a fault of ours: `details.requestId` (also the X-Request-Id header) finds it in the logs',
};

export type ErrorStatus = '400' | '401' | '403' | '404' | '405' | '409' | '413' | '415' | '429' | '500' | '503';

/**
 * An error response: the Error body with `errorCode` narrowed to `codes`, and the headers that come with
 * them. `notes` say what a code means on this route when it says more than WHEN.
 */
export function failure(
  status: ErrorStatus,
  codes: ErrorCode[],
  notes: Partial<Record<ErrorCode, string>> = {},
  id?: string,
  examples?: Examples,
): ZodOpenApiResponseObject {
  const extra: Record<string, z.ZodType> = {};
  if (status === '405') extra.Allow = allowHeader;
  if (status === '429') Object.assign(extra, rateLimitedHeaders);
  if (codes.includes('DATABASE_UNAVAILABLE') || (status === '409' && codes.includes('IDEMPOTENCY_CONFLICT'))) extra['Retry-After'] = retryAfterHeader;
  const schema = errorBodyOf(codes as [ErrorCode, ...ErrorCode[]]);
  return {
    ...(id ? { id } : {}),
    description: codes.map((c) => `\`${c}\`: ${notes[c] ?? WHEN[c]}`).join('\n\n'),
    headers: headers(extra),
    ...json(schema, undefined, examples),
  };
}

// The responses many operations share, published once under components.responses.
export const R = {
  unauthorized: failure('401', ['INVALID_API_KEY'], {}, 'Unauthorized', { invalidApiKey: { summary: 'An unknown key', value: ex.invalidApiKey } }),
  forbidden: failure('403', ['INVALID_ACCOUNT_SCOPE'], { INVALID_ACCOUNT_SCOPE: "the body's accountId is not the key's account (`details.apiKeyAccountId`, `details.payloadAccountId`); checked before validation" }, 'Forbidden'),
  notFound: failure('404', ['NOT_FOUND'], {}, 'NotFound'),
  methodNotAllowed: failure('405', ['METHOD_NOT_ALLOWED'], {}, 'MethodNotAllowed'),
  payloadTooLarge: failure('413', ['PAYLOAD_TOO_LARGE'], {}, 'PayloadTooLarge'),
  unsupportedMediaType: failure('415', ['UNSUPPORTED_MEDIA_TYPE'], {}, 'UnsupportedMediaType'),
  internal: failure('500', ['INTERNAL_ERROR'], {}, 'InternalError'),
  databaseUnavailable: failure('503', ['DATABASE_UNAVAILABLE'], {}, 'DatabaseUnavailable'),
  temporalUnavailable: failure('503', ['TEMPORAL_UNAVAILABLE', 'DATABASE_UNAVAILABLE'], {}, 'TemporalUnavailable'),
  executionUnavailable: failure('503', ['TEMPORAL_UNAVAILABLE', 'EXECUTION_FAILED', 'DATABASE_UNAVAILABLE'], {}, 'ExecutionUnavailable'),
  badBody: failure('400', ['INVALID_REQUEST', 'VALIDATION_ERROR'], {}, 'BadRequest'),
  badQuery: failure('400', ['VALIDATION_ERROR'], { VALIDATION_ERROR: 'a query parameter out of its schema, or a cursor this endpoint did not return (`code` invalid_cursor)' }, 'BadQuery'),
  adminUnauthorized: failure('401', ['INVALID_ADMIN_TOKEN'], {}, 'AdminUnauthorized'),
  adminNotFound: failure('404', ['NOT_FOUND'], { NOT_FOUND: 'no such account (or API key), or the admin API is off (no EXPORT_ADMIN_TOKEN)' }, 'AdminNotFound'),
  rateLimited: failure('429', ['RATE_LIMITED'], {}, 'RateLimited', {
    rateLimited: {
      summary: 'The 26th write of a second',
      value: {
        errorCode: 'RATE_LIMITED',
        message: 'More writes on this API key than its 25 per 1 s allow; retry after 1 s',
        details: { policy: 'writes', quota: 25, windowSeconds: 1, retryAfterSeconds: 1 },
      },
    },
  }),
};
const idempotencyConflict = failure('409', ['IDEMPOTENCY_CONFLICT']);

/** A read of the public API: the key, then the database. */
export const readErrors = { '401': R.unauthorized, '500': R.internal, '503': R.databaseUnavailable };
/** A body-taking write of the public API, before its route's own errors. */
export const writeErrors = {
  '400': R.badBody,
  '401': R.unauthorized,
  '403': R.forbidden,
  '409': idempotencyConflict,
  '413': R.payloadTooLarge,
  '415': R.unsupportedMediaType,
  '500': R.internal,
  '503': R.databaseUnavailable,
};

// ---- operations ----

interface Ok {
  status?: '200' | '201' | '202';
  description?: string;
  schema: z.ZodType;
  example?: unknown;
  /** Instead of `example`, where the body has several shapes. */
  examples?: Examples;
  links?: ZodOpenApiLinksObject;
}

/** One operation: its ID, tag, auth, parameters, body, success and errors. */
export function op(o: {
  id: string;
  tag: Tag;
  summary: string;
  description?: string;
  /** bearer: an API key, so rate-limited too (withRateLimits). */
  auth: 'bearer' | 'admin' | 'none';
  /** A write under the idempotency rules: the Idempotency-Key header, and Idempotency-Replayed on a 2xx. */
  idempotent?: boolean;
  path?: z.ZodObject;
  query?: z.ZodObject;
  body?: { schema: z.ZodType; required: boolean; example?: unknown };
  ok: Ok;
  errors: Partial<Record<ErrorStatus, ZodOpenApiResponseObject>>;
}): ZodOpenApiOperationObject {
  const requestParams = {
    ...(o.path ? { path: o.path } : {}),
    ...(o.query ? { query: o.query } : {}),
    ...(o.idempotent ? { header: s.writeRequestHeaders } : {}),
  };
  return {
    operationId: o.id,
    tags: [o.tag],
    summary: o.summary,
    ...(o.description ? { description: o.description } : {}),
    security: o.auth === 'none' ? [] : [{ [o.auth]: [] }],
    ...(Object.keys(requestParams).length ? { requestParams } : {}),
    ...(o.body ? { requestBody: { required: o.body.required, ...json(o.body.schema, o.body.example) } } : {}),
    responses: {
      [o.ok.status ?? '200']: {
        description: o.ok.description ?? 'OK',
        headers: headers(o.idempotent ? { 'Idempotency-Replayed': replayedHeader } : {}),
        ...json(o.ok.schema, o.ok.example, o.ok.examples),
        ...(o.ok.links ? { links: o.ok.links } : {}),
      },
      ...o.errors,
    },
  };
}

/** The admin API: its token, its 404 when off, no idempotency. */
export const adminOp = (id: string, summary: string, body: z.ZodType | undefined, ok: Ok, path?: z.ZodObject, conflict = true) =>
  op({
    id,
    tag: 'admin',
    summary,
    auth: 'admin',
    path,
    body: body ? { schema: body, required: id !== 'createApiKey' } : undefined,
    ok: { status: body ? '201' : '200', ...ok },
    errors: {
      ...(body ? { '400': R.badBody } : {}),
      '401': R.adminUnauthorized,
      '404': R.adminNotFound,
      ...(conflict && body ? { '409': failure('409', ['ALREADY_EXISTS']) } : {}),
      ...(body ? { '413': R.payloadTooLarge, '415': R.unsupportedMediaType } : {}),
      '500': R.internal,
      '503': R.databaseUnavailable,
    },
  });

// ---- rate limits: every operation that takes an API key ----

const withHeaders = new Map<ZodOpenApiResponseObject, ZodOpenApiResponseObject>();
/**
 * A response of a route that takes an API key: the same, plus RateLimit and RateLimit-Policy. A shared
 * response (R) is published once more as `Limited<id>`: routes without a key share the plain one.
 */
function limited(r: ZodOpenApiResponseObject): ZodOpenApiResponseObject {
  const known = withHeaders.get(r);
  if (known) return known;
  if (!(r.headers instanceof z.ZodObject)) throw new Error(`a response without headers(): ${r.description}`);
  const variant = { ...r, ...(r.id ? { id: `Limited${r.id}` } : {}), headers: r.headers.extend(rateLimitHeaders) };
  withHeaders.set(r, variant);
  return variant;
}

/** 429 added, and the rate-limit headers on every response but the 401 (a request without a valid key is not counted). */
function rateLimitedOperation(operation: ZodOpenApiOperationObject): ZodOpenApiOperationObject {
  const responses = { ...operation.responses, '429': R.rateLimited } as Record<string, ZodOpenApiResponseObject>;
  const each = Object.entries(responses).map(([status, r]) => [status, status === '401' || status === '429' ? r : limited(r)]);
  return { ...operation, responses: Object.fromEntries(each) };
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/**
 * Every operation whose security is the API key (api/rate-limit.ts limits exactly those), whoever built
 * it (op() or by hand): applied to the document's paths as a whole, so none is left out.
 */
export function withRateLimits(paths: ZodOpenApiPathsObject): ZodOpenApiPathsObject {
  const keyed = (operation: ZodOpenApiOperationObject) => (operation.security ?? []).some((requirement) => 'bearer' in requirement);
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => {
      const operations = METHODS.flatMap((m) => (item[m] && keyed(item[m]) ? [[m, rateLimitedOperation(item[m])]] : []));
      return [path, { ...item, ...Object.fromEntries(operations) }];
    }),
  );
}

// ---- links: the stateful paths through the API (sync → plan → execute → inspect, and the rest) ----
// Only from values every such response has: a page may be empty, an inspected batch may have no artifacts.
export const link = (operationId: string, description: string, parameters?: Record<string, string>, requestBody?: unknown) => ({
  operationId,
  description,
  ...(parameters ? { parameters } : {}),
  ...(requestBody === undefined ? {} : { requestBody }),
});
