import { z } from 'zod';
import { COUNTRY_CODES, normalizeCountry } from '../domain/countries';
import { hasAtMostDecimals, lineTotalsUsd } from '../domain/money';
import { ALL_EVENT_TYPES, EVENT_TYPES, eventTypeSchema } from '../domain/events';
import { AES_ITN_PATTERN, CERS_PROOF_OF_REPORT_PATTERN, isAesItn, isCersProofOfReport } from '../domain/export-filing';
import { environmentSchema } from '../domain/environments';
import { exportStateSchema } from '../domain/export-views';
import { INCOTERMS, REASONS_FOR_EXPORT, TAX_ID_TYPES, type TaxIdType } from '../domain/parties';
import { readinessSchema } from '../domain/schema-kit';

/**
 * Request schemas: the single source for validation and for the published OpenAPI document
 * (api/openapi.ts), so the two agree both ways. Every rule that JSON Schema can say is said by the schema
 * itself (pattern, length, bounds, multipleOf, enum, additionalProperties); the few it cannot say (an
 * order's total, one externalId twice in a call, unpaired UTF-16 surrogates, references to records that
 * do not exist) are in the schemas' descriptions and answered with a documented 400 (or 404).
 *
 * Unknown fields: the public API ignores them (a client may send more than this version reads, and an
 * idempotent retry that adds one is the same request), provided they are storable JSON (`JsonValue`); the
 * admin API refuses them (operators' typos would otherwise be dropped silently).
 */

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
  pageSize: 200,
} as const;

// ---- text ----

/**
 * Text PostgreSQL can store: no NUL character. (Nor an unpaired UTF-16 surrogate, which no JSON Schema
 * pattern can name portably: refused too, and said in the descriptions.) api/app.ts refuses both anywhere
 * in a body (400 INVALID_REQUEST) before these schemas see it; they say it for the document.
 */
export const STORABLE_TEXT = /^[^\u0000]*$/;
// What String.prototype.trim removes (ECMAScript WhiteSpace and LineTerminator), spelled out: regex
// dialects (JavaScript, Python, Rust) disagree on what \s is.
const TRIMMED = '\\u0009-\\u000d\\u0020\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
/** Storable text with at least one character that is not white space: not empty once trimmed. */
export const NON_BLANK_TEXT = new RegExp(`^[^\\u0000]*[^\\u0000${TRIMMED}][^\\u0000]*$`);

const isWellFormed = (s: string) => (s as string & { isWellFormed(): boolean }).isWellFormed();
/** Lengths in Unicode code points, as JSON Schema's minLength/maxLength count them (JavaScript counts UTF-16 units). */
const codePoints = (s: string) => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};

interface TextOptions {
  /** At least this many code points (as sent). */
  min?: number;
  /** At most this many code points, as sent (before any trimming). */
  max: number;
  /** Surrounding white space is removed before use; with `nonBlank`, what remains is not empty. */
  trim?: boolean;
  /** At least one character that is not white space. */
  nonBlank?: boolean;
}

/** A string field: storable, bounded in code points, optionally trimmed; the document says each rule. */
function text({ min = 0, max, trim = false, nonBlank = false }: TextOptions) {
  let s = z
    .string()
    .regex(nonBlank ? NON_BLANK_TEXT : STORABLE_TEXT, nonBlank ? 'must not be empty or only white space' : 'must not contain NUL characters')
    .refine(isWellFormed, { message: 'must not contain unpaired UTF-16 surrogates' })
    .refine((v) => codePoints(v) <= max, { message: `must be at most ${max} characters` });
  if (min > 0) s = s.refine((v) => codePoints(v) >= min, { message: `must be at least ${min} characters` });
  if (trim) s = s.trim();
  return s.meta({ ...(min > 0 ? { minLength: min } : nonBlank ? { minLength: 1 } : {}), maxLength: max });
}

/** An ID or reference: not blank, trimmed, 200 code points at most. Unknown ones are answered per route (400 or 404). */
const id = text({ max: LIMITS.idLength, trim: true, nonBlank: true });
const accountId = id.meta({ description: "The API key's account (403 INVALID_ACCOUNT_SCOPE otherwise)", minLength: 1, maxLength: LIMITS.idLength });
/** Optional free text: trimmed, may be empty (stored as null where the column is nullable). */
const optionalText = (max: number) => text({ max, trim: true }).optional();
const name = (max: number) => text({ max, trim: true, nonBlank: true });

// ---- JSON values a client may send freely (metadata, unknown fields) ----

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
const storableString = z.string().regex(STORABLE_TEXT, 'must not contain NUL characters').refine(isWellFormed, { message: 'must not contain unpaired UTF-16 surrogates' });

