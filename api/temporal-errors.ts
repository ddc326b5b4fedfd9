import { ApplicationFailure, ServiceError, WorkflowNotFoundError, WorkflowUpdateFailedError, WorkflowUpdateRPCTimeoutOrCancelledError, isGrpcServiceError } from '@temporalio/client';
import { ApiError, errorDetailsSchemas } from './errors';

// gRPC status codes that mean "Temporal is busy or unreachable", not "your request is wrong".
const GRPC_UNAVAILABLE = 14;
const GRPC_DEADLINE_EXCEEDED = 4;
const GRPC_RESOURCE_EXHAUSTED = 8;

const temporalUnavailable = (reason: 'busy' | 'unreachable' | 'timeout', message: string) =>
  new ApiError(503, 'TEMPORAL_UNAVAILABLE', message, undefined, { reason });

function grpcCode(err: unknown): number | undefined {
  if (isGrpcServiceError(err)) return err.code;
  if (err instanceof ServiceError && err.cause && isGrpcServiceError(err.cause)) return err.cause.code;
  return undefined;
}

/**
 * Maps what the Temporal client throws to the spec's error rows; never a 500 for a known case.
 * Returns undefined for WorkflowNotFoundError, which the caller resolves from the read model
 * (a closed batch is COMPLETED or EXPIRED there; an unknown one is 404).
 */
export function mapTemporalError(err: unknown): ApiError | undefined {
  if (err instanceof WorkflowNotFoundError) return undefined;
  if (err instanceof WorkflowUpdateFailedError) {
    const cause = err.cause;
    if (cause instanceof ApplicationFailure) {
      // The workflow's failure details, checked against the error body they become (a mismatch is our bug: 500).
      const details: unknown = cause.details?.[0];
      switch (cause.type) {
        case 'INVALID_EXPORT_STATE':
          return new ApiError(409, 'INVALID_EXPORT_STATE', cause.message, undefined, errorDetailsSchemas.INVALID_EXPORT_STATE.parse(details));
        case 'INVALID_ORDER_REFERENCE':
          return new ApiError(400, 'INVALID_ORDER_REFERENCE', cause.message, 'orderIds', errorDetailsSchemas.INVALID_ORDER_REFERENCE.parse(details));
        case 'INVALID_ACCOUNT_SCOPE':
          return new ApiError(400, 'INVALID_ACCOUNT_SCOPE', cause.message, undefined);
        case 'NOT_FOUND':
          return new ApiError(404, 'NOT_FOUND', cause.message);
        default:
          return new ApiError(503, 'EXECUTION_FAILED', `The batch could not be processed: ${cause.message}; retry with the same Idempotency-Key`, undefined, {
            failureType: cause.type ?? 'ApplicationFailure',
          });
      }
    }
    // A timeout, cancellation or termination of the update's work: its failure class names it.
    return new ApiError(503, 'EXECUTION_FAILED', 'The batch could not be processed; retry with the same Idempotency-Key', undefined, {
      failureType: err.cause?.name ?? 'UpdateFailed',
    });
  }
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
