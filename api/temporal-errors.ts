import { ApplicationFailure, ServiceError, WorkflowNotFoundError, WorkflowUpdateFailedError, WorkflowUpdateRPCTimeoutOrCancelledError, isGrpcServiceError } from '@temporalio/client';
import { FailureType } from '../workflows/failures';
import { ApiError, errorDetailsSchemas } from './errors';

// gRPC status codes that mean "Temporal is busy or unreachable", not "your request is wrong".
const GRPC_UNAVAILABLE = 14;
const GRPC_DEADLINE_EXCEEDED = 4;
const GRPC_RESOURCE_EXHAUSTED = 8;

const temporalUnavailable = (reason: 'busy' | 'unreachable' | 'timeout', message: string) =>
  new ApiError(503, 'TEMPORAL_UNAVAILABLE', message, undefined, { reason });

/** What a route that needs Temporal answers when the app was built without a Temporal client. */
export const temporalNotConnected = (): ApiError => temporalUnavailable('unreachable', 'Temporal is not connected');

/**
 * The failure types that are error rows of the spec, each with the row it becomes; an update failing
 * with any other type is EXECUTION_FAILED. `details` (the failure's first) is checked against the
 * error body it becomes: a mismatch is our bug, a 500.
 */
const FAILURE_ROWS: { readonly [T in FailureType]?: (message: string, details: unknown) => ApiError } = {
  [FailureType.INVALID_EXPORT_STATE]: (message, details) =>
    new ApiError(409, 'INVALID_EXPORT_STATE', message, undefined, errorDetailsSchemas.INVALID_EXPORT_STATE.parse(details)),
  [FailureType.INVALID_ORDER_REFERENCE]: (message, details) =>
    new ApiError(400, 'INVALID_ORDER_REFERENCE', message, 'orderIds', errorDetailsSchemas.INVALID_ORDER_REFERENCE.parse(details)),
  [FailureType.INVALID_ACCOUNT_SCOPE]: (message) => new ApiError(400, 'INVALID_ACCOUNT_SCOPE', message, undefined),
  [FailureType.NOT_FOUND]: (message) => new ApiError(404, 'NOT_FOUND', message),
};

const failureRow = (type: string | null | undefined) =>
  typeof type === 'string' && Object.hasOwn(FAILURE_ROWS, type) ? FAILURE_ROWS[type as FailureType] : undefined;

function grpcCode(err: unknown): number | undefined {
  if (isGrpcServiceError(err)) return err.code;
  if (err instanceof ServiceError && err.cause && isGrpcServiceError(err.cause)) return err.cause.code;
  return undefined;
}

function updateFailed(err: WorkflowUpdateFailedError): ApiError {
  const cause = err.cause;
  if (cause instanceof ApplicationFailure) {
    const row = failureRow(cause.type);
    if (row) return row(cause.message, cause.details?.[0]);
    return new ApiError(503, 'EXECUTION_FAILED', `The batch could not be processed: ${cause.message}; retry with the same Idempotency-Key`, undefined, {
      failureType: cause.type ?? 'ApplicationFailure',
    });
  }
  // A timeout, cancellation or termination of the update's work: its failure class names it.
  return new ApiError(503, 'EXECUTION_FAILED', 'The batch could not be processed; retry with the same Idempotency-Key', undefined, {
    failureType: err.cause?.name ?? 'UpdateFailed',
  });
}

/**
 * Maps what the Temporal client throws to the spec's error rows; never a 500 for a known case.
 * Returns undefined for WorkflowNotFoundError, which the caller resolves from the read model
 * (a closed batch is COMPLETED or EXPIRED there; an unknown one is 404).
 */
export function mapTemporalError(err: unknown): ApiError | undefined {
  if (err instanceof WorkflowNotFoundError) return undefined;
  if (err instanceof WorkflowUpdateFailedError) return updateFailed(err);
  if (err instanceof WorkflowUpdateRPCTimeoutOrCancelledError) {
    return temporalUnavailable('timeout', 'Temporal did not answer in time (is a worker running?); retry with the same Idempotency-Key');
  }
  const code = grpcCode(err);
  if (code === GRPC_RESOURCE_EXHAUSTED) return temporalUnavailable('busy', 'Temporal is busy; retry shortly');
  if (code === GRPC_UNAVAILABLE) return temporalUnavailable('unreachable', 'Temporal is unreachable; retry shortly');
  if (code === GRPC_DEADLINE_EXCEEDED) return temporalUnavailable('timeout', 'Temporal did not answer in time; retry shortly');
  if (err instanceof ServiceError) return temporalUnavailable('unreachable', `Temporal error: ${err.message}`);
  throw err;
}
