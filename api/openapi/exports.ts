import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { manifestSchema } from '../../documents/manifest';
import * as ex from '../examples';
import { brokerSubmissionRetry, executionView, exportSummary, inspectView, page, planView } from '../responses';
import * as s from '../schemas';
import { failure, headers, link, op, R, readErrors, writeErrors } from './kit';

// Links to the batch: only from values every such response has (an inspected batch may have no artifacts).
const exportLinks = (from: string) => ({
  InspectExport: link('inspectExport', `The batch ${from}`, { 'path.id': '$response.body#/exportId' }),
  ListBatchEvents: link('listEvents', `The events of the batch ${from}`, { 'query.batchId': '$response.body#/exportId' }),
});
const artifactLink = link('getExportArtifact', 'Its first artifact', { 'path.id': '$response.body#/exportId', 'path.filename': '$response.body#/artifacts/0/filename' });

/** The writes of a batch: plan (or re-plan, or dry run) and execute. */
export function planExecutePaths(): ZodOpenApiPathsObject {
  return {
    '/api/exports/plan': {
      post: op({
        id: 'planExport',
        tag: 'exports',
        summary: 'Plan an export batch (or re-plan one: batchId; or preview: dryRun)',
        description: 'A dry run (`dryRun: true`) starts and stores nothing, so it takes no Idempotency-Key: its `exportId` is null (or the batchId sent) and `dryRun` is true.',
        auth: 'bearer',
        idempotent: true,
        body: { schema: s.planRequest, required: true },
        ok: {
          schema: planView,
          examples: {
            planned: { summary: 'A batch planned (BATCHED)', value: ex.plan },
            dryRun: { summary: 'A dry run: nothing started or stored', value: ex.planDryRun },
          },
          links: {
            ExecuteExport: link('executeExport', 'Execute the batch just planned', undefined, { batchId: '$response.body#/exportId' }),
            ReplanExport: link('planExport', 'Re-plan the batch', undefined, { batchId: '$response.body#/exportId' }),
            ...exportLinks('just planned'),
          },
        },
        errors: {
          ...writeErrors,
          '400': failure('400', ['INVALID_REQUEST', 'VALIDATION_ERROR', 'INVALID_ORDER_REFERENCE', 'INVALID_ACCOUNT_SCOPE'], {}, undefined, {
            validationError: { summary: 'No brokerId, and no orderIds', value: ex.validationError },
            invalidOrderReference: { summary: 'An order the account does not have', value: ex.invalidOrderReference },
          }),
          '404': failure('404', ['NOT_FOUND'], { NOT_FOUND: "a re-plan (batchId) of a batch the account does not have" }),
          '409': failure('409', ['IDEMPOTENCY_CONFLICT', 'INVALID_EXPORT_STATE'], { INVALID_EXPORT_STATE: 'a re-plan of a batch that is no longer BATCHED (`details.currentState`)' }),
          '503': R.executionUnavailable,
        },
      }),
    },
    '/api/exports/execute': {
      post: op({
        id: 'executeExport',
        tag: 'exports',
        summary: 'Execute a planned batch: customs package, artifacts, broker e-mail',
        auth: 'bearer',
        idempotent: true,
        body: { schema: s.executeRequest, required: true },
        ok: {
          schema: executionView,
          example: ex.execution,
          links: {
            ...exportLinks('just executed'),
            GetExportArtifact: artifactLink,
            RetryBrokerSubmission: link('retryBrokerSubmission', 'Send the broker e-mail again', { 'path.id': '$response.body#/exportId' }),
          },
        },
        errors: {
          ...writeErrors,
          '404': R.notFound,
          '409': failure(
            '409',
            ['IDEMPOTENCY_CONFLICT', 'INVALID_EXPORT_STATE'],
            { INVALID_EXPORT_STATE: 'the batch is not BATCHED, is BLOCKED (`details.reason` plan_blocked), or is executing (executing_in_progress)' },
            undefined,
            { invalidExportState: { summary: 'Execute of a COMPLETED batch', value: ex.invalidExportState } },
          ),
          '503': R.executionUnavailable,
        },
      }),
    },
  };
}