const JSON_VALUE_ID = 'JsonValue';
/**
 * Validated recursively (every string and key at any depth storable). Published as one schema whose
 * `pattern` applies to a string value itself; what an array or object holds is left open in the
 * document and said in the description: a recursive $ref (and propertyNames at every level) made
 * schemathesis discard most nested bodies it drew (a failed health check on order sync).
 */
export const jsonValue: z.ZodType<JsonValue> = z
  .lazy(() => z.union([storableString, z.number(), z.boolean(), z.null(), z.array(jsonValue), z.record(storableString, jsonValue)]))
  .meta({
    id: JSON_VALUE_ID,
    description:
      'Any JSON value PostgreSQL can store: no string and no object key, at any depth, holds a NUL character or an unpaired UTF-16 surrogate, and the body nests at most 32 levels; else 400 INVALID_REQUEST.',
    override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
      for (const k of Object.keys(jsonSchema)) if (k !== 'description') delete jsonSchema[k];
      Object.assign(jsonSchema, { type: ['string', 'number', 'boolean', 'null', 'array', 'object'], pattern: STORABLE_TEXT.source });
    },
  });
// Keys are not given a pattern in the document (see JsonValue); api/app.ts refuses NUL in them.
const jsonObject = z.record(z.string(), jsonValue);

/**
 * An unknown field: dropped (validate.ts `parse` leaves it out of the request). Any JSON: api/app.ts has
 * already refused what PostgreSQL cannot store (400 INVALID_REQUEST). Published as `{}`, so generated
 * clients type extra fields `unknown` instead of an index signature the listed fields must also match.
 */
const ignoredField = z.unknown().transform((): undefined => undefined);

/**
 * A public request object: the fields listed; any other field is ignored, if it is storable JSON (its
 * name too: no NUL, no unpaired surrogate, refused by api/app.ts with 400 INVALID_REQUEST).
 */
function requestObject<S extends z.ZodRawShape>(shape: S) {
  return z.object(shape).catchall(ignoredField);
}

// ---- numbers ----

const DECIMAL_STEP = { 2: 0.01, 3: 0.001, 4: 0.0001 } as const;
/**
 * At most the decimals the column keeps: more would be rounded away silently on the way in. Published as
 * `multipleOf` (0.01, 0.001, 0.0001), which JSON Schema validators read in decimal; checked here on the
 * number's shortest decimal spelling, which agrees (a floating-point remainder would not: 0.57 % 0.01 ≠ 0).
 */
const withDecimals = (n: z.ZodNumber, digits: 2 | 3 | 4) =>
  n
    .refine((v) => hasAtMostDecimals(v, digits), { message: `must have at most ${digits} decimals`, params: { code: 'too_many_decimals' } })
    .meta({
      multipleOf: DECIMAL_STEP[digits],
      description: `At most ${digits} decimals (multipleOf ${DECIMAL_STEP[digits]}, read in decimal: a validator working in binary floating point needs a tolerance, e.g. ajv's multipleOfPrecision)`,
    });
const amount = (digits: 2 | 4) => withDecimals(z.number().min(0, 'must be >= 0').max(LIMITS.maxAmountUsd), digits);

// ---- shared pieces ----

/**
 * ISO 3166-1 alpha-2, in any case (stored and answered upper-case): the pattern lists exactly the
 * assigned codes, case-insensitively (`[Uu][Ss]`), so clients and fuzzers know what is accepted.
 */
function countryPattern(codes: readonly string[]): RegExp {
  const byFirst = new Map<string, string[]>();
  for (const code of codes) byFirst.set(code[0], [...(byFirst.get(code[0]) ?? []), code[1]]);
  const both = (chars: string[]) => chars.join('') + chars.join('').toLowerCase();
  const groups = [...byFirst].map(([first, seconds]) => `[${first}${first.toLowerCase()}][${both(seconds)}]`);
  return new RegExp(`^(?:${groups.join('|')})$`);
}
export const COUNTRY_CODE_PATTERN = countryPattern(COUNTRY_CODES);
export const countryCode = z
  .string()
  .regex(COUNTRY_CODE_PATTERN, 'must be an ISO 3166-1 alpha-2 country code')
  .transform(normalizeCountry)
  .meta({ id: 'CountryCode', description: 'ISO 3166-1 alpha-2 country code, in any case (stored and returned upper-case)' });

export const idempotencyKey = text({ min: 1, max: 255 })
  .optional()
  .meta({ description: 'Retry-safe key (the Idempotency-Key header wins when both are sent)' });
/** The Idempotency-Key header (published on each idempotent write by api/openapi/kit.ts `op`): 1 to 255 characters; an empty one is refused, not taken for none. */
export const idempotencyKeyHeader = z
  .string()
  .min(1)
  .max(255)
  .meta({ description: 'Retry-safe key, 1 to 255 characters; wins over the body idempotencyKey' });
/** The headers a write reads (validate.ts `writeHeaders`), as the document's header parameters name them. */
export const writeRequestHeaders = z.object({ 'Idempotency-Key': idempotencyKeyHeader.optional() });

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

