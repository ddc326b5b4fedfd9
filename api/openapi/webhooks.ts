import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { EVENT_TYPES } from '../../domain/events';
import * as ex from '../examples';
import * as s from '../schemas';
import {
  event,
  page,
  redeliverResponse,
  webhookAttempt,
  webhookDelivery,
  webhookEndpoint,
  webhookEndpointDeleted,
  webhookEndpointRotated,
  webhookEndpointWithSecret,
} from '../responses';
import { failure, json, link, op, R, readErrors, WHEN, writeErrors } from './kit';

/** What an endpoint receives (Standard Webhooks): one POST per event, for the `webhooks` section. */
const deliveryHeaders = z.object({
  'webhook-id': z.string().meta({ description: "The event's ID: the same on every retry and redelivery, so deduplicate on it" }),
  'webhook-timestamp': z.string().meta({ description: 'Unix seconds of this attempt' }),
  'webhook-signature': z.string().meta({ description: 'v1,<base64 HMAC-SHA256>, space-separated; two during the 24 h after a secret rotation' }),
});
const pascal = (type: string) => type.split(/[._]/).map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const delivery = (type: (typeof EVENT_TYPES)[number]) => ({
  post: {
    operationId: `receive${pascal(type)}`,
    summary: `${type}: POSTed to each enabled endpoint subscribed to it`,
    tags: ['webhooks'],
    requestParams: { header: deliveryHeaders },
    requestBody: { required: true, ...json(webhookDelivery(type)) },
    responses: {
      '2XX': { description: 'Delivered' },
      '410': { description: 'Gone: the endpoint is disabled and nothing more is sent to it' },
      default: { description: 'Anything else (3xx included: redirects are not followed; no answer within WEBHOOK_TIMEOUT_MS): tried again on the retry schedule; 429 and 503 with Retry-After wait that long (at most 24 h)' },
    },
  },
});

/** The document's `webhooks` section: one delivery per event type. */
export function eventDeliveries(): ZodOpenApiPathsObject {
  return Object.fromEntries(EVENT_TYPES.map((type) => [type, delivery(type)]));
}

const URL_REFUSED =
  'the url may not be called: `details.issues[].code` at `url` is invalid_url, scheme_not_allowed, credentials_in_url, private_address or unresolvable_host';
const endpointLinks = {
  GetWebhookEndpoint: link('getWebhookEndpoint', 'The endpoint', { 'path.id': '$response.body#/id' }),
  UpdateWebhookEndpoint: link('updateWebhookEndpoint', 'Change it', { 'path.id': '$response.body#/id' }),
  RotateWebhookEndpointSecret: link('rotateWebhookEndpointSecret', 'A new secret', { 'path.id': '$response.body#/id' }),
  ListWebhookDeliveries: link('listWebhookDeliveries', 'Its delivery attempts', { 'path.id': '$response.body#/id' }),
  DeleteWebhookEndpoint: link('deleteWebhookEndpoint', 'Delete it', { 'path.id': '$response.body#/id' }),
};

/** The account's events, and sending one again. */
export function eventPaths(): ZodOpenApiPathsObject {
  return {
    '/api/events': {
      get: op({
        id: 'listEvents',
        tag: 'events',
        summary: "The account's events, newest first",
        auth: 'bearer',
        query: s.eventListQuery,
        ok: { schema: page(event), example: ex.events },
        errors: { '400': R.badQuery, ...readErrors },
      }),
    },
    '/api/events/{id}/redeliver': {
      post: op({
        id: 'redeliverEvent',
        tag: 'events',
        summary: 'Send an event again (a new delivery, same webhook-id) to one endpoint or every subscribed one',
        auth: 'bearer',
        idempotent: true,
        path: s.pathParams.event,
        body: { schema: s.redeliverRequest, required: true },
        ok: { status: '202', description: 'Accepted: the deliveries are queued', schema: redeliverResponse },
        errors: {
          ...writeErrors,
          '404': failure('404', ['NOT_FOUND'], { NOT_FOUND: `the event, or the endpointId, is not the account's; ${WHEN.NOT_FOUND}` }),
          '409': failure('409', ['IDEMPOTENCY_CONFLICT', 'WEBHOOK_ENDPOINT_DISABLED']),
          '503': R.temporalUnavailable,
        },
      }),
    },
  };
}

