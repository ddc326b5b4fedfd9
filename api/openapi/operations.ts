import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import * as ex from '../examples';
import { healthResponse } from '../responses';
import { failure, headers, json, R } from './kit';

/** The reference page's assets (api/routes/docs.ts): any other name is 404. */
const docsAssetParam = z.object({ asset: z.enum(['swagger-ui.css', 'swagger-ui-bundle.js']) });
const anyObject = z.record(z.string(), z.unknown());

/** Readiness and Prometheus metrics (tag operations). */
export function healthPaths(): ZodOpenApiPathsObject {
  return {
    '/healthz': {
      get: {
        operationId: 'getHealth',
        tags: ['operations'],
        summary: 'Readiness of PostgreSQL, Temporal and the worker',
        security: [],
        responses: {
          '200': { description: 'Ready', headers: headers(), ...json(healthResponse, ex.health) },
          '503': { description: 'Not ready: `checks` says what is not', headers: headers(), ...json(healthResponse) },
          '500': R.internal,
        },
      },
    },
    '/metrics': {
      get: {
        operationId: 'getMetrics',
        tags: ['operations'],
        summary: 'Prometheus metrics of this process: METRICS_TOKEN when set, else open on the embedded default and off elsewhere',
        // No token needed on the embedded default.
        security: [{ metrics: [] }, {}],
        responses: {
          '200': { description: 'Prometheus text format 0.0.4', headers: headers(), content: { 'text/plain': { schema: z.string() } } },
          '401': failure('401', ['INVALID_METRICS_TOKEN']),
          '404': failure('404', ['NOT_FOUND'], { NOT_FOUND: 'metrics are off: not the embedded default and no METRICS_TOKEN' }),
          '500': R.internal,
        },
      },
    },
  };
}

/** This document and its reference page (tag operations; api/routes/docs.ts). */
export function docsPaths(): ZodOpenApiPathsObject {
  return {
    '/openapi.json': {
      get: {
        operationId: 'getOpenApiDocument',
        tags: ['operations'],
        summary: 'This document',
        security: [],
        responses: { '200': { description: 'OpenAPI 3.1', headers: headers(), ...json(anyObject) }, '500': R.internal },
      },
    },
    '/docs': {
      get: {
        operationId: 'getDocsPage',
        tags: ['operations'],
        summary: 'API reference page (Swagger UI)',
        security: [],
        responses: { '200': { description: 'HTML', headers: headers(), content: { 'text/html': { schema: z.string() } } }, '500': R.internal },
      },
    },
    '/docs/{asset}': {
      get: {
        operationId: 'getDocsAsset',
        tags: ['operations'],
        summary: 'Assets of the reference page (Swagger UI, served locally)',
        security: [],
        requestParams: { path: docsAssetParam },
        responses: {
          '200': { description: 'CSS or JavaScript', headers: headers(), content: { 'text/css': { schema: z.string() }, 'application/javascript': { schema: z.string() } } },
          '404': R.notFound,
          '500': R.internal,
        },
      },
    },
  };
}