/** A sync body: the account, 1 to `max` items upserted by externalId (each named once), a key. */
function syncRequest<T extends z.ZodType<{ externalId: string }>>(item: T, max: number, what: string) {
  // Not uniqueItems (identical items are refused too): it made schemathesis's coverage phase 10x slower.
  const items = z.array(item).min(1).max(max).meta({ description: `1 to ${max} items, each externalId once (else 400 at the second)` });
  return requestObject({ accountId, items, idempotencyKey })
    .superRefine(uniqueExternalIds)
    .meta({ description: `${what} upserted by externalId; one externalId twice in a call is 400 VALIDATION_ERROR at the second (items.N.externalId).` });
}

// ---- paths, cursors and pages ----

/** A service-issued ID (db/ids.ts): its prefix, then base64url or hex. Any other string names nothing: 404. */
const resourceId = (prefix: string, what: string) =>
  z
    .string()
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9_-]{1,${LIMITS.idLength - prefix.length - 1}}$`), `not a ${what} ID`)
    .meta({ description: `${what} ID (\`${prefix}_…\`): any other string names nothing (404 NOT_FOUND)` });
/** Operators choose account, warehouse and broker IDs (or have one issued: `acct_…`, `wh_…`, `brk_…`). */
const ADMIN_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{2,63}$/;
const adminId = z.string().regex(ADMIN_ID, 'must be 3-64 letters, digits, "_" or "-"');

export const artifactFilename = z.string().regex(/^[A-Za-z0-9._-]{1,200}$/, 'not an artifact filename');

/**
 * Path parameters: what each route's IDs look like. The routes answer 404 NOT_FOUND for any other string
 * (validate.ts `pathParams`), as for an ID that is well formed and unknown; an artifact filename of other
 * characters is 400 VALIDATION_ERROR.
 */
export const pathParams = {
  product: z.object({ id: resourceId('prd', 'Product') }),
  exportBatch: z.object({ id: resourceId('exp', 'Export batch') }),
  order: z.object({ id: resourceId('ord', 'Order') }),
  artifact: z.object({ id: resourceId('exp', 'Export batch'), filename: artifactFilename }),
  optimization: z.object({ id: resourceId('opt', 'Optimizer run or batch run') }),
  event: z.object({ id: resourceId('evt', 'Event') }),
  webhookEndpoint: z.object({ id: resourceId('whe', 'Webhook endpoint') }),
  account: z.object({ accountId: adminId.meta({ description: 'Account ID (3-64 letters, digits, "_" or "-"): any other string names nothing (404 NOT_FOUND)' }) }),
  apiKey: z.object({ id: resourceId('key', 'API key') }),
};

/**
 * `limit` from a query string: the digits of an integer, 1 to 200 (default 50). Not z.coerce, which
 * would also take "0x10", "1e2" or " 5": what the document calls an integer is what is accepted.
 */
const pageLimit = z
  .preprocess((v) => (typeof v === 'string' && /^[0-9]+$/.test(v) ? Number(v) : v), z.number().int().min(1).max(LIMITS.pageSize).default(50))
  .meta({ description: `Page size, 1 to ${LIMITS.pageSize}` });

/**
 * Cursors: pass a page's nextCursor back as `cursor`. Each is the position the next page starts after
 * (an ID, or an event's sequence number), so the pattern says exactly which cursors are accepted; a
 * cursor of a record that no longer exists still pages on from where it stood.
 */
const cursor = (pattern: RegExp, what: string) =>
  z
    .string()
    .refine((v) => pattern.test(v), { message: 'not a cursor returned by this endpoint', params: { code: 'invalid_cursor' } })
    .meta({ pattern: pattern.source, description: `The nextCursor of the previous page (${what})` });
export const CURSORS = {
  products: /^prd_[A-Za-z0-9_-]{1,195}$/,
  webhookEndpoints: /^whe_[A-Za-z0-9_-]{1,195}$/,
  /** Batches and orders page newest first; the cursor is the last item's ID (one naming nothing of the key's: an empty last page). */
  exports: /^exp_[A-Za-z0-9_-]{1,195}$/,
  orders: /^ord_[A-Za-z0-9_-]{1,195}$/,
  /** Events and delivery attempts page by their sequence number, newest first. */
  sequence: /^[1-9][0-9]{0,17}$/,
} as const;

// ---- parties, terms and export controls (issue 31; every field optional, stored as sent) ----

