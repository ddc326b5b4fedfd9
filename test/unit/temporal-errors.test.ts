import { ApplicationFailure, ServiceError, WorkflowNotFoundError, WorkflowUpdateFailedError, WorkflowUpdateRPCTimeoutOrCancelledError } from '@temporalio/client';
import { mapTemporalError } from '../../api/temporal-errors';

const grpcError = (code: number) => Object.assign(new Error(`grpc ${code}`), { code, details: '', metadata: {} });

describe('Temporal client errors → the spec error rows', () => {
  it('maps a rejected update by its failure type', () => {
    const failed = (type: string, details?: unknown) =>
      mapTemporalError(new WorkflowUpdateFailedError('update failed', ApplicationFailure.create({ type, message: 'm', details: details ? [details] : undefined })));
    expect(failed('INVALID_EXPORT_STATE', { currentState: 'COMPLETED' })).toMatchObject({ status: 409, errorCode: 'INVALID_EXPORT_STATE', details: { currentState: 'COMPLETED' } });
    expect(failed('INVALID_ORDER_REFERENCE', { requestedOrderIds: ['a'], foundOrderIds: [] })).toMatchObject({ status: 400, errorCode: 'INVALID_ORDER_REFERENCE', details: { requestedOrderIds: ['a'], foundOrderIds: [] } });
    expect(failed('INVALID_ACCOUNT_SCOPE')).toMatchObject({ status: 400, errorCode: 'INVALID_ACCOUNT_SCOPE' });
    expect(failed('NOT_FOUND')).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
    expect(failed('SOMETHING_ELSE')).toMatchObject({ status: 503, errorCode: 'EXECUTION_FAILED' });
  });

  it('maps busy, unreachable and timed-out Temporal to 503 TEMPORAL_UNAVAILABLE', () => {
    expect(mapTemporalError(new ServiceError('x', { cause: grpcError(8) }))).toMatchObject({ status: 503, errorCode: 'TEMPORAL_UNAVAILABLE', details: { reason: 'busy' } });
    expect(mapTemporalError(new ServiceError('x', { cause: grpcError(14) }))).toMatchObject({ status: 503, errorCode: 'TEMPORAL_UNAVAILABLE', details: { reason: 'unreachable' } });
    expect(mapTemporalError(grpcError(4))).toMatchObject({ status: 503, details: { reason: 'timeout' } });
    expect(mapTemporalError(new WorkflowUpdateRPCTimeoutOrCancelledError('t'))).toMatchObject({ status: 503, errorCode: 'TEMPORAL_UNAVAILABLE', details: { reason: 'timeout' } });
  });

  it('leaves a closed or unknown workflow to the read model, and rethrows the unknown', () => {
    expect(mapTemporalError(new WorkflowNotFoundError('gone', 'wf', undefined))).toBeUndefined();
    expect(() => mapTemporalError(new TypeError('bug'))).toThrow('bug');
  });
});
