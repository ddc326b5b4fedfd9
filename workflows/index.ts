// Every workflow the worker runs; the worker bundles this file.
export { exportBatchWorkflow } from './export-batch';
export { customsOptimizeBatchWorkflow } from './customs-optimize-batch';
export { webhookEndpointWorkflow } from './webhook-endpoint';