/** What each tax ID type looks like (domain/parties.ts says what each is). */
export const TAX_ID_PATTERNS: Readonly<Record<TaxIdType, RegExp>> = {
  US_EIN: /^[0-9]{2}-?[0-9]{7}$/,
  CA_BN: /^[0-9]{9} ?RM ?[0-9]{4}$/,
  EORI: /^[A-Z]{2}[A-Za-z0-9]{1,15}$/,
  VAT: /^[A-Z]{2}[A-Za-z0-9+*]{2,13}$/,
  OTHER: NON_BLANK_TEXT,
};
const TAX_ID_FORMATS: Readonly<Record<TaxIdType, string>> = {
  US_EIN: 'a US employer identification number: 9 digits, as 12-3456789 or 123456789',
  CA_BN: 'a Canadian business number with its RM program account: 123456789RM0001',
  EORI: 'an EORI number: the country prefix, then 1 to 15 letters or digits (DE123456789012345)',
  VAT: 'a VAT number with its country prefix (FR12345678901)',
  OTHER: 'any other identifier, as printed',
};

/** A tax ID, its value checked against its type's format (a oneOf keyed by type in the document); closed on the admin API. */
function taxIdInput(closed: boolean) {
  const variant = (type: TaxIdType) => {
    // A formatted number is taken exactly as its pattern says (no trimming the document would not state).
    const value =
      type === 'OTHER'
        ? text({ max: 50, trim: true, nonBlank: true }).meta({ description: TAX_ID_FORMATS[type], minLength: 1, maxLength: 50 })
        : z.string().regex(TAX_ID_PATTERNS[type], `must be ${TAX_ID_FORMATS[type]}`).meta({ description: TAX_ID_FORMATS[type] });
    const shape = { type: z.literal(type), value };
    return closed ? z.strictObject(shape) : requestObject(shape);
  };
  const [first, ...rest] = TAX_ID_TYPES.map(variant);
  return z.discriminatedUnion('type', [first, ...rest]).meta({ description: `Tax ID: type ${TAX_ID_TYPES.join(', ')}, each with its format` });
}

const email = z.string().regex(z.regexes.email, 'must be an e-mail address').meta({ description: 'An e-mail address' });
/** Optional text that may also be sent as null or "": all three mean "not sent" (left out when stored). */
const optionalPartyText = (max: number) => text({ max, trim: true }).nullable().optional();

const partyInput = requestObject({
  name: name(200).meta({ description: 'The person or business: the consignee (shipTo) or the buyer (soldTo)', minLength: 1, maxLength: 200 }),
  company: optionalPartyText(200),
  addressLines: z.array(name(200)).min(1).max(3).meta({ description: 'Street address, 1 to 3 lines' }),
  city: name(100),
  region: optionalPartyText(100),
  postalCode: optionalPartyText(20),
  country: countryCode.nullable().optional(),
  phone: optionalPartyText(50),
  email: email.nullable().optional(),
  taxId: taxIdInput(false).nullable().optional(),
});

/** A calendar date, YYYY-MM-DD, between 1900 and 2199 (format date: February 30 is refused). */
const CALENDAR_DATE = /^(?:19|20|21)[0-9]{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])$/;
// zod runs the refinement after a failed regex too: only a YYYY-MM-DD string reaches Date.
const isRealDate = (v: string) => CALENDAR_DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
const calendarDate = z
  .string()
  .regex(CALENDAR_DATE, 'must be a date YYYY-MM-DD (1900 to 2199)')
  .refine(isRealDate, { message: 'must be a real calendar date' })
  .meta({ format: 'date', description: 'A calendar date, YYYY-MM-DD (1900 to 2199)' });

const chargesInput = requestObject({
  freightUsd: amount(2).optional(),
  insuranceUsd: amount(2).optional(),
  packingUsd: amount(2).optional(),
  otherUsd: amount(2).optional(),
}).meta({ description: 'Charges beyond the line items, USD: itemized on the invoice and added to its total (not to totalValueUsd)' });

const packagesInput = requestObject({
  count: z.number().int().min(1).max(100_000),
  grossWeightKg: withDecimals(z.number().positive().max(LIMITS.maxWeightKg), 3).optional(),
});

/** The order fields issue 31 added (parties, terms, packages), as order sync takes them. */
const orderTermsShape = {
  shipTo: partyInput.nullable().optional().meta({ description: 'The consignee. Its country, when sent, must be destinationCountry (else 400 at items.N.shipTo.country)' }),
  soldTo: partyInput.nullable().optional().meta({ description: 'The buyer, when not the consignee (default: shipTo)' }),
  incoterm: z.enum(INCOTERMS).nullable().optional().meta({ description: 'Terms of sale: an Incoterms 2020 rule' }),
  orderedAt: calendarDate.nullable().optional().meta({ description: 'Date of sale, YYYY-MM-DD' }),
  charges: chargesInput.nullable().optional(),
  packages: packagesInput.nullable().optional(),
  reasonForExport: z.enum(REASONS_FOR_EXPORT).nullable().optional(),
};

