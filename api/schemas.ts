import { z } from 'zod';
import { COUNTRY_CODES, isCountryCode, normalizeCountry } from '../domain/countries';
import { hasAtMostDecimals, lineTotalsUsd } from '../domain/money';
import { ALL_EVENT_TYPES, EVENT_TYPES } from '../domain/events';

/** Request schemas: the single source for validation (and, later, for the published OpenAPI document). */

// Every bound on a number keeps it inside its column with room to spare (db/migrations): amounts (1e9)
// inside numeric(14,2) and numeric(14,4), quantities (1e6) inside numeric(14,3), weights (1e6) inside
// numeric(12,3); an order's total inside numeric(14,2), and a batch of 500 such orders exact in cents.
export const LIMITS = {
  productsPerSync: 1000,
  ordersPerSync: 500,
  lineItemsPerOrder: 200,
  maxAmountUsd: 1_000_000_000,
  maxOrderTotalUsd: 1_000_000_000,
  maxQuantity: 1_000_000,
  maxWeightKg: 1_000_000,
  idLength: 200,
  ordersPerPlan: 500,
} as const;

const id = z.string().trim().min(1, 'must not be empty').max(LIMITS.idLength);
const accountId = id;
// The refinement is opaque to OpenAPI, so the document lists the codes (one shared component): clients
// and fuzzers then know what is accepted. Lower case is accepted too and stored upper-case.
export const countryCode = z
  .string()
  .refine(isCountryCode, { message: 'must be an ISO 3166-1 alpha-2 country code' })
  .transform(normalizeCountry)
  .meta({ id: 'CountryCode', type: 'string', enum: [...COUNTRY_CODES], description: 'ISO 3166-1 alpha-2 country code (case-insensitive on input)' });
const optionalText = (max: number) => z.string().trim().max(max).optional();
// At most the decimals the column keeps: more would be rounded away silently on the way in.
const withDecimals = (n: z.ZodNumber, digits: number) =>
  n.refine((v) => hasAtMostDecimals(v, digits), { message: `must have at most ${digits} decimals` });
const amount = (digits: number) => withDecimals(z.number().finite().min(0, 'must be >= 0').max(LIMITS.maxAmountUsd), digits);

/**
 * One externalId twice in a call would make the upsert order-dependent, and PostgreSQL refuses to update
 * one row twice in a statement: a validation error at the second occurrence, before anything is written.
 */
function uniqueExternalIds(req: { items: Array<{ externalId: string }> }, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  req.items.forEach((item, i) => {
    if (seen.has(item.externalId)) ctx.addIssue({ code: 'custom', path: ['items', i, 'externalId'], message: 'duplicate externalId in this request' });
    seen.add(item.externalId);
  });
}
export const idempotencyKey = z.string().min(1).max(255).optional();

/** A sync body: the account, 1 to `max` items upserted by externalId (each named once), a key. */
function syncRequest<T extends z.ZodType<{ externalId: string }>>(item: T, max: number) {
  return z.object({ accountId, items: z.array(item).min(1).max(max), idempotencyKey }).superRefine(uniqueExternalIds);
}

// ---- products ----
export const productInput = z.object({
  externalId: id,
  sku: z.string().trim().min(1).max(200),
  name: z.string().trim().min(1).max(500),
  // Origin is accepted as sent: an unknown or missing origin is a compliance finding (BLOCKED), not a bad request.
  originCountry: z.string().trim().max(64).nullable().optional(),
  declaredValueUsd: amount(2),
  materials: z.array(z.string().trim().max(200)).max(50).default([]),
  description: optionalText(2000).nullable(),
  hsCode: z.string().trim().max(20).nullable().optional(),
  weightKg: withDecimals(z.number().finite().positive().max(LIMITS.maxWeightKg), 3).nullable().optional(),
});
export type ProductInput = z.infer<typeof productInput>;

export const productSyncRequest = syncRequest(productInput, LIMITS.productsPerSync);

export const productListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().min(1).max(400).optional(),
});

// ---- orders ----
export const lineItemInput = z.object({
  productId: id,
  quantity: withDecimals(z.number().finite().positive('must be > 0').max(LIMITS.maxQuantity), 3),
  unitValueUsd: amount(4),
});

