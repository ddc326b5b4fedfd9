import type { ZodError } from 'zod';

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
  | 'INTERNAL_ERROR';

export interface ErrorBody {
  errorCode: ErrorCode;
  message: string;
  field?: string;
  details?: Record<string, unknown>;
}

export interface ValidationIssue {
  path: string;
  message: string;
  code: string;
}

/** Any error the API answers on purpose; the error middleware turns it into the one error body. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly errorCode: ErrorCode,
    message: string,
    public readonly field?: string,
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { errorCode: this.errorCode, message: this.message };
    if (this.field !== undefined) body.field = this.field;
    if (this.details !== undefined) body.details = this.details;
    return body;
  }
}

export const dottedPath = (path: ReadonlyArray<PropertyKey>): string => path.map(String).join('.');

export function validationError(issues: ValidationIssue[]): ApiError {
  const first = issues[0];
  const field = first && first.path !== '' ? first.path : undefined;
  const message = first ? (field ? `${field}: ${first.message}` : first.message) : 'Request validation failed';
  return new ApiError(400, 'VALIDATION_ERROR', message, field, { issues });
}

/** A custom issue may name its own code (`params.code`, e.g. invalid_url at a webhook URL); else zod's. */
export function fromZodError(err: ZodError): ApiError {
  return validationError(
    err.issues.map((i) => {
      const own = i.code === 'custom' ? (i.params as { code?: unknown } | undefined)?.code : undefined;
      return { path: dottedPath(i.path), message: i.message, code: typeof own === 'string' ? own : i.code };
    }),
  );
}

export const notFound = (what = 'Resource'): ApiError => new ApiError(404, 'NOT_FOUND', `${what} not found`);

export const invalidApiKey = (): ApiError =>
  new ApiError(401, 'INVALID_API_KEY', 'A valid API key is required: send Authorization: Bearer <API_KEY>');

export const accountScopeMismatch = (apiKeyAccountId: string, payloadAccountId: string): ApiError =>
  new ApiError(403, 'INVALID_ACCOUNT_SCOPE', 'accountId does not match the account of the API key', 'accountId', {
    apiKeyAccountId,
    payloadAccountId,
  });
