import { z } from 'zod';
import { ALL_EVENT_TYPES, eventTypeSchema } from './events';
import { chargesSchema, exportControlSchema, exporterSchema, INCOTERMS, packagesSchema, partySchema, REASONS_FOR_EXPORT } from './parties';
import { complianceProfileSchema } from './product-compliance';
import { environmentSchema } from './environments';
import { isoDate } from './schema-kit';

/**
 * What the API shows of products, orders, the admin resources and webhook endpoints: zod schemas that
 * api/openapi.ts publishes and whose inferred types the db mappers build.
 */

export const productSchema = z
  .object({
    id: z.string(),
    accountId: z.string(),
    externalId: z.string(),
    sku: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    originCountry: z.string().nullable(),
    declaredValueUsd: z.number(),
    materials: z.array(z.string()),
    hsCode: z.string().nullable(),
    weightKg: z.number().nullable(),
    exportControl: exportControlSchema.nullable().meta({ description: 'null when not sent: the goods are then taken as EAR99 with no licence' }),
    complianceProfile: complianceProfileSchema,
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'Product' });

export const lineItemSchema = z.object({ productId: z.string(), quantity: z.number(), unitValueUsd: z.number() }).meta({ id: 'LineItem' });
export const orderSchema = z
  .object({
    id: z.string(),
    accountId: z.string(),
    externalId: z.string(),
    destinationCountry: z.string(),
    destinationRegion: z.string().nullable(),
    destinationPostalCode: z.string().nullable(),
    totalValueUsd: z.number(),
    items: z.array(lineItemSchema),
    metadata: z.record(z.string(), z.unknown()).nullable().meta({ description: 'Free-form: returned as sent' }),
    shipTo: partySchema.nullable().meta({ description: 'The consignee; null when not sent' }),
    soldTo: partySchema.nullable().meta({ description: 'The buyer as sent; null when not sent (the documents then take shipTo)' }),
    incoterm: z.enum(INCOTERMS).nullable(),
    orderedAt: z.string().nullable().meta({ format: 'date', description: 'Date of sale, YYYY-MM-DD' }),
    charges: chargesSchema.nullable(),
    packages: packagesSchema.nullable(),
    reasonForExport: z.enum(REASONS_FOR_EXPORT).nullable(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'Order' });

// ---- admin ----
export const accountSchema = z
  .object({ id: z.string(), name: z.string(), exporter: exporterSchema.nullable().meta({ description: 'null until set' }), createdAt: isoDate })
  .meta({ id: 'Account' });
export const apiKeySchema = z
  .object({
    id: z.string(),
    accountId: z.string(),
    environment: environmentSchema,
    apiKey: z.string().meta({ description: 'epk_live_… or epk_test_… secret, shown only here: store it' }),
    createdAt: isoDate,
  })
  .meta({ id: 'ApiKey' });
export const revokedApiKeySchema = z.object({ id: z.string(), accountId: z.string(), revokedAt: isoDate }).meta({ id: 'RevokedApiKey' });
export const warehouseSchema = z
  .object({
    id: z.string(),
    accountId: z.string(),
    name: z.string(),
    country: z.string(),
    addressLine1: z.string().nullable(),
    addressLine2: z.string().nullable(),
    city: z.string().nullable(),
    region: z.string().nullable(),
    postalCode: z.string().nullable(),
    createdAt: isoDate,
  })
  .meta({ id: 'Warehouse' });
export const brokerSchema = z
  .object({ id: z.string(), accountId: z.string(), name: z.string(), email: z.string(), brokerPath: z.enum(['partner_integrated', 'byob_supported']), createdAt: isoDate })
  .meta({ id: 'Broker' });

// ---- webhooks ----
export const webhookEndpointSchema = z
  .object({
    id: z.string(),
    accountId: z.string(),
    url: z.string(),
    eventTypes: z.array(z.union([eventTypeSchema, z.literal(ALL_EVENT_TYPES)])).meta({ description: '["*"]: every type, also types added later' }),
    status: z.enum(['enabled', 'disabled']),
    disabledReason: z
      .enum(['requested', 'gone', 'failing', 'deleted'])
      .nullable()
      .meta({ description: 'requested (PATCH), gone (the receiver answered 410), failing (only failures for WEBHOOK_DISABLE_AFTER_HOURS), deleted' }),
    description: z.string().nullable(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'WebhookEndpoint', description: 'Never its secret: that is shown only by create and rotate-secret' });
const secretField = z.string().meta({ description: 'whsec_… signing secret (Standard Webhooks). Shown only here: store it' });
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: secretField }).meta({ id: 'WebhookEndpointWithSecret' });
export const webhookEndpointRotatedSchema = webhookEndpointSchema
  .extend({
    secret: secretField,
    previousSecretExpiresAt: isoDate.meta({ description: 'Until then deliveries carry a signature by the previous secret too' }),
  })
  .meta({ id: 'WebhookEndpointRotated' });
export const webhookEndpointDeletedSchema = webhookEndpointSchema.extend({ deleted: z.literal(true) }).meta({ id: 'WebhookEndpointDeleted' });
export const webhookAttemptSchema = z
  .object({
    deliveryId: z.string(),
    eventId: z.string(),
    eventType: eventTypeSchema,
    attempt: z.number().int().min(1),
    status: z.enum(['succeeded', 'retrying', 'failed']).meta({ description: 'retrying: another attempt follows at nextAttemptAt; failed: the delivery ended' }),
    statusCode: z.number().int().nullable().meta({ description: "The receiver's HTTP status; null when none came (see error)" }),
    error: z.string().nullable().meta({ description: 'Classified: HTTP 500, timeout after 15000 ms, connection refused, address not allowed: …' }),
    durationMs: z.number().int(),
    nextAttemptAt: isoDate.nullable(),
    createdAt: isoDate,
  })
  .meta({ id: 'WebhookAttempt' });
export const redeliverySchema = z
  .object({
    eventId: z.string(),
    deliveries: z.array(z.object({ id: z.string(), endpointId: z.string(), status: z.literal('pending') })),
  })
  .meta({ id: 'Redelivery' });

export type Product = z.output<typeof productSchema>;
export type LineItem = z.output<typeof lineItemSchema>;
export type Order = z.output<typeof orderSchema>;
export type Account = z.output<typeof accountSchema>;
export type ApiKey = z.output<typeof apiKeySchema>;
export type RevokedApiKey = z.output<typeof revokedApiKeySchema>;
export type Warehouse = z.output<typeof warehouseSchema>;
export type Broker = z.output<typeof brokerSchema>;
export type WebhookEndpoint = z.output<typeof webhookEndpointSchema>;
export type WebhookEndpointWithSecret = z.output<typeof webhookEndpointWithSecretSchema>;
export type WebhookEndpointRotated = z.output<typeof webhookEndpointRotatedSchema>;
export type WebhookEndpointDeleted = z.output<typeof webhookEndpointDeletedSchema>;
export type WebhookAttempt = z.output<typeof webhookAttemptSchema>;
export type Redelivery = z.output<typeof redeliverySchema>;
