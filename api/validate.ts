import type { z } from 'zod';
import type { AppContext } from './context';
import { fromZodError, validationError } from './errors';

/** The parsed JSON body as an object; anything else (array, string, no body) is a validation error. */
export function jsonObjectBody(ctx: AppContext): Record<string, unknown> {
  const body = (ctx.request as { body?: unknown }).body;
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