/** The reads of a batch (inspect, an artifact) and the broker submission retry. */
export function exportReadPaths(): ZodOpenApiPathsObject {
  return {
    '/api/exports': {
      get: op({
        id: 'listExports',
        tag: 'exports',
        summary: "List the account's batches, newest first, to reconcile",
        description:
          'Filters combine (AND); each is served by an index. Pages never repeat or skip a batch, even while new batches are planned: pass `nextCursor` back as `cursor` until it is null.',
        auth: 'bearer',
        query: s.exportListQuery,
        ok: {
          schema: page(exportSummary),
          example: ex.exportList,
          links: { InspectFirstExport: link('inspectExport', 'The newest batch listed', { 'path.id': '$response.body#/data/0/exportId' }) },
        },
        errors: { '400': R.badQuery, ...readErrors },
      }),
    },
    '/api/exports/{id}': {
      get: op({
        id: 'inspectExport',
        tag: 'exports',
        summary: 'Inspect an export batch (the canonical read model)',
        auth: 'bearer',
        path: s.pathParams.exportBatch,
        ok: { schema: inspectView, example: ex.inspection },
        errors: { ...readErrors, '404': R.notFound },
      }),
    },
    '/api/exports/{id}/broker-submission/retry': {
      post: op({
        id: 'retryBrokerSubmission',
        tag: 'exports',
        summary: 'Try the broker e-mail again now (also after it failed)',
        auth: 'bearer',
        idempotent: true,
        path: s.pathParams.exportBatch,
        body: { schema: s.brokerSubmissionRetryRequest, required: true },
        ok: { status: '202', description: 'Accepted: the submission is tried again', schema: brokerSubmissionRetry, links: exportLinks('retried') },
        errors: {
          ...writeErrors,
          '404': R.notFound,
          '409': failure('409', ['IDEMPOTENCY_CONFLICT', 'INVALID_EXPORT_STATE'], {
            INVALID_EXPORT_STATE: 'the submission cannot be retried (`details.reason` already_sent, not_submitted or retry_window_closed)',
          }),
          '503': R.executionUnavailable,
        },
      }),
    },
    '/api/exports/{id}/artifacts/{filename}': {
      get: {
        operationId: 'getExportArtifact',
        tags: ['exports'],
        summary: 'Download an artifact',
        security: [{ bearer: [] }],
        requestParams: { path: s.pathParams.artifact },
        responses: {
          '200': {
            description: 'The file, as an attachment',
            headers: headers({ 'Content-Disposition': z.string().meta({ description: 'attachment; filename="<filename>"' }) }),
            content: {
              'text/plain': { schema: z.string() },
              'text/csv': { schema: z.string() },
              'application/json': { schema: manifestSchema },
              'application/pdf': { schema: z.string().meta({ format: 'binary', description: 'the PDF commercial invoice' }) },
            },
          },
          '400': failure('400', ['VALIDATION_ERROR'], { VALIDATION_ERROR: 'not an artifact filename (1-200 of A-Z a-z 0-9 . _ -)' }),
          ...readErrors,
          '404': R.notFound,
        },
      },
    },
    '/api/exports/{id}/broker-email': {
      get: {
        operationId: 'getKeptBrokerEmail',
        tags: ['exports'],
        summary: 'The broker e-mail a test-mode execute kept instead of sending',
        description:
          'Test keys only: the whole message (RFC 822: headers, text, the artifacts attached) exactly as the broker would have received it. A live batch\'s e-mail is sent, not kept: 404.',
        security: [{ bearer: [] }],
        requestParams: { path: s.pathParams.exportBatch },
        responses: {
          '200': {
            description: 'The message, as an attachment (opens in any mail client)',
            headers: headers({ 'Content-Disposition': z.string().meta({ description: 'attachment; filename="<batchId>-broker-email.eml"' }) }),
            content: { 'message/rfc822': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...readErrors,
          '404': R.notFound,
        },
      },
    },
  };
}
