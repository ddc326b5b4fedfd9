import type { z } from 'zod';
import type { AppContext } from './context';
import { ApiError, fromZodError, notFound, validationError } from './errors';
import { writeRequestHeaders } from './schemas';
import { accountOf, assertAccountScope, scopeOf } from './auth';
import type { Scope } from '../domain/environments';

/** Content types whose body is parsed as JSON (curl -d and some clients label JSON as form or text). */
export const JSON_TYPES = ['application/json', 'application/*+json', 'application/x-www-form-urlencoded', 'text/plain'];

/**
 * The parsed JSON body as an object. Called by routes after authentication, so a caller without a key
 * gets 401 whatever its body: 413/415/400 INVALID_REQUEST for a body that is too large, not JSON,
 * empty, or not storable text; 400 VALIDATION_ERROR for JSON that is not an object.
 */
export function jsonObjectBody(ctx: AppContext): Record<string, unknown> {
  const body = optionalJsonObjectBody(ctx);
  if (body === undefined) throw new ApiError(400, 'INVALID_REQUEST', 'Request body is empty: send a JSON object');
  return body;
}

/** As jsonObjectBody, but an empty body is allowed (undefined). */
export function optionalJsonObjectBody(ctx: AppContext): Record<string, unknown> | undefined {
  if (ctx.state.bodyError) throw ctx.state.bodyError;
  const request = ctx.request as typeof ctx.request & { body?: unknown; rawBody?: string };
  const hasBody = (request.length ?? 0) > 0 || ctx.get('Transfer-Encoding') !== '';
  if (hasBody && request.rawBody === undefined && !request.is(JSON_TYPES)) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Request body must be JSON (Content-Type: application/json)');
  }
  if (request.rawBody === undefined || request.rawBody.trim() === '') return undefined;
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw validationError([{ path: '', message: 'request body must be a JSON object', code: 'invalid_type' }]);
  }
  return body as Record<string, unknown>;
}

/**
 * The input as the schema reads it, else 400 VALIDATION_ERROR. Fields a public request object does not
 * know are validated (storable JSON) and left out here (api/schemas.ts `requestObject`), so the request
 * is what the API reads: what idempotency fingerprints and what the routes pass on.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const res = schema.safeParse(input);
  if (!res.success) throw fromZodError(res.error);
  return withoutIgnoredFields(res.data) as z.output<S>;
}

/** Drops object properties whose value is undefined (ignored fields), at any depth. Input depth is bounded (api/app.ts). */
function withoutIgnoredFields(value: unknown): unknown {
  if (Array.isArray(value)) {
    value.forEach((v, i) => (value[i] = withoutIgnoredFields(v)));
  } else if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    for (const k of Object.keys(o)) {
      if (o[k] === undefined) delete o[k];
      else o[k] = withoutIgnoredFields(o[k]);
    }
  }
  return value;
}

/**
 * The path parameters as the schema reads them (api/schemas.ts `pathParams`). An ID that does not have
 * the form of one names nothing: 404 NOT_FOUND, the same answer as for an unknown ID of the right form.
 */
export function pathParams<S extends z.ZodType>(schema: S, params: Record<string, string>, what: string): z.output<S> {
  const res = schema.safeParse(params);
  if (!res.success) throw notFound(what);
  return res.data;
}

/**
 * A write's headers (api/schemas.ts writeRequestHeaders): an Idempotency-Key that is sent is 1 to 255
 * characters, else 400 VALIDATION_ERROR at Idempotency-Key (an empty one is not taken for none). Called
 * first by every write that takes a key, dry-run plans included, so what the document says of the header
 * holds whatever the body.
 */
export function writeHeaders(ctx: AppContext): void {
  const sent = ctx.request.headers['idempotency-key'];
  if (sent !== undefined) parse(writeRequestHeaders, { 'Idempotency-Key': sent });
}

/**
 * The start of every account-scoped write, in the order its errors are answered: the Idempotency-Key
 * header, a JSON object body, the body's account (`accountField`) against the key's (403), the schema.
 */
export function accountWrite<S extends z.ZodType>(
  ctx: AppContext,
  schema: S,
  accountField = 'accountId',
): { body: Record<string, unknown>; req: z.output<S>; accountId: string; scope: Scope } {
  writeHeaders(ctx);
  const body = jsonObjectBody(ctx);
  assertAccountScope(ctx, body, accountField);
  return { body, req: parse(schema, body), accountId: accountOf(ctx), scope: scopeOf(ctx) };
}