/** The collection of webhook endpoints: create, list. */
export function webhookEndpointsPaths(): ZodOpenApiPathsObject {
  return {
    '/api/webhook-endpoints': {
      post: op({
        id: 'createWebhookEndpoint',
        tag: 'webhooks',
        summary: 'Subscribe a URL to events (answers the signing secret, once)',
        auth: 'bearer',
        idempotent: true,
        body: { schema: s.webhookEndpointCreateRequest, required: true },
        ok: {
          status: '201',
          description: 'Created: store the secret, it is not shown again',
          schema: webhookEndpointWithSecret,
          links: { ...endpointLinks, RedeliverToEndpoint: link('redeliverEvent', 'Redeliver an event to it', undefined, { endpointId: '$response.body#/id' }) },
        },
        errors: {
          ...writeErrors,
          '400': failure('400', ['INVALID_REQUEST', 'VALIDATION_ERROR'], { VALIDATION_ERROR: `${WHEN.VALIDATION_ERROR}; ${URL_REFUSED}; or \`code\` too_many_endpoints (20 an account)` }),
        },
      }),
      get: op({
        id: 'listWebhookEndpoints',
        tag: 'webhooks',
        summary: "The account's webhook endpoints, oldest first",
        auth: 'bearer',
        query: s.webhookListQuery,
        ok: { schema: page(webhookEndpoint) },
        errors: { '400': R.badQuery, ...readErrors },
      }),
    },
  };
}

/** One webhook endpoint: read, change, delete, rotate its secret, its delivery attempts. */
export function webhookEndpointPaths(): ZodOpenApiPathsObject {
  return {
    '/api/webhook-endpoints/{id}': {
      get: op({ id: 'getWebhookEndpoint', tag: 'webhooks', summary: 'One webhook endpoint', auth: 'bearer', path: s.pathParams.webhookEndpoint, ok: { schema: webhookEndpoint }, errors: { ...readErrors, '404': R.notFound } }),
      patch: op({
        id: 'updateWebhookEndpoint',
        tag: 'webhooks',
        summary: 'Change the URL, event types, description, or status (enabled again clears disabledReason)',
        auth: 'bearer',
        idempotent: true,
        path: s.pathParams.webhookEndpoint,
        body: { schema: s.webhookEndpointUpdateRequest, required: true },
        ok: { schema: webhookEndpoint },
        errors: {
          ...writeErrors,
          '400': failure('400', ['INVALID_REQUEST', 'VALIDATION_ERROR'], { VALIDATION_ERROR: `${WHEN.VALIDATION_ERROR}; ${URL_REFUSED}` }),
          '404': R.notFound,
        },
      }),
      delete: op({
        id: 'deleteWebhookEndpoint',
        tag: 'webhooks',
        summary: 'Delete an endpoint: no further deliveries (body optional)',
        auth: 'bearer',
        idempotent: true,
        path: s.pathParams.webhookEndpoint,
        body: { schema: s.webhookEndpointActionRequest, required: false },
        ok: { schema: webhookEndpointDeleted },
        errors: { ...writeErrors, '404': R.notFound },
      }),
    },
    '/api/webhook-endpoints/{id}/rotate-secret': {
      post: op({
        id: 'rotateWebhookEndpointSecret',
        tag: 'webhooks',
        summary: 'A new signing secret; the previous one also signs for 24 h (body optional)',
        auth: 'bearer',
        idempotent: true,
        path: s.pathParams.webhookEndpoint,
        body: { schema: s.webhookEndpointActionRequest, required: false },
        ok: { schema: webhookEndpointRotated },
        errors: { ...writeErrors, '404': R.notFound },
      }),
    },
    '/api/webhook-endpoints/{id}/deliveries': {
      get: op({
        id: 'listWebhookDeliveries',
        tag: 'webhooks',
        summary: "The endpoint's delivery attempts, newest first",
        auth: 'bearer',
        path: s.pathParams.webhookEndpoint,
        query: s.webhookDeliveryListQuery,
        ok: { schema: page(webhookAttempt) },
        errors: { '400': R.badQuery, ...readErrors, '404': R.notFound },
      }),
    },
  };
}