/** Export Control Classification Number: EAR99, or a CCL entry such as 5A992.c or 3A001.a.1. */
const ECCN_PATTERN = /^(?:EAR99|[0-9][A-E][0-9]{3}(?:\.[A-Za-z0-9]+)*)$/;
const SCHEDULE_B_PATTERN = /^[0-9]{4}\.?[0-9]{2}\.?[0-9]{4}$/;
const exportControlInput = requestObject({
  eccn: z.string().regex(ECCN_PATTERN, 'must be EAR99 or an ECCN such as 5A992.c').nullable().optional(),
  licenseNumber: text({ max: 50, trim: true, nonBlank: true }).nullable().optional().meta({ description: 'The export licence or permit (makes an export filing required)', minLength: 1, maxLength: 50 }),
  scheduleB: z.string().regex(SCHEDULE_B_PATTERN, 'must be a 10-digit Schedule B number (dots allowed: 6109.10.0012)').nullable().optional(),
});

/** The account's exporter of record (admin API: closed objects). */
export const exporterInput = z.strictObject({
  legalName: name(200),
  taxIds: z.array(taxIdInput(true)).max(5).default([]).meta({ description: 'At most 5; the invoices print each' }),
  contact: z.strictObject({ name: name(200), phone: text({ max: 50, trim: true }).optional(), email: email.optional() }),
  signatory: z.strictObject({ name: name(200), title: text({ max: 100, trim: true }).optional() }),
});

/** shipTo.country, when sent, is the order's destination: one order, one consignee, one destination. */
function shipToInDestination(o: { destinationCountry?: string; shipTo?: { country?: string | null } | null }, ctx: z.RefinementCtx): void {
  const country = o.shipTo?.country;
  if (country && o.destinationCountry && country !== o.destinationCountry) {
    ctx.addIssue({ code: 'custom', path: ['shipTo', 'country'], message: `must be the order's destinationCountry (${o.destinationCountry})`, params: { code: 'country_mismatch' } });
  }
}

// ---- products ----
export const productInput = requestObject({
  externalId: id,
  sku: name(200),
  name: name(500),
  // Origin is accepted as sent: an unknown or missing origin is a compliance finding (BLOCKED), not a bad request.
  originCountry: text({ max: 64, trim: true })
    .nullable()
    .optional()
    .meta({ description: 'Country of origin, as sent (stored upper-case): one that is not an ISO 3166-1 alpha-2 code is reported by the compliance profile (ORIGIN_COUNTRY_INVALID), not refused' }),
  declaredValueUsd: amount(2),
  materials: z.array(text({ max: 200, trim: true })).max(50).default([]),
  description: optionalText(2000).nullable(),
  hsCode: text({ max: 20, trim: true }).nullable().optional(),
  weightKg: withDecimals(z.number().positive().max(LIMITS.maxWeightKg), 3).nullable().optional(),
  exportControl: exportControlInput.nullable().optional(),
});
export type ProductInput = z.infer<typeof productInput>;

export const productSyncRequest = syncRequest(productInput, LIMITS.productsPerSync, 'Products');

/**
 * An instant in a query string: RFC 3339 with its offset (2026-11-26T09:30:00Z, …+01:00, fractions), or a
 * calendar day taken as its midnight UTC. zod's ISO formats publish their pattern and format, so the
 * document says exactly what is accepted (real days only: no 2026-02-30). Handed to PostgreSQL as a Date,
 * which pg writes in a form it always accepts (years before 1 as BC).
 */
const instant = (description: string) =>
  z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], {
      error: 'must be an RFC 3339 date-time with an offset (2026-11-26T09:30:00Z) or a date (2026-11-26)',
    })
    .transform((v) => new Date(v.length === 10 ? `${v}T00:00:00Z` : v))
    .meta({ description, example: '2026-11-26T09:30:00Z' });

/** GET /api/exports: newest first; every filter narrows (they combine with AND). */
export const exportListQuery = z.object({
  state: exportStateSchema.optional(),
  readinessState: readinessSchema.optional(),
  destinationCountry: countryCode.optional(),
  brokerSubmissionStatus: z
    .enum(['pending', 'sent', 'failed', 'none'])
    .optional()
    .meta({ description: 'none: batches with no broker submission yet (not executed)' }),
  createdFrom: instant('Batches created at or after this instant').optional(),
  createdTo: instant('Batches created before this instant').optional(),
  updatedSince: instant('Batches changed (planned, re-planned, executed, submitted) at or after this instant').optional(),
  limit: pageLimit,
  cursor: cursor(CURSORS.exports, 'an export batch ID').optional(),
});
export type ExportListQuery = z.output<typeof exportListQuery>;

/** GET /api/orders: newest first. */
export const orderListQuery = z.object({
  externalId: id.optional().meta({ description: 'The one order synced under this externalId' }),
  updatedSince: instant('Orders created or changed by a sync at or after this instant').optional(),
  limit: pageLimit,
  cursor: cursor(CURSORS.orders, 'an order ID').optional(),
});
export type OrderListQuery = z.output<typeof orderListQuery>;

