import { z, type ZodError } from 'zod';

/** The error codes the API answers with; the spec's codes plus the few it leaves to the service. */
export type ErrorCode =
  | 'INVALID_REQUEST'
  | 'VALIDATION_ERROR'
  | 'INVALID_ORDER_REFERENCE'
  | 'INVALID_ACCOUNT_SCOPE'
  | 'INVALID_API_KEY'
  | 'INVALID_ADMIN_TOKEN'
  | 'INVALID_METRICS_TOKEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'INVALID_EXPORT_STATE'
  | 'IDEMPOTENCY_CONFLICT'
  | 'ALREADY_EXISTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TEMPORAL_UNAVAILABLE'
  | 'DATABASE_UNAVAILABLE'
  | 'EXECUTION_FAILED'
  | 'OPTIMIZER_MAX_ATTEMPTS_REACHED'
  | 'WEBHOOK_ENDPOINT_DISABLED'
  | 'RATE_LIMITED'
  | 'INTERNAL_ERROR';

export const validationIssueSchema = z
  .object({
    path: z.string().meta({ description: "dotted path of the value ('' for the body as a whole)" }),
    message: z.string(),
    code: z.string().meta({ description: "zod's issue code (invalid_type, too_small, …) or the API's own (unknown_product, invalid_cursor, too_many_decimals, …)" }),
  })
  .meta({ id: 'ValidationIssue' });
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/**
 * `details` of each errorCode that has any: the one source for what the API throws (ApiError's
 * constructor is typed by it) and for the error bodies of the document (api/responses.ts).
 */
export const errorDetailsSchemas = {
  VALIDATION_ERROR: z.object({ issues: z.array(validationIssueSchema).min(1) }),
  INVALID_ORDER_REFERENCE: z.object({ requestedOrderIds: z.array(z.string()), foundOrderIds: z.array(z.string()) }),
  INVALID_ACCOUNT_SCOPE: z.object({ apiKeyAccountId: z.string(), payloadAccountId: z.string() }).meta({ description: 'on the 403 (a body naming another account); the 400 (warehouse or broker of another account) has none' }),
  METHOD_NOT_ALLOWED: z.object({ allow: z.array(z.string()).meta({ description: 'the methods of the path, as in `Allow`' }) }),
  INVALID_EXPORT_STATE: z.object({
    currentState: z.enum(['NEW', 'BATCHED', 'EXECUTING', 'COMPLETED', 'EXPIRED']),
    reason: z
      .enum(['plan_blocked', 'planning_in_progress', 'executing_in_progress', 'already_sent', 'not_submitted', 'retry_window_closed'])
      .optional()
      .meta({ description: 'where the state alone does not say why' }),
    readinessState: z.enum(['READY', 'REVIEW_REQUIRED', 'BLOCKED']).optional().meta({ description: 'with plan_blocked' }),
  }),
  IDEMPOTENCY_CONFLICT: z.object({
    idempotencyKey: z.string(),
    reason: z.enum(['payload_mismatch', 'in_progress']),
    batchId: z.string().optional().meta({ description: "payload_mismatch on plan and execute: the batch the key's first request answered for" }),
    retryable: z.literal(true).optional().meta({ description: 'in_progress: retry it unchanged (after Retry-After)' }),
  }),
  ALREADY_EXISTS: z.object({ id: z.string() }),
  TEMPORAL_UNAVAILABLE: z.object({ reason: z.enum(['busy', 'unreachable', 'timeout']) }),
  DATABASE_UNAVAILABLE: z.object({ reason: z.enum(['unreachable', 'connection_lost', 'timeout']) }),
  EXECUTION_FAILED: z.object({ failureType: z.string().meta({ description: 'the failed step\'s failure type (its ApplicationFailure type, or the kind of failure)' }) }),
  OPTIMIZER_MAX_ATTEMPTS_REACHED: z.object({ optimizer_run_id: z.string(), attempt_count: z.int(), max_attempts: z.int() }),
  WEBHOOK_ENDPOINT_DISABLED: z.object({ endpointId: z.string(), disabledReason: z.enum(['requested', 'gone', 'failing', 'deleted']).nullable() }),
  RATE_LIMITED: z.object({
    policy: z.enum(['reads', 'writes']).meta({ description: 'the quota policy the request counted against, as named in `RateLimit-Policy`: reads (GET, HEAD) or writes (POST, PATCH, DELETE)' }),
    quota: z.int().meta({ description: 'requests per window and API key' }),
    windowSeconds: z.int(),
    retryAfterSeconds: z.int().min(1).meta({ description: 'as `Retry-After`: when the window ends' }),
  }),
  INTERNAL_ERROR: z.object({ requestId: z.string().meta({ description: 'also the X-Request-Id header: finds the fault in the logs' }) }),
} satisfies Partial<Record<ErrorCode, z.ZodType>>;

