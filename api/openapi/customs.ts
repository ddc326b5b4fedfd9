import type { ZodOpenApiPathsObject } from 'zod-openapi';
import * as ex from '../examples';
import { optimization, optimizeBatchAccepted, optimizeResponse } from '../responses';
import * as s from '../schemas';
import { failure, link, op, R, readErrors, writeErrors } from './kit';

/** HS classification (draft preview): single runs, batch runs, and reading either. */
export function customsPaths(): ZodOpenApiPathsObject {
  return {
    '/api/customs/optimize': {
      post: op({
        id: 'optimizeCustoms',
        tag: 'customs',
        summary: 'Classify a product (draft preview); optimizer_run_id retries a run',
        auth: 'bearer',
        idempotent: true,
        body: { schema: s.optimizeRequest, required: true, example: { product_name: 'Cotton T-shirt', description: 'Knitted T-shirt, 100% cotton', materials: ['cotton'], country_of_origin: 'PT', value: 14 } },
        ok: {
          schema: optimizeResponse,
          example: ex.optimize,
          links: {
            GetCustomsOptimization: link('getCustomsOptimization', 'The run', { 'path.id': '$response.body#/optimizer_run_id' }),
            RetryCustomsOptimization: link('optimizeCustoms', 'Another attempt of the run', undefined, { optimizer_run_id: '$response.body#/optimizer_run_id' }),
          },
        },
        errors: {
          ...writeErrors,
          '403': failure('403', ['INVALID_ACCOUNT_SCOPE'], { INVALID_ACCOUNT_SCOPE: "the body's account_id is not the key's account (`field` account_id)" }),
          '404': failure('404', ['NOT_FOUND'], { NOT_FOUND: 'an optimizer_run_id the account does not have' }),
          '409': failure('409', ['IDEMPOTENCY_CONFLICT', 'OPTIMIZER_MAX_ATTEMPTS_REACHED']),
        },
      }),
    },
    '/api/customs/optimize/batch': {
      post: op({
        id: 'optimizeCustomsBatch',
        tag: 'customs',
        summary: 'Classify many products as one workflow',
        auth: 'bearer',
        idempotent: true,
        body: { schema: s.optimizeBatchRequest, required: true, example: { items: [{ product_name: 'Cotton T-shirt', description: 'Knitted T-shirt, 100% cotton', country_of_origin: 'PT', value: 14, materials: ['cotton'] }] } },
        ok: {
          status: '202',
          description: 'Accepted: the batch run is running; poll status_url',
          schema: optimizeBatchAccepted,
          example: ex.optimizeBatch,
          links: { GetCustomsOptimization: link('getCustomsOptimization', 'The batch run', { 'path.id': '$response.body#/optimizer_batch_run_id' }) },
        },
        errors: {
          ...writeErrors,
          '403': failure('403', ['INVALID_ACCOUNT_SCOPE'], { INVALID_ACCOUNT_SCOPE: "the body's account_id is not the key's account (`field` account_id)" }),
          '503': R.temporalUnavailable,
        },
      }),
    },
    '/api/customs/optimizations/{id}': {
      get: op({
        id: 'getCustomsOptimization',
        tag: 'customs',
        summary: 'A run (kind single) or a batch run (kind batch)',
        auth: 'bearer',
        path: s.pathParams.optimization,
        ok: {
          schema: optimization,
          examples: {
            batch: { summary: 'A batch run (kind batch)', value: ex.optimizationBatch },
            single: { summary: 'A run of POST /api/customs/optimize (kind single)', value: ex.optimizationSingle },
          },
        },
        errors: { ...readErrors, '404': R.notFound },
      }),
    },
  };
}