export const productListQuery = z.object({ limit: pageLimit, cursor: cursor(CURSORS.products, 'a product ID').optional() });

// ---- orders ----
export const lineItemInput = requestObject({
  productId: id.meta({ description: "One of the account's products (else 400 VALIDATION_ERROR at items.N.items.M.productId)", minLength: 1, maxLength: LIMITS.idLength }),
  quantity: withDecimals(z.number().positive('must be > 0').max(LIMITS.maxQuantity), 3),
  unitValueUsd: amount(4),
});

export const orderInput = requestObject({
  externalId: id,
  destinationCountry: countryCode,
  destinationRegion: optionalText(100).nullable(),
  destinationPostalCode: optionalText(20).nullable(),
  items: z.array(lineItemInput).min(1).max(LIMITS.lineItemsPerOrder),
  metadata: jsonObject.optional().meta({ description: 'Kept with the order and returned as sent (storable JSON: see JsonValue)' }),
  ...orderTermsShape,
})
  .superRefine(shipToInDestination)
  .superRefine((o, ctx) => {
    // Each line is within bounds, their sum need not be: reported at the total the sync would store.
    // zod runs this even when a line's own bound failed (reported there): the sum is of valid lines only
    // (a value near 1.8e308 would make the integer arithmetic of lineTotalsUsd throw: a 500).
    const valid = (l: { quantity: number; unitValueUsd: number }) =>
      l.quantity > 0 && l.quantity <= LIMITS.maxQuantity && l.unitValueUsd >= 0 && l.unitValueUsd <= LIMITS.maxAmountUsd;
    if (!o.items.every(valid)) return;
    if (lineTotalsUsd(o.items) > LIMITS.maxOrderTotalUsd) {
      ctx.addIssue({ code: 'custom', path: ['totalValueUsd'], message: `order total (sum of quantity x unitValueUsd) must be at most ${LIMITS.maxOrderTotalUsd}` });
    }
  })
  .meta({
    description: `An order. Its total (the sum of quantity × unitValueUsd, rounded half-up to the cent) must be at most ${LIMITS.maxOrderTotalUsd}: else 400 VALIDATION_ERROR at items.N.totalValueUsd.`,
  });
export type OrderInput = z.infer<typeof orderInput>;

export const orderSyncRequest = syncRequest(orderInput, LIMITS.ordersPerSync, 'Orders');
export type OrderSyncRequest = z.infer<typeof orderSyncRequest>;

// ---- admin (unknown fields refused) ----
const chosenId = adminId.optional().meta({ description: 'Chosen ID (3-64 letters, digits, "_" or "-"); issued when left out. Taken: 409 ALREADY_EXISTS' });

export const createAccountRequest = z.strictObject({ id: chosenId, name: name(200), exporter: exporterInput.optional() });
/** PATCH: fields left out are unchanged; exporter null clears it. */
export const updateAccountRequest = z.strictObject({ name: name(200).optional(), exporter: exporterInput.nullable().optional() });
/** Keys have no attributes: the body, when sent, is `{}`. */
export const createApiKeyRequest = z
  .strictObject({ environment: environmentSchema.default('live') })
  .meta({ description: 'environment: live (the default) or test; the body may be left out' });
export const createWarehouseRequest = z.strictObject({
  id: chosenId,
  name: name(200),
  country: countryCode,
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  city: optionalText(100),
  region: optionalText(100),
  postalCode: optionalText(20),
});
export const createBrokerRequest = z.strictObject({
  id: chosenId,
  name: name(200),
  // zod's e-mail pattern, published as a pattern alone: validators' `format: email` rules differ
  // (local part length, quoting), so a format would promise what this check does not say.
  email: z.string().regex(z.regexes.email, 'must be an e-mail address').meta({ description: 'The address broker submissions are sent to' }),
  brokerPath: z.enum(['partner_integrated', 'byob_supported']),
});

// ---- exports ----
const batchId = text({ min: 3, max: LIMITS.idLength });

/** An AES ITN or a CERS proof-of-report number (domain/export-filing.ts): the export filing already made. */
const EXPORT_FILING_REFERENCE = new RegExp(`${AES_ITN_PATTERN.source}|${CERS_PROOF_OF_REPORT_PATTERN.source}`);
const exportFilingReference = z
  .string()
  .regex(EXPORT_FILING_REFERENCE, 'must be an AES ITN (X, the filing date YYYYMMDD, 6 digits) or a CERS proof-of-report number (AA####, YYYYMMDD, 1 to 11 digits)')
  .refine((v) => !EXPORT_FILING_REFERENCE.test(v) || isAesItn(v) || isCersProofOfReport(v), { message: 'the date inside the reference is not a real date' })
  .meta({
    description:
      'The export filing made for this batch: an AES ITN (X20261126123456; 15 CFR 30) or a CERS proof-of-report number (AB123420261126123; CBSA). Printed on every document; with it a required filing no longer holds readiness back',
  });

