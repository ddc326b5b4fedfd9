import type { z } from 'zod';
import type { AppContext } from './context';
import { ApiError, fromZodError, validationError } from './errors';

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

export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const res = schema.safeParse(input);
  if (!res.success) throw fromZodError(res.error);
  return res.data;
}