type WithDetails = keyof typeof errorDetailsSchemas;
/** Codes whose `details` may be absent (the 400 INVALID_ACCOUNT_SCOPE has none, the 403 has them). */
export const OPTIONAL_DETAILS = new Set<ErrorCode>(['INVALID_ACCOUNT_SCOPE']);
export type ErrorDetails<C extends ErrorCode> = C extends WithDetails ? z.input<(typeof errorDetailsSchemas)[C]> : never;

/** The arguments after the message: `field`, then the code's `details` (required where the document requires them). */
type FieldAndDetails<C extends ErrorCode> = C extends 'INVALID_ACCOUNT_SCOPE'
  ? [field?: string, details?: ErrorDetails<C>]
  : C extends WithDetails
    ? [field: string | undefined, details: ErrorDetails<C>]
    : [field?: string];

export interface ErrorBody {
  errorCode: ErrorCode;
  message: string;
  field?: string;
  details?: Record<string, unknown>;
}

/** Any error the API answers on purpose; the error middleware turns it into the one error body. */
export class ApiError<C extends ErrorCode = ErrorCode> extends Error {
  public readonly field?: string;
  public readonly details?: Record<string, unknown>;

  constructor(
    public readonly status: number,
    public readonly errorCode: C,
    message: string,
    ...[field, details]: FieldAndDetails<C>
  ) {
    super(message);
    this.field = field;
    this.details = details;
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { errorCode: this.errorCode, message: this.message };
    if (this.field !== undefined) body.field = this.field;
    if (this.details !== undefined) body.details = this.details;
    return body;
  }
}

export const dottedPath = (path: ReadonlyArray<PropertyKey>): string => path.map(String).join('.');

export function validationError(found: readonly ValidationIssue[]): ApiError {
  const issues = found.length > 0 ? [...found] : [{ path: '', message: 'Request validation failed', code: 'custom' }];
  const first = issues[0];
  const field = first.path !== '' ? first.path : undefined;
  const message = field ? `${field}: ${first.message}` : first.message;
  return new ApiError(400, 'VALIDATION_ERROR', message, field, { issues });
}

/**
 * A custom issue may name its own code (`params.code`, e.g. invalid_url at a webhook URL); else zod's.
 * An unknown key is reported at its own path (zod reports it at the object's), so `field` names it.
 */
export function fromZodError(err: ZodError): ApiError {
  const issues = err.issues.flatMap((i): ValidationIssue[] => {
    if (i.code === 'unrecognized_keys') return i.keys.map((key) => ({ path: dottedPath([...i.path, key]), message: 'unknown field', code: i.code }));
    const own = i.code === 'custom' ? (i.params as { code?: unknown } | undefined)?.code : undefined;
    return [{ path: dottedPath(i.path), message: i.message, code: typeof own === 'string' ? own : i.code }];
  });
  return validationError(issues);
}

export const notFound = (what = 'Resource'): ApiError => new ApiError(404, 'NOT_FOUND', `${what} not found`);

export const invalidApiKey = (): ApiError =>
  new ApiError(401, 'INVALID_API_KEY', 'A valid API key is required: send Authorization: Bearer <API_KEY>');

export const accountScopeMismatch = (apiKeyAccountId: string, payloadAccountId: string, field = 'accountId'): ApiError =>
  new ApiError(403, 'INVALID_ACCOUNT_SCOPE', `${field} does not match the account of the API key`, field, { apiKeyAccountId, payloadAccountId });