export const planRequest = requestObject({
  accountId,
  warehouseId: id.meta({ description: "A warehouse of the key's account (else 400 INVALID_ACCOUNT_SCOPE)", minLength: 1, maxLength: LIMITS.idLength }),
  brokerId: id.meta({ description: "A broker of the key's account (else 400 INVALID_ACCOUNT_SCOPE)", minLength: 1, maxLength: LIMITS.idLength }),
  orderIds: z
    .array(id)
    .min(1, 'at least 1 order ID')
    .max(LIMITS.ordersPerPlan)
    .meta({ description: "Orders of the key's account, from order sync (a repeated ID counts once); any other: 400 INVALID_ORDER_REFERENCE" }),
  destinationCountry: countryCode.default('US').meta({ default: 'US' }),
  batchId: batchId.optional().meta({ description: 'A batch of the account to re-plan (unknown: 404 NOT_FOUND; not BATCHED: 409 INVALID_EXPORT_STATE)' }),
  exportFilingReference: exportFilingReference.optional(),
  dryRun: z.boolean().default(false),
  idempotencyKey,
});
export type PlanRequestBody = z.infer<typeof planRequest>;

export const executeRequest = requestObject({
  accountId,
  batchId: batchId.meta({ description: 'A planned batch of the account (unknown: 404 NOT_FOUND)', minLength: 3, maxLength: LIMITS.idLength }),
  idempotencyKey,
});

/** POST /api/exports/{id}/broker-submission/retry: the batch is in the path. */
export const brokerSubmissionRetryRequest = requestObject({ accountId, idempotencyKey });

// ---- customs optimize (draft preview) ----
const optionalAccountRef = text({ min: 1, max: LIMITS.idLength }).optional();
const optimizeItemShape = {
  product_name: name(500),
  description: name(5000),
  // Required (the spec), so not blank; a value that is not an ISO code is a compliance flag of the answer, not a 400.
  country_of_origin: name(64).meta({
    description: 'Country of origin, preferably ISO 3166-1 alpha-2; any other value is flagged (ORIGIN_INVALID) in compliance_flags, not refused',
    minLength: 1,
    maxLength: 64,
  }),
  value: z.number().min(0, 'must be >= 0').max(LIMITS.maxAmountUsd),
  materials: z.array(text({ max: 200, trim: true })).max(50).optional(),
  category: optionalText(200),
  existing_hs_code: optionalText(20),
  supplier_metadata: jsonObject.optional(),
  tenant_context: jsonObject.optional(),
};

export const optimizeRequest = requestObject({
  ...optimizeItemShape,
  account_id: optionalAccountRef.meta({ description: "The key's account when sent (403 INVALID_ACCOUNT_SCOPE otherwise)" }),
  optimizer_run_id: optionalAccountRef.meta({ description: 'Adds an attempt to this run of the account (unknown: 404 NOT_FOUND; no attempts left: 409 OPTIMIZER_MAX_ATTEMPTS_REACHED)' }),
  idempotencyKey,
});

export const OPTIMIZE_BATCH_LIMIT = 500;
export const optimizeBatchItem = requestObject(optimizeItemShape);
export const optimizeBatchRequest = requestObject({
  account_id: optionalAccountRef.meta({ description: "The key's account when sent (403 INVALID_ACCOUNT_SCOPE otherwise)" }),
  items: z.array(optimizeBatchItem).min(1).max(OPTIMIZE_BATCH_LIMIT),
  idempotencyKey,
});

// ---- events and webhooks ----
export const eventListQuery = z.object({
  type: eventTypeSchema.optional(),
  batchId: id.optional(),
  limit: pageLimit,
  cursor: cursor(CURSORS.sequence, 'an event sequence number').optional(),
});

/**
 * A webhook URL, in the form the document publishes: http or https (https only unless WEBHOOK_ALLOW_HTTP),
 * a host name (its last label starting with a letter), an IPv4 address or a bracketed IPv6 one, an
 * optional port, then any path, query and fragment without spaces or control characters. No user name
 * or password (credentials_in_url). Whether the host may be called (a public address, once resolved) is
 * checked after DNS (api/routes/webhooks.ts), as is the scheme against WEBHOOK_ALLOW_HTTP.
 */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LABEL = '[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