export const orderInput = z
  .object({
    externalId: id,
    destinationCountry: countryCode,
    destinationRegion: optionalText(100).nullable(),
    destinationPostalCode: optionalText(20).nullable(),
    items: z.array(lineItemInput).min(1).max(LIMITS.lineItemsPerOrder),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .superRefine((o, ctx) => {
    // Each line is within bounds, their sum need not be: reported at the total the sync would store.
    if (lineTotalsUsd(o.items) > LIMITS.maxOrderTotalUsd) {
      ctx.addIssue({ code: 'custom', path: ['totalValueUsd'], message: `order total (sum of quantity x unitValueUsd) must be at most ${LIMITS.maxOrderTotalUsd}` });
    }
  });
export type OrderInput = z.infer<typeof orderInput>;

export const orderSyncRequest = syncRequest(orderInput, LIMITS.ordersPerSync);
export type OrderSyncRequest = z.infer<typeof orderSyncRequest>;

// ---- admin ----
const adminId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{2,63}$/, 'must be 3-64 letters, digits, "_" or "-"')
  .optional();

export const createAccountRequest = z.object({ id: adminId, name: z.string().trim().min(1).max(200) });
export const createApiKeyRequest = z.object({ name: z.string().trim().max(200).optional() });
export const createWarehouseRequest = z.object({
  id: adminId,
  name: z.string().trim().min(1).max(200),
  country: countryCode,
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  city: optionalText(100),
  region: optionalText(100),
  postalCode: optionalText(20),
});
export const createBrokerRequest = z.object({
  id: adminId,
  name: z.string().trim().min(1).max(200),
  email: z.email(),
  brokerPath: z.enum(['partner_integrated', 'byob_supported']),
});

// ---- exports ----
export const planRequest = z.object({
  accountId,
  warehouseId: id,
  brokerId: id,
  orderIds: z.array(id).min(1, 'at least 1 order ID').max(LIMITS.ordersPerPlan),
  destinationCountry: countryCode.default('US'),
  batchId: z.string().min(3).max(LIMITS.idLength).optional(),
  dryRun: z.boolean().default(false),
  idempotencyKey,
});
export type PlanRequestBody = z.infer<typeof planRequest>;

export const executeRequest = z.object({
  accountId,
  batchId: z.string().min(3, 'must be at least 3 characters').max(LIMITS.idLength),
  idempotencyKey,
});

/** POST /api/exports/{id}/broker-submission/retry: the batch is in the path. */
export const brokerSubmissionRetryRequest = z.object({ accountId, idempotencyKey });

export const artifactFilename = z.string().regex(/^[A-Za-z0-9._-]{1,200}$/, 'not an artifact filename');

// ---- customs optimize (draft preview) ----
export const optimizeRequest = z.object({
  product_name: z.string().trim().min(1).max(500),
  description: z.string().trim().max(5000),
  country_of_origin: z.string().trim().max(64),
  value: z.number().finite().min(0, 'must be >= 0').max(LIMITS.maxAmountUsd),
  materials: z.array(z.string().trim().max(200)).max(50).optional(),
  category: z.string().trim().max(200).optional(),
  existing_hs_code: z.string().trim().max(20).optional(),
  supplier_metadata: z.record(z.string(), z.unknown()).optional(),
  account_id: z.string().min(1).max(LIMITS.idLength).optional(),
  tenant_context: z.record(z.string(), z.unknown()).optional(),
  optimizer_run_id: z.string().min(1).max(LIMITS.idLength).optional(),
  idempotencyKey,
});

export const OPTIMIZE_BATCH_LIMIT = 500;
export const optimizeBatchRequest = z.object({
  account_id: z.string().min(1).max(LIMITS.idLength).optional(),
  items: z.array(optimizeRequest.omit({ account_id: true, optimizer_run_id: true, idempotencyKey: true })).min(1).max(OPTIMIZE_BATCH_LIMIT),
  idempotencyKey,
});

// ---- events and webhooks ----
const eventType = z.enum(EVENT_TYPES).meta({ id: 'EventType' });
const pageLimit = z.coerce.number().int().min(1).max(200).default(50);

export const eventListQuery = z.object({
  type: eventType.optional(),
  batchId: id.optional(),
  limit: pageLimit,
  cursor: z.string().min(1).max(400).optional(),
});

/** Checked for shape here; whether it may be called (scheme, address) is checked after DNS (api/routes/webhooks.ts). */
const webhookUrl = z.string().trim().min(1).max(2048);
const eventTypes = z
  .array(z.union([eventType, z.literal(ALL_EVENT_TYPES)]))
  .min(1, 'at least one event type, or "*" for all')
  .max(EVENT_TYPES.length + 1)
  .transform((types) => (types.includes(ALL_EVENT_TYPES) ? [ALL_EVENT_TYPES] : [...new Set(types)].sort()));
const endpointDescription = z.string().trim().max(500);

export const webhookEndpointCreateRequest = z.object({
  accountId,
  url: webhookUrl,
  eventTypes: eventTypes.default([ALL_EVENT_TYPES]),
  description: endpointDescription.optional(),
  idempotencyKey,
});

export const webhookEndpointUpdateRequest = z.object({
  accountId,
  url: webhookUrl.optional(),
  eventTypes: eventTypes.optional(),
  status: z.enum(['enabled', 'disabled']).optional(),
  description: endpointDescription.nullable().optional(),
  idempotencyKey,
});

/** Rotate-secret and delete: the account, when a body is sent, and a key. */
export const webhookEndpointActionRequest = z.object({ accountId: accountId.optional(), idempotencyKey });

export const webhookListQuery = z.object({ limit: pageLimit, cursor: z.string().min(1).max(400).optional() });

export const redeliverRequest = z.object({ accountId, endpointId: id.optional(), idempotencyKey });