const H16 = '[0-9A-Fa-f]{1,4}';
const LS32 = `(?:${H16}:${H16}|${OCTET}(?:\\.${OCTET}){3})`;
// RFC 3986 IPv6address, without zone identifiers (WHATWG URLs take none).
const IPV6 = [
  `(?:${H16}:){6}${LS32}`,
  `::(?:${H16}:){5}${LS32}`,
  `(?:${H16})?::(?:${H16}:){4}${LS32}`,
  `(?:(?:${H16}:){0,1}${H16})?::(?:${H16}:){3}${LS32}`,
  `(?:(?:${H16}:){0,2}${H16})?::(?:${H16}:){2}${LS32}`,
  `(?:(?:${H16}:){0,3}${H16})?::${H16}:${LS32}`,
  `(?:(?:${H16}:){0,4}${H16})?::${LS32}`,
  `(?:(?:${H16}:){0,5}${H16})?::${H16}`,
  `(?:(?:${H16}:){0,6}${H16})?::`,
].join('|');
const PORT = '(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3}|0)';
export const WEBHOOK_URL_PATTERN = new RegExp(
  `^[Hh][Tt][Tt][Pp][Ss]?://(?:(?:${LABEL}\\.)*${TOP_LABEL}\\.?|${OCTET}(?:\\.${OCTET}){3}|\\[(?:${IPV6})\\])(?::${PORT})?(?:[/?#][^\\u0000-\\u0020\\u007f]*)?$`,
);
const MAX_URL_LENGTH = 2048;

/** Why a URL is not of the published form, as the codes the API has always answered at `url`. */
function urlProblem(url: string): { code: string; message: string } | undefined {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (parsed && (parsed.username || parsed.password)) return { code: 'credentials_in_url', message: 'The URL must not contain a username or password.' };
  if (parsed && parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return { code: 'scheme_not_allowed', message: `The URL scheme "${parsed.protocol.slice(0, -1)}" is not allowed; use https.` };
  }
  // The pattern cannot check punycode labels (xn--…): the URL parser does.
  if (!parsed || !WEBHOOK_URL_PATTERN.test(url)) return { code: 'invalid_url', message: 'The URL is not a valid absolute http(s) URL.' };
  return undefined;
}

const webhookUrl = z
  .string()
  .superRefine((url, ctx) => {
    if (codePoints(url) > MAX_URL_LENGTH) {
      ctx.addIssue({ code: 'custom', message: `The URL is longer than ${MAX_URL_LENGTH} characters.`, params: { code: 'invalid_url' } });
      return;
    }
    const problem = urlProblem(url);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, params: { code: problem.code } });
  })
  .meta({
    pattern: WEBHOOK_URL_PATTERN.source,
    minLength: 1,
    maxLength: MAX_URL_LENGTH,
    description:
      'Absolute http(s) URL without user name or password. https only unless WEBHOOK_ALLOW_HTTP, and a public address unless WEBHOOK_ALLOW_PRIVATE_NETWORKS (checked after DNS): else 400 VALIDATION_ERROR at url (details.issues[].code invalid_url, scheme_not_allowed, credentials_in_url, private_address, unresolvable_host)',
  });

const eventTypes = z
  .array(z.union([eventTypeSchema, z.literal(ALL_EVENT_TYPES)]))
  .min(1, 'at least one event type, or "*" for all')
  .max(EVENT_TYPES.length + 1)
  .transform((types) => (types.includes(ALL_EVENT_TYPES) ? [ALL_EVENT_TYPES] : [...new Set(types)].sort()))
  .meta({ description: 'Event types to receive, or "*" for all (also types added later); repeats count once' });
const endpointDescription = text({ max: 500, trim: true });

export const webhookEndpointCreateRequest = requestObject({
  accountId,
  url: webhookUrl,
  eventTypes: eventTypes.default([ALL_EVENT_TYPES]),
  description: endpointDescription.optional(),
  idempotencyKey,
}).meta({ description: 'At most 20 endpoints an account: a 21st is 400 VALIDATION_ERROR (details.issues[].code too_many_endpoints).' });

export const webhookEndpointUpdateRequest = requestObject({
  accountId,
  url: webhookUrl.optional(),
  eventTypes: eventTypes.optional(),
  status: z.enum(['enabled', 'disabled']).optional(),
  description: endpointDescription.nullable().optional(),
  idempotencyKey,
}).meta({ description: 'Fields left out are unchanged; description null clears it; status "enabled" also clears disabledReason.' });

/** Rotate-secret and delete: the account, when a body is sent, and a key. */
export const webhookEndpointActionRequest = requestObject({ accountId: accountId.optional(), idempotencyKey });

export const webhookListQuery = z.object({ limit: pageLimit, cursor: cursor(CURSORS.webhookEndpoints, 'a webhook endpoint ID').optional() });
export const webhookDeliveryListQuery = z.object({ limit: pageLimit, cursor: cursor(CURSORS.sequence, 'a delivery attempt sequence number').optional() });

export const redeliverRequest = requestObject({
  accountId,
  endpointId: id.optional().meta({ description: 'One enabled endpoint of the account (unknown: 404 NOT_FOUND; disabled: 409 WEBHOOK_ENDPOINT_DISABLED); left out: every enabled endpoint subscribed to the type' }),
  idempotencyKey,
});
