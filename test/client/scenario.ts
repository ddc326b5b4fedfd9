/**
 * An integrator's program, written only against the types openapi-typescript generates from the live
 * `GET /openapi.json` (`./generated/openapi`, written by test/client/typed-client.test.ts, git-ignored),
 * through openapi-fetch. It does what the README's "Try it", "What the API does" and "Webhooks" sections
 * describe, and reads every response field they document (the spec's fields included, where the README
 * refers to them) into a local of the documented type.
 *
 * The rules that make it a check of the document (typed-client.test.ts enforces the first three):
 * - no `as` (except `as const`), no `<T>x`, no `!`, no `any`, no `@ts-` comments;
 * - every documented field is assigned to a local of its documented type, so a field the document leaves
 *   out, or types `unknown` / `{[key: string]: unknown}` / `string` where the README documents a closed set
 *   of values, or non-null where the README documents `null`, is a compile error;
 * - closed sets go through `oneOf<Documented, Known>()`: the generated type must hold every value the
 *   README documents (`Documented`) and nothing but values the README or the code knows (`Known`);
 * - each function is one operation (its `@operation` tag), so the test groups diagnostics by operation.
 *
 * It also runs (typed-client.test.ts calls `run`) against the real service, and checks a few values, so
 * that the types are those of the real answers where it matters.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { paths, webhooks } from './generated/openapi';

type Api = Client<paths>;

// ---------------------------------------------------------------------------------------------------------
// The closed sets the README (and the documents it links: the spec, docs/planning-rules.md) documents.
// ---------------------------------------------------------------------------------------------------------

/** README Products: `readiness`; spec: `readinessState`. */
type Readiness = 'READY' | 'REVIEW_REQUIRED' | 'BLOCKED';
/** README "For support staff": ExportState; inspect's state (NEW is a search-attribute value only). */
type LifecycleState = 'BATCHED' | 'EXECUTING' | 'COMPLETED' | 'EXPIRED';
type KnownLifecycleState = LifecycleState | 'NEW';
/** README dryRun: `state`/`status` "DRY_RUN"; a plan leaves the batch BATCHED (spec transitions). */
type PlanState = 'BATCHED' | 'DRY_RUN';
/** README Products: the ProductComplianceProfile's issue codes and severities. */
type ProfileIssueCode =
  | 'ORIGIN_COUNTRY_MISSING'
  | 'ORIGIN_COUNTRY_INVALID'
  | 'DECLARED_VALUE_ZERO'
  | 'HS_CODE_MISSING'
  | 'HS_CODE_MALFORMED'
  | 'MATERIALS_MISSING'
  | 'DESCRIPTION_MISSING'
  | 'WEIGHT_MISSING';
type ProfileSeverity = 'error' | 'warning';
/** docs/planning-rules.md "Rules": every validation message code of a plan. */
type PlanMessageCode =
  | 'NO_ORDERS_INCLUDED'
  | 'PRODUCT_NOT_FOUND'
  | 'ORDER_EMPTY'
  | 'ORIGIN_COUNTRY_MISSING'
  | 'ORIGIN_COUNTRY_INVALID'
  | 'DECLARED_VALUE_ZERO'
  | 'HS_CODE_MALFORMED'
  | 'HS_CODE_MISSING'
  | 'DESCRIPTION_MISSING'
  | 'DESCRIPTION_VAGUE'
  | 'MATERIALS_MISSING'
  | 'WEIGHT_MISSING'
  | 'RESTRICTED_GOODS_REVIEW'
  | 'LINE_VALUE_ZERO'
  | 'VALUE_BELOW_DECLARED'
  | 'DESTINATION_POSTAL_CODE_MISSING'
  | 'DESTINATION_POSTAL_CODE_INVALID'
  | 'FORMAL_ENTRY_REQUIRED'
  | 'EXPORT_FILING_REQUIRED'
  | 'WAREHOUSE_ADDRESS_INCOMPLETE'
  | 'ORDER_EXCLUDED_DOMESTIC'
  | 'ORDER_EXCLUDED_DESTINATION_MISMATCH'
  | 'VALIDATION_MESSAGES_OMITTED';
/** docs/planning-rules.md "Rules": severity of a validation message (spec: "warning seen"). */
type Severity = 'error' | 'warning' | 'info';
/** docs/planning-rules.md "flags". */
type PlanFlag =
  | 'orders_excluded'
  | 'formal_entry_required'
  | 'restricted_goods_review'
  | 'hs_codes_missing'
  | 'de_minimis_eligible'
  | 'partner_broker'
  | 'byob_broker'
  | 'missing_data_truncated'
  | 'export_filing_required';
/** docs/planning-rules.md "missing_data": `{entity: 'product' | 'order' | 'plan', id, field}` and its fields. */
type MissingDataEntity = 'product' | 'order' | 'plan';
type MissingDataField = 'originCountry' | 'hsCode' | 'materials' | 'description' | 'weightKg' | 'destinationPostalCode' | 'exportFilingReference';
/** README "What a broker needs": the export filing regimes, the Incoterms 2020 rules, reasons for export, tax ID types. */
type ExportFilingRegime = 'US_EEI' | 'CA_CERS';
type Incoterm = 'EXW' | 'FCA' | 'FAS' | 'FOB' | 'CFR' | 'CIF' | 'CPT' | 'CIP' | 'DAP' | 'DPU' | 'DDP';
type ReasonForExport = 'sale' | 'gift' | 'sample' | 'return' | 'repair' | 'personal_effects' | 'other';
type TaxIdType = 'US_EIN' | 'CA_BN' | 'EORI' | 'VAT' | 'OTHER';
/** docs/planning-rules.md "next_recommended_action": the plan's advice... */
type PlanNextAction = 'add_orders_for_destination' | 'fix_blocking_issues' | 'review_warnings_then_execute' | 'execute';
/** ...and inspect's `batch.next_recommended_action` once the batch leaves BATCHED (README: wait_for_broker_submission). */
type BatchNextAction = PlanNextAction | 'wait_for_execution' | 'await_broker_clearance' | 'contact_broker' | 'plan_again' | 'wait_for_broker_submission';
/** README Artifacts (the spec's three `artifact_type`s, and the PDF commercial invoice). */
type ArtifactType = 'cci_human_readable' | 'cci_csv' | 'manifest' | 'commercial_invoice_pdf';
/** README Execute: `brokerSubmission.status`; the notification follows it. */
type SubmissionStatus = 'pending' | 'sent' | 'failed';
/** README: the customs package "becomes sent_to_broker or submission_failed" (it is `created` before). */
type PackageState = 'sent_to_broker' | 'submission_failed';
type KnownPackageState = PackageState | 'created';
/** README Event catalogue. */
type EventType =
  | 'export.planned'
  | 'export.replanned'
  | 'export.executed'
  | 'export.expired'
  | 'broker_submission.sent'
  | 'broker_submission.failed'
  | 'customs_optimization.batch_completed'
  | 'customs_optimization.batch_failed';
/** README Admin API: `brokerPath`. */
type BrokerPath = 'partner_integrated' | 'byob_supported';
/** README Customs optimize. */
type ConfidenceLevel = 'low' | 'medium' | 'high';
type RecommendedAction = 'auto_accept' | 'review' | 'provide_more_detail';
type FlagSeverity = 'error' | 'warning' | 'info';
/** README: `classification_ready`, `planning_ready`; "the full list is in domain/classifier/classify.ts". */
type DocumentedSignal = 'classification_ready' | 'planning_ready';
type Signal =
  | DocumentedSignal
  | 'needs_material'
  | 'restricted_goods'
  | 'existing_hs_code_retained'
  | 'existing_hs_code_overridden'
  | 'low_confidence'
  | 'no_candidates';
/** README: a batch run's `status` running/completed/failed. */
type BatchRunStatus = 'running' | 'completed' | 'failed';
/** README Webhooks. */
type EndpointStatus = 'enabled' | 'disabled';
/** README: `disabledReason: "gone"` / `"failing"`, null when enabled (the code also has requested, deleted). */
type DisabledReason = 'gone' | 'failing' | null;
type KnownDisabledReason = DisabledReason | 'requested' | 'deleted';
type DeliveryStatus = 'succeeded' | 'retrying' | 'failed';
/** README Errors: every errorCode (the table, plus the route-specific 400 and 409 of plan and optimize). */
type ErrorCode =
  | 'INVALID_REQUEST'
  | 'VALIDATION_ERROR'
  | 'INVALID_ORDER_REFERENCE'
  | 'INVALID_API_KEY'
  | 'INVALID_ADMIN_TOKEN'
  | 'INVALID_METRICS_TOKEN'
  | 'INVALID_ACCOUNT_SCOPE'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'IDEMPOTENCY_CONFLICT'
  | 'INVALID_EXPORT_STATE'
  | 'ALREADY_EXISTS'
  | 'WEBHOOK_ENDPOINT_DISABLED'
  | 'OPTIMIZER_MAX_ATTEMPTS_REACHED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'INTERNAL_ERROR'
  | 'TEMPORAL_UNAVAILABLE'
  | 'EXECUTION_FAILED'
  | 'DATABASE_UNAVAILABLE'
  | 'RATE_LIMITED';
type InvalidStateReason = 'plan_blocked' | 'planning_in_progress' | 'executing_in_progress' | 'already_sent' | 'not_submitted' | 'retry_window_closed';

// ---------------------------------------------------------------------------------------------------------
// Type-level checks (no casts: each is an ordinary generic function).
// ---------------------------------------------------------------------------------------------------------

type IsAny<T> = 0 extends 1 & T ? true : false;
type IsClosedSet<T, Documented, Known> = IsAny<T> extends true ? false : [Documented] extends [T] ? ([T] extends [Known] ? true : false) : false;

/**
 * A closed set: the generated type must hold every documented value and only known ones. A `string`,
 * `unknown` or `any` field, a missing value, a missing `null`, or an unknown extra value is an error here.
 */
function oneOf<Documented, Known = Documented>() {
  return <T extends Known>(value: T, ...proof: IsClosedSet<T, Documented, Known> extends true ? [] : [notTheDocumentedValues: never]): T => {
    void proof;
    return value;
  };
}
/** Exactly this type (for nullable fields: `exactly<string | null>()(x)` fails when the document drops `null`). */
const exactly = <T>() => oneOf<T, T>();

/** The named (not index-signature) keys of a generated headers object. */
type NamedKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };
/** A response header the document declares for this response (a header it does not declare is an error). */
function header<Declared>(response: Response, name: NamedKeys<Declared> & string): string | null {
  return response.headers.get(name);
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`scenario: ${message}`);
}
function first<T>(items: readonly T[], what: string): T {
  const item = items[0];
  if (item === undefined) throw new Error(`scenario: ${what} is empty`);
  return item;
}
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Answer<D, E> {
  data?: D;
  error?: E;
  response: Response;
}
/** The answer's body, which must be a success with this status. */
async function ok<D, E>(call: Promise<Answer<D, E>>, status: number, what: string): Promise<{ data: D; response: Response }> {
  const { data, error, response } = await call;
  if (data === undefined || response.status !== status) {
    throw new Error(`scenario: ${what} answered ${response.status} (expected ${status}): ${JSON.stringify(error ?? data)}`);
  }
  return { data, response };
}
/** The typed error body of an answer that must fail with this status and errorCode. */
async function fails<D, E extends ApiError>(call: Promise<Answer<D, E>>, status: number, code: ErrorCode, what: string): Promise<{ error: E; response: Response }> {
  const { data, error, response } = await call;
  if (error === undefined || response.status !== status) {
    throw new Error(`scenario: ${what} answered ${response.status} (expected ${status} ${code}): ${JSON.stringify(data ?? error)}`);
  }
  const errorCode: ErrorCode = oneOf<never, ErrorCode>()(error.errorCode);
  check(errorCode === code, `${what}: errorCode ${errorCode}, expected ${code}`);
  explain(error);
  return { error, response };
}

// ---------------------------------------------------------------------------------------------------------
// Errors: `{errorCode, message, field?, details?}`, details per code as the README's table documents.
// ---------------------------------------------------------------------------------------------------------

/**
 * The error bodies of every operation, as the document declares them (whatever its components are
 * called): `fails` and `explain` take any of them.
 */
type Operation = { [P in keyof paths]: paths[P][Extract<keyof paths[P], 'get' | 'put' | 'post' | 'patch' | 'delete'>] }[keyof paths];
type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500 | 503;
/** The error body (`errorCode`…) of a response: /healthz's 503 body is its own. */
type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? (B extends { errorCode: unknown } ? B : never) : never;
type ErrorsOf<O> = O extends { responses: infer R } ? { [S in Extract<keyof R, ErrorStatus>]: JsonBody<R[S]> }[Extract<keyof R, ErrorStatus>] : never;
type ApiError = ErrorsOf<Operation>;

/** @operation Errors (every operation's error bodies: README "Errors") */
export function explain(e: ApiError): string {
  const message: string = e.message;
  const field: string | undefined = e.field;
  const where = field === undefined ? '' : ` at ${field}`;
  switch (e.errorCode) {
    case 'VALIDATION_ERROR': {
      // `field` is the first issue's dotted path; details.issues is [{path, message, code}].
      // Absent when the body as a whole is wrong (not an object; a 21st webhook endpoint).
      const firstPath: string = e.field ?? '(the body)';
      const issues = e.details.issues;
      const described = issues.map((issue) => {
        const path: string = issue.path;
        const text: string = issue.message;
        const code: string = issue.code;
        return `${path}: ${text} (${code})`;
      });
      return `VALIDATION_ERROR at ${firstPath}: ${described.join('; ')}`;
    }
    case 'INVALID_ORDER_REFERENCE': {
      const requested: readonly string[] = e.details.requestedOrderIds;
      const found: readonly string[] = e.details.foundOrderIds;
      return `INVALID_ORDER_REFERENCE: ${requested.length - found.length} of ${requested.length} orders unknown`;
    }
    case 'INVALID_ACCOUNT_SCOPE': {
      // 403 (body accountId): details.apiKeyAccountId / payloadAccountId; 400 (warehouse, broker): none.
      const keyAccount: string | undefined = e.details?.apiKeyAccountId;
      const payloadAccount: string | undefined = e.details?.payloadAccountId;
      return `INVALID_ACCOUNT_SCOPE${where}: key of ${keyAccount ?? '-'}, body names ${payloadAccount ?? '-'}`;
    }
    case 'IDEMPOTENCY_CONFLICT': {
      const reason: 'payload_mismatch' | 'in_progress' = exactly<'payload_mismatch' | 'in_progress'>()(e.details.reason);
      const batchId: string | undefined = e.details.batchId;
      const retryable: boolean | undefined = e.details.retryable;
      return `IDEMPOTENCY_CONFLICT (${reason}${batchId === undefined ? '' : `, batch ${batchId}`}${retryable === true ? ', retry unchanged' : ''})`;
    }
    case 'INVALID_EXPORT_STATE': {
      // NEW: the batch's first plan is still running.
      const currentState: KnownLifecycleState = oneOf<KnownLifecycleState>()(e.details.currentState);
      const reason: InvalidStateReason | undefined = oneOf<InvalidStateReason | undefined>()(e.details.reason);
      return `INVALID_EXPORT_STATE: ${currentState}${reason === undefined ? '' : ` (${reason})`}`;
    }
    case 'WEBHOOK_ENDPOINT_DISABLED': {
      const endpointId: string = e.details.endpointId;
      const disabledReason: KnownDisabledReason = oneOf<'gone' | 'failing', KnownDisabledReason>()(e.details.disabledReason);
      return `WEBHOOK_ENDPOINT_DISABLED: ${endpointId} (${disabledReason ?? 'no reason'})`;
    }
    case 'RATE_LIMITED': {
      // Past the key's quota policy (reads or writes): Retry-After says when its window ends.
      const policy: 'reads' | 'writes' = exactly<'reads' | 'writes'>()(e.details.policy);
      const retryAfterSeconds: number = e.details.retryAfterSeconds;
      return `RATE_LIMITED (${policy}): retry after ${retryAfterSeconds} s`;
    }
    case 'INTERNAL_ERROR': {
      const requestId: string = e.details.requestId;
      return `INTERNAL_ERROR, request ${requestId}`;
    }
    case 'TEMPORAL_UNAVAILABLE': {
      const reason: 'busy' | 'unreachable' | 'timeout' = exactly<'busy' | 'unreachable' | 'timeout'>()(e.details.reason);
      return `TEMPORAL_UNAVAILABLE (${reason}): retry with the same Idempotency-Key`;
    }
    case 'EXECUTION_FAILED': {
      const failureType: string = e.details.failureType;
      return `EXECUTION_FAILED (${failureType}): retry with the same key`;
    }
    case 'DATABASE_UNAVAILABLE': {
      const reason: 'unreachable' | 'connection_lost' | 'timeout' = exactly<'unreachable' | 'connection_lost' | 'timeout'>()(e.details.reason);
      return `DATABASE_UNAVAILABLE (${reason})`;
    }
    case 'INVALID_REQUEST':
    case 'INVALID_API_KEY':
    case 'INVALID_ADMIN_TOKEN':
    case 'INVALID_METRICS_TOKEN':
    case 'NOT_FOUND':
    case 'ALREADY_EXISTS':
    case 'OPTIMIZER_MAX_ATTEMPTS_REACHED':
    case 'PAYLOAD_TOO_LARGE':
    case 'UNSUPPORTED_MEDIA_TYPE':
      return `${e.errorCode}${where}: ${message}`;
    default: {
      // Every errorCode the document declares is one the README documents, each handled above; but
      // METHOD_NOT_ALLOWED (405), which no operation answers (a wrong method is no operation).
      return methodNotAllowed(e);
    }
  }
}

/** What is left after the switch: nothing, or METHOD_NOT_ALLOWED (no other code, documented or not). */
function methodNotAllowed(e: { errorCode: 'METHOD_NOT_ALLOWED'; message: string }): string {
  return `${e.errorCode}: ${e.message}`;
}

// ---------------------------------------------------------------------------------------------------------
// Health and the admin API.
// ---------------------------------------------------------------------------------------------------------

/** @operation GET /healthz */
async function health(anonymous: Api): Promise<void> {
  const { data, error, response } = await anonymous.GET('/healthz');
  if (data === undefined) {
    // 503: the failing check (any other error is the common error body).
    const failing = 'checks' in error ? Object.entries(error.checks).filter(([, c]) => !c.ok).map(([name]) => name).join(', ') : explain(error);
    throw new Error(`scenario: /healthz answered ${response.status}: ${failing} not ready`);
  }
  // 200 is `{status: "ok", checks}`
  const status: 'ok' | 'unavailable' = oneOf<'ok', 'ok' | 'unavailable'>()(data.status);
  for (const [name, c] of Object.entries(data.checks)) {
    const ready: boolean = c.ok;
    check(ready, `health check ${name}`);
  }
  check(status === 'ok', 'healthz status');
}

/** @operation GET /metrics */
async function metrics(baseUrl: string, anonymous: Api, token: string): Promise<void> {
  await fails(anonymous.GET('/metrics', { parseAs: 'text' }), 401, 'INVALID_METRICS_TOKEN', 'metrics without METRICS_TOKEN');
  const scraper = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` } });
  const { data, response } = await scraper.GET('/metrics', { parseAs: 'text' });
  if (data === undefined) throw new Error(`scenario: /metrics answered ${response.status}`);
  const text: string = data;
  check(text.includes('http_request_duration_seconds'), 'the HTTP histogram');
}

interface Tenant {
  accountId: string;
  apiKey: string;
  warehouseId: string;
  brokerId: string;
  refusingBrokerId: string;
}

/** @operation POST /admin/accounts */
async function createAccount(admin: Api, anonymous: Api, id: string): Promise<string> {
  const { data: account } = await ok(admin.POST('/admin/accounts', { body: { name: 'Typed Client Outfitters', id } }), 201, 'create account');
  const accountId: string = readAccount(account);
  check(accountId === id && account.name === 'Typed Client Outfitters' && account.exporter === null, 'account fields');
  await fails(admin.POST('/admin/accounts', { body: { name: 'Again', id } }), 409, 'ALREADY_EXISTS', 'the same account id again');
  await fails(anonymous.POST('/admin/accounts', { body: { name: 'No token' } }), 401, 'INVALID_ADMIN_TOKEN', 'admin route without the token');
  return accountId;
}

type Account = paths['/admin/accounts/{accountId}']['get']['responses'][200]['content']['application/json'];

/** @operation Account (admin) */
function readAccount(account: Account): string {
  const id: string = account.id;
  const name: string = account.name;
  const createdAt: string = account.createdAt;
  const exporter = account.exporter;
  if (exporter !== null) {
    const legalName: string = exporter.legalName;
    const taxIds: readonly TaxIdType[] = exporter.taxIds.map((t) => oneOf<TaxIdType>()(t.type));
    const taxValues: readonly string[] = exporter.taxIds.map((t) => t.value);
    const contactName: string = exporter.contact.name;
    const contactEmail: string | undefined = exporter.contact.email;
    const contactPhone: string | undefined = exporter.contact.phone;
    const signatory: string = exporter.signatory.name;
    const title: string | undefined = exporter.signatory.title;
    check(legalName.length > 0 && taxIds.length === taxValues.length && contactName.length > 0 && signatory.length > 0, 'exporter');
    check(contactEmail !== '' && contactPhone !== '' && title !== '', 'exporter fields as sent');
  }
  check(id.length > 0 && name.length > 0 && createdAt.length > 0, 'account fields');
  return id;
}

/** @operation PATCH /admin/accounts/{accountId} */
async function setExporter(admin: Api, accountId: string): Promise<void> {
  const exporter = {
    legalName: 'Typed Client Outfitters Inc.',
    taxIds: [{ type: 'US_EIN' as const, value: '12-3456789' }],
    contact: { name: 'Dana Reyes', email: 'exports@typed.example' },
    signatory: { name: 'Dana Reyes', title: 'Export Manager' },
  };
  const { data } = await ok(admin.PATCH('/admin/accounts/{accountId}', { params: { path: { accountId } }, body: { exporter } }), 200, 'set the exporter');
  check(readAccount(data) === accountId && data.exporter?.legalName === exporter.legalName, 'exporter as sent');
  await fails(
    admin.PATCH('/admin/accounts/{accountId}', { params: { path: { accountId } }, body: { exporter: { ...exporter, taxIds: [{ type: 'CA_BN', value: '123456789' }] } } }),
    400,
    'VALIDATION_ERROR',
    'a business number without its RM account',
  );
}

/** @operation GET /admin/accounts/{accountId} */
async function getAccount(admin: Api, accountId: string): Promise<void> {
  const { data } = await ok(admin.GET('/admin/accounts/{accountId}', { params: { path: { accountId } } }), 200, 'read the account');
  check(readAccount(data) === accountId && data.exporter !== null, 'the account with its exporter');
  await fails(admin.GET('/admin/accounts/{accountId}', { params: { path: { accountId: 'acct_nobody' } } }), 404, 'NOT_FOUND', 'an unknown account');
}

/** @operation POST /admin/accounts/{accountId}/api-keys */
async function issueKey(admin: Api, accountId: string): Promise<{ id: string; apiKey: string }> {
  const { data: key } = await ok(admin.POST('/admin/accounts/{accountId}/api-keys', { params: { path: { accountId } }, body: {} }), 201, 'issue a key');
  const id: string = key.id;
  const owner: string = key.accountId;
  const apiKey: string = key.apiKey;
  const createdAt: string = key.createdAt;
  check(owner === accountId && apiKey.length > 0 && createdAt.length > 0, 'api key fields');
  return { id, apiKey };
}

/** @operation DELETE /admin/api-keys/{id} */
async function revokeKey(admin: Api, baseUrl: string, key: { id: string; apiKey: string }, accountId: string): Promise<void> {
  const { data: revoked } = await ok(admin.DELETE('/admin/api-keys/{id}', { params: { path: { id: key.id } } }), 200, 'revoke a key');
  const id: string = revoked.id;
  const owner: string = revoked.accountId;
  const revokedAt: string = revoked.revokedAt;
  check(id === key.id && owner === accountId && revokedAt.length > 0, 'revoked key fields');
  // "the key answers 401 from then on"
  const withRevokedKey = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${key.apiKey}` } });
  await fails(withRevokedKey.GET('/products', { params: { query: { limit: 1 } } }), 401, 'INVALID_API_KEY', 'a revoked key');
}

/** @operation POST /admin/accounts/{accountId}/warehouses */
async function createWarehouse(admin: Api, accountId: string): Promise<string> {
  const body = { name: 'Montreal DC', country: 'CA', addressLine1: '1 Rue Notre-Dame', city: 'Montreal', region: 'QC', postalCode: 'H2Y 1C6' } as const;
  const { data: warehouse } = await ok(admin.POST('/admin/accounts/{accountId}/warehouses', { params: { path: { accountId } }, body }), 201, 'create a warehouse');
  const id: string = warehouse.id;
  const name: string = warehouse.name;
  const country: string = warehouse.country;
  const addressLine1: string | null = exactly<string | null>()(warehouse.addressLine1);
  const addressLine2: string | null = exactly<string | null>()(warehouse.addressLine2);
  const city: string | null = exactly<string | null>()(warehouse.city);
  const region: string | null = exactly<string | null>()(warehouse.region);
  const postalCode: string | null = exactly<string | null>()(warehouse.postalCode);
  check(name === body.name && country === 'CA' && addressLine1 === body.addressLine1 && addressLine2 === null, 'warehouse fields');
  check(city === body.city && region === body.region && postalCode === body.postalCode, 'warehouse address');
  return id;
}

/** @operation POST /admin/accounts/{accountId}/brokers */
async function createBroker(admin: Api, accountId: string, email: string, brokerPath: BrokerPath): Promise<string> {
  const { data: broker } = await ok(
    admin.POST('/admin/accounts/{accountId}/brokers', { params: { path: { accountId } }, body: { name: 'Northline Customs', email, brokerPath } }),
    201,
    'create a broker',
  );
  const id: string = broker.id;
  const name: string = broker.name;
  const address: string = broker.email;
  const path: BrokerPath = oneOf<BrokerPath>()(broker.brokerPath);
  check(name === 'Northline Customs' && address === email && path === brokerPath, 'broker fields');
  return id;
}

// ---------------------------------------------------------------------------------------------------------
// Products and orders.
// ---------------------------------------------------------------------------------------------------------

type Product = paths['/products/{id}']['get']['responses'][200]['content']['application/json'];

/**
 * @operation Product (POST /products/sync, GET /products, GET /products/{id})
 * Every field of a product and of its ProductComplianceProfile (README "Products").
 */
function readProduct(product: Product): { id: string; readiness: Readiness } {
  const id: string = product.id;
  const accountId: string = product.accountId;
  const externalId: string = product.externalId;
  const sku: string = product.sku;
  const name: string = product.name;
  const description: string | null = exactly<string | null>()(product.description);
  const originCountry: string | null = exactly<string | null>()(product.originCountry);
  const declaredValueUsd: number = product.declaredValueUsd;
  const materials: readonly string[] = product.materials;
  const hsCode: string | null = exactly<string | null>()(product.hsCode);
  const weightKg: number | null = exactly<number | null>()(product.weightKg);
  const exportControl = product.exportControl;
  if (exportControl !== null) {
    const eccn: string | undefined = exportControl.eccn;
    const licenseNumber: string | undefined = exportControl.licenseNumber;
    const scheduleB: string | undefined = exportControl.scheduleB;
    check(eccn !== '' && licenseNumber !== '' && scheduleB !== '', 'export control fields as sent');
  }
  const createdAt: string = product.createdAt;
  const updatedAt: string = product.updatedAt;
  const profile = product.complianceProfile;
  const readiness: Readiness = oneOf<Readiness>()(profile.readiness);
  const flags: readonly boolean[] = [
    profile.originCountryValid,
    profile.declaredValuePositive,
    profile.materialsPresent,
    profile.hsCodePresent,
    profile.hsCodeWellFormed,
    profile.descriptionPresent,
    profile.weightPresent,
  ];
  const missingFields: readonly string[] = profile.missingFields;
  for (const issue of profile.issues) {
    const code: ProfileIssueCode = oneOf<ProfileIssueCode>()(issue.code);
    const severity: ProfileSeverity = oneOf<ProfileSeverity>()(issue.severity);
    const field: string = issue.field;
    const message: string = issue.message;
    check(code.length > 0 && severity.length > 0 && field.length > 0 && message.length > 0, 'profile issue');
  }
  check(id.length > 0 && accountId.length > 0 && externalId.length > 0 && sku.length > 0 && name.length > 0, 'product ids');
  check(declaredValueUsd >= 0 && createdAt.length > 0 && updatedAt.length > 0 && flags.length === 7, 'product values');
  check((readiness === 'READY') === (profile.issues.length === 0), 'readiness follows the issues');
  check(missingFields.every((f) => f.length > 0) && materials.every((m) => m.length > 0), 'product lists');
  check(description !== '' && originCountry !== '' && hsCode !== '' && weightKg !== 0, 'nullable product fields');
  return { id, readiness };
}

/** @operation POST /products/sync */
async function syncProducts(api: Api, accountId: string, otherAccountId: string): Promise<{ ready: string; incomplete: string; second: string }> {
  const tee = {
    externalId: 'shopify-1001',
    sku: 'TEE-BLK-M',
    name: 'Cotton T-shirt',
    description: "Men's knitted T-shirt, 100% cotton",
    originCountry: 'CA',
    declaredValueUsd: 12.5,
    materials: ['cotton'],
    hsCode: '6109.10',
    weightKg: 0.2,
  };
  // No origin, HS code, description, weight or materials: BLOCKED, with every missing field.
  const bare = { externalId: 'shopify-1002', sku: 'MYSTERY-1', name: 'Mystery box', declaredValueUsd: 30 };
  const { data } = await ok(
    api.POST('/products/sync', { body: { accountId, items: [tee, bare, { ...tee, externalId: 'shopify-1003', sku: 'TEE-WHT-M' }] }, params: { header: { 'Idempotency-Key': `products-${accountId}` } } }),
    200,
    'product sync',
  );
  const [ready, incomplete, second] = data.data.map(readProduct);
  check(ready !== undefined && incomplete !== undefined && second !== undefined, 'three products answered, in request order');
  check(ready.readiness === 'READY' && incomplete.readiness === 'BLOCKED', `readiness ${ready.readiness} / ${incomplete.readiness}`);

  const duplicate = await fails(api.POST('/products/sync', { body: { accountId, items: [tee, tee] } }), 400, 'VALIDATION_ERROR', 'one externalId twice');
  check(duplicate.error.field === 'items.1.externalId', `duplicate reported at ${String(duplicate.error.field)}`);
  await fails(api.POST('/products/sync', { body: { accountId: otherAccountId, items: [tee] } }), 403, 'INVALID_ACCOUNT_SCOPE', 'another account');
  return { ready: ready.id, incomplete: incomplete.id, second: second.id };
}

/** @operation GET /products */
async function listProducts(api: Api): Promise<number> {
  let cursor: string | undefined;
  let seen = 0;
  for (let page = 0; page < 10; page++) {
    const { data } = await ok(api.GET('/products', { params: { query: { limit: 2, ...(cursor === undefined ? {} : { cursor }) } } }), 200, 'list products');
    for (const product of data.data) readProduct(product);
    seen += data.data.length;
    const nextCursor: string | null = exactly<string | null>()(data.nextCursor);
    if (nextCursor === null) return seen;
    cursor = nextCursor;
  }
  throw new Error('scenario: the product list did not end');
}

/** @operation GET /products/{id} */
async function getProduct(api: Api, id: string): Promise<void> {
  const { data } = await ok(api.GET('/products/{id}', { params: { path: { id } } }), 200, 'get a product');
  check(readProduct(data).id === id, 'the product asked for');
  await fails(api.GET('/products/{id}', { params: { path: { id: 'prd_does_not_exist' } } }), 404, 'NOT_FOUND', 'an unknown product');
}

type Order = paths['/api/orders/sync']['post']['responses'][200]['content']['application/json']['data'][number];

/**
 * @operation Order (POST /api/orders/sync)
 * Every field of an order: the spec's, plus metadata, createdAt, updatedAt (README "Orders").
 */
function readOrder(order: Order): string {
  const id: string = order.id;
  const accountId: string = order.accountId;
  const externalId: string = order.externalId;
  const destinationCountry: string = order.destinationCountry;
  const destinationRegion: string | null = exactly<string | null>()(order.destinationRegion);
  const destinationPostalCode: string | null = exactly<string | null>()(order.destinationPostalCode);
  const totalValueUsd: number = order.totalValueUsd;
  for (const item of order.items) {
    const productId: string = item.productId;
    const quantity: number = item.quantity;
    const unitValueUsd: number = item.unitValueUsd;
    check(productId.length > 0 && quantity > 0 && unitValueUsd >= 0, 'line item');
  }
  // "metadata is returned as sent": the merchant's own object, free-form by design.
  const metadata: { [key: string]: unknown } | null = oneOf<null, { [key: string]: unknown } | null>()(order.metadata);
  // README "What a broker needs": the parties and terms, null when not sent.
  const shipTo: string | null = order.shipTo === null ? null : readParty(order.shipTo);
  const soldTo: string | null = order.soldTo === null ? null : readParty(order.soldTo);
  const incoterm: Incoterm | null = order.incoterm === null ? null : oneOf<Incoterm>()(order.incoterm);
  const orderedAt: string | null = exactly<string | null>()(order.orderedAt);
  const reason: ReasonForExport | null = order.reasonForExport === null ? null : oneOf<ReasonForExport>()(order.reasonForExport);
  const charges = order.charges;
  const chargeAmounts: ReadonlyArray<number | undefined> = charges === null ? [] : [charges.freightUsd, charges.insuranceUsd, charges.packingUsd, charges.otherUsd];
  const packageCount: number | null = order.packages === null ? null : order.packages.count;
  const grossWeightKg: number | undefined = order.packages?.grossWeightKg;
  check(shipTo !== '' && soldTo !== '' && (incoterm === null || incoterm.length === 3) && (orderedAt === null || /^\d{4}-\d{2}-\d{2}$/.test(orderedAt)), 'order parties and terms');
  check((reason === null || reason.length > 0) && chargeAmounts.every((c) => c === undefined || c >= 0) && (packageCount === null || packageCount > 0) && (grossWeightKg ?? 1) > 0, 'order charges and packages');
  const createdAt: string = order.createdAt;
  const updatedAt: string = order.updatedAt;
  check(accountId.length > 0 && externalId.length > 0 && destinationCountry === destinationCountry.toUpperCase(), 'order fields');
  check(totalValueUsd >= 0 && createdAt.length > 0 && updatedAt.length > 0, 'order values');
  check(destinationRegion !== '' && destinationPostalCode !== '' && (metadata === null || typeof metadata === 'object'), 'nullable order fields');
  return id;
}

type Party = NonNullable<Order['shipTo']>;

/** @operation Party (an order's shipTo and soldTo) */
function readParty(party: Party): string {
  const name: string = party.name;
  const company: string | undefined = party.company;
  const addressLines: readonly string[] = party.addressLines;
  const city: string = party.city;
  const region: string | undefined = party.region;
  const postalCode: string | undefined = party.postalCode;
  const country: string | undefined = party.country;
  const phone: string | undefined = party.phone;
  const email: string | undefined = party.email;
  const taxIdType: TaxIdType | undefined = party.taxId === undefined ? undefined : oneOf<TaxIdType>()(party.taxId.type);
  const taxIdValue: string | undefined = party.taxId?.value;
  check(name.length > 0 && addressLines.length >= 1 && addressLines.length <= 3 && city.length > 0, 'party name and street');
  check([company, region, postalCode, country, phone, email, taxIdType, taxIdValue].every((v) => v !== ''), 'party fields as sent');
  return name;
}

/** @operation POST /api/orders/sync */
async function syncOrders(api: Api, accountId: string, products: { ready: string; incomplete: string }): Promise<{ main: string; refused: string; blocked: string }> {
  const body: paths['/api/orders/sync']['post']['requestBody']['content']['application/json'] = {
    accountId,
    items: [
      {
        externalId: 'order-5001',
        destinationCountry: 'US',
        destinationRegion: 'NY',
        destinationPostalCode: '10001',
        metadata: { channel: 'shopify' },
        items: [{ productId: products.ready, quantity: 3, unitValueUsd: 19.99 }],
        shipTo: { name: 'Avery Chen', addressLines: ['350 Fifth Avenue', 'Suite 4100'], city: 'New York', region: 'NY', postalCode: '10118', country: 'US' },
        soldTo: { name: 'Chen Design LLC', addressLines: ['12 Hudson St'], city: 'New York', taxId: { type: 'US_EIN', value: '98-7654321' } },
        incoterm: 'DAP',
        orderedAt: '2026-11-20',
        charges: { freightUsd: 18.5, insuranceUsd: 2.1 },
        packages: { count: 1, grossWeightKg: 0.9 },
        reasonForExport: 'sale',
      },
      { externalId: 'order-5002', destinationCountry: 'US', destinationPostalCode: '94105', items: [{ productId: products.ready, quantity: 2, unitValueUsd: 12.5 }] },
      // No postal code: a missing_data entry of the order.
      { externalId: 'order-5003', destinationCountry: 'US', items: [{ productId: products.incomplete, quantity: 1, unitValueUsd: 30 }] },
    ],
  };
  const key = { 'Idempotency-Key': `orders-${accountId}` };
  const { data } = await ok(api.POST('/api/orders/sync', { body, params: { header: key } }), 200, 'order sync');
  const [main, refused, blocked] = data.data.map(readOrder);
  check(main !== undefined && refused !== undefined && blocked !== undefined, 'three orders answered');
  const first5001 = first(data.data, 'orders');
  check(first5001.destinationCountry === 'US' && first5001.totalValueUsd === 59.97 && first5001.metadata?.channel === 'shopify', 'order 5001 as sent, total recomputed');
  check(first5001.shipTo?.name === 'Avery Chen' && first5001.incoterm === 'DAP' && first5001.packages?.count === 1, 'order 5001 parties and terms as sent');
  await fails(
    api.POST('/api/orders/sync', {
      body: { accountId, items: [{ ...first(body.items, 'orders'), shipTo: { name: 'Avery Chen', addressLines: ['1 Rue de Rivoli'], city: 'Paris', country: 'FR' } }] },
    }),
    400,
    'VALIDATION_ERROR',
    'a consignee in another country than the destination',
  );

  // The same key and body replays (Idempotency-Replayed: true); the same key with another body is a 409.
  const replay = await ok(api.POST('/api/orders/sync', { body, params: { header: key } }), 200, 'order sync replayed');
  const replayed = header<paths['/api/orders/sync']['post']['responses'][200]['headers']>(replay.response, 'Idempotency-Replayed');
  check(replayed === 'true', `Idempotency-Replayed: ${String(replayed)}`);
  const conflict = await fails(api.POST('/api/orders/sync', { body: { ...body, items: body.items.slice(1) }, params: { header: key } }), 409, 'IDEMPOTENCY_CONFLICT', 'the key with another body');
  check(conflict.error.errorCode === 'IDEMPOTENCY_CONFLICT' && conflict.error.details.reason === 'payload_mismatch', 'payload_mismatch');
  if (conflict.response.status === 409) {
    // in_progress answers carry Retry-After (none here: a payload mismatch).
    const retryAfter: string | null = header<paths['/api/orders/sync']['post']['responses'][409]['headers']>(conflict.response, 'Retry-After');
    check(retryAfter === null, 'no Retry-After on payload_mismatch');
  }
  return { main, refused, blocked };
}

// ---------------------------------------------------------------------------------------------------------
// Exports: plan (and dry run), execute, inspect, artifacts, broker-submission retry.
// ---------------------------------------------------------------------------------------------------------


/** @operation ValidationMessage (plan, dry run, inspect) */
function readMessage(m: ValidationMessage): PlanMessageCode {
  const code: PlanMessageCode = oneOf<PlanMessageCode>()(m.code);
  const message: string = m.message;
  const severity: Severity = oneOf<Severity>()(m.severity);
  const field: string = m.field;
  // null when the message is not about a product / an order
  const productId: string | null = exactly<string | null>()(m.product_id);
  const orderId: string | null = exactly<string | null>()(m.order_id);
  check(message.length > 0 && severity.length > 0 && field.length > 0 && productId !== '' && orderId !== '', 'validation message');
  return code;
}

type Inspection = paths['/api/exports/{id}']['get']['responses'][200]['content']['application/json'];
type Submission = NonNullable<Inspection['brokerSubmission']>;
type Artifact = Inspection['artifacts'][number];
type ApiEvent = paths['/api/events']['get']['responses'][200]['content']['application/json']['data'][number];
type PlanAnswer = paths['/api/exports/plan']['post']['responses'][200]['content']['application/json'];
type ValidationMessage = PlanAnswer['validationMessages'][number];

/**
 * @operation POST /api/exports/plan (answer)
 * Every field of the export batch the plan answers (spec "Export batch", README Plan and dryRun).
 */
function readPlan(plan: PlanAnswer): { exportId: string | null; readiness: Readiness; state: PlanState; codes: PlanMessageCode[] } {
  // null on a dry run (unless it names a batch)
  const exportId: string | null = exactly<string | null>()(plan.exportId);
  const batchId: string | null = exactly<string | null>()(plan.batch_id);
  const state: PlanState | LifecycleState = oneOf<PlanState, PlanState | KnownLifecycleState>()(plan.state);
  const status: PlanState | LifecycleState = oneOf<PlanState, PlanState | KnownLifecycleState>()(plan.status);
  const planHash: string = plan.planHash;
  const readinessState: Readiness = oneOf<Readiness>()(plan.readinessState);
  const complianceScore: number = plan.complianceScore;
  const codes = plan.validationMessages.map(readMessage);
  const included: readonly string[] = plan.included_order_ids;
  const excluded: readonly string[] = plan.excluded_order_ids;
  const flags: PlanFlag[] = plan.flags.map((flag) => oneOf<PlanFlag>()(flag));
  for (const missing of plan.missing_data) {
    const entity: MissingDataEntity = oneOf<MissingDataEntity>()(missing.entity);
    const id: string = missing.id;
    const field: MissingDataField = oneOf<MissingDataField>()(missing.field);
    check(entity.length > 0 && id.length > 0 && field.length > 0, 'missing_data entry');
  }
  const strategy: string = plan.recommended_strategy;
  const savings: number = plan.estimated_import_savings_usd;
  const next: PlanNextAction = oneOf<PlanNextAction>()(plan.next_recommended_action);
  readExportFiling(plan.exportFiling);
  const validation = plan.validation;
  const repeatedReadiness: Readiness = oneOf<Readiness>()(validation.readiness_state);
  const repeatedScore: number = validation.compliance_score;
  const repeatedCodes = validation.validation_messages.map(readMessage);
  // `dryRun: true` on a dry run (the answer may be one type per state: narrow on it first)
  const dryRun: true | undefined = plan.state === 'DRY_RUN' ? oneOf<true, true | undefined>()(plan.dryRun) : undefined;

  check(exportId === batchId && state === status && planHash.length === 64, 'plan ids, state and hash');
  check(complianceScore >= 0 && complianceScore <= 100 && savings >= 0 && strategy.length > 0, 'plan score and strategy');
  check(repeatedReadiness === readinessState && repeatedScore === complianceScore && repeatedCodes.length === codes.length, 'validation repeats the readiness data');
  check((dryRun === true) === (state === 'DRY_RUN'), 'dryRun answers DRY_RUN');
  check(included.length + excluded.length > 0 && new Set(flags).size === flags.length, 'plan lists');
  check((readinessState === 'READY') === (next === 'execute'), `next action ${next} for ${readinessState}`);
  if (state !== 'BATCHED' && state !== 'DRY_RUN') throw new Error(`scenario: a plan answered ${state}`);
  return { exportId, readiness: readinessState, state, codes };
}

type ExportFiling = PlanAnswer['exportFiling'];

/** @operation ExportFiling (plan, dry run, inspect) */
function readExportFiling(filing: ExportFiling): ExportFilingRegime | null {
  const required: boolean = filing.required;
  const regime: ExportFilingRegime | null = filing.regime === null ? null : oneOf<ExportFilingRegime>()(filing.regime);
  const basis: string = filing.basis;
  const legend: string | null = exactly<string | null>()(filing.legend);
  const reference: string | null = exactly<string | null>()(filing.reference);
  check(basis.length > 0 && legend !== '' && reference !== '' && (!required || regime !== null), 'export filing');
  return regime;
}

interface PlanInput {
  accountId: string;
  warehouseId: string;
  brokerId: string;
  orderIds: string[];
}

/** @operation POST /api/exports/plan */
async function plan(api: Api, input: PlanInput, key: string): Promise<{ batchId: string; readiness: Readiness }> {
  // dryRun: every plan field, exportId and batch_id null, DRY_RUN; nothing stored.
  const { data: preview } = await ok(api.POST('/api/exports/plan', { body: { ...input, destinationCountry: 'US', dryRun: true } }), 200, 'dry run');
  const dry = readPlan(preview);
  check(dry.state === 'DRY_RUN' && dry.exportId === null, 'dry run answers DRY_RUN with no batch');

  const { data } = await ok(api.POST('/api/exports/plan', { body: input, params: { header: { 'Idempotency-Key': key } } }), 200, 'plan');
  const planned = readPlan(data);
  check(planned.state === 'BATCHED' && planned.exportId !== null, 'a plan answers BATCHED with the batch');
  check(planned.readiness === dry.readiness && planned.codes.join() === dry.codes.join(), 'the dry run computed the same plan');
  const batchId = planned.exportId;

  // The key's first answer names its batch when reused with another body.
  const conflict = await fails(
    api.POST('/api/exports/plan', { body: { ...input, destinationCountry: 'CA' }, params: { header: { 'Idempotency-Key': key } } }),
    409,
    'IDEMPOTENCY_CONFLICT',
    'plan key reused',
  );
  check(conflict.error.errorCode === 'IDEMPOTENCY_CONFLICT' && conflict.error.details.batchId === batchId, 'the conflict names the batch');
  if (conflict.response.status === 503) {
    const retryAfter: string | null = header<paths['/api/exports/plan']['post']['responses'][503]['headers']>(conflict.response, 'Retry-After');
    check(retryAfter !== null, 'Retry-After on 503');
  }
  return { batchId, readiness: planned.readiness };
}

/** @operation POST /api/exports/plan (errors) */
async function planErrors(api: Api, input: PlanInput): Promise<void> {
  const unknown = await fails(api.POST('/api/exports/plan', { body: { ...input, orderIds: [...input.orderIds, 'ord_unknown'] } }), 400, 'INVALID_ORDER_REFERENCE', 'an unknown order');
  check(unknown.error.errorCode === 'INVALID_ORDER_REFERENCE' && unknown.error.details.foundOrderIds.length === input.orderIds.length, 'found order IDs');
}


/**
 * @operation BrokerSubmission (execute, inspect, retry)
 * Every field of a broker submission (spec "Broker submission", README "The broker submission outlives execute").
 */
function readSubmission(s: Submission): SubmissionStatus {
  const id: string = s.id;
  const type: string = s.submission_type;
  const status: SubmissionStatus = oneOf<SubmissionStatus>()(s.status);
  const recipient: string = s.recipient_email;
  const subject: string = s.subject;
  const sentAt: string | null = exactly<string | null>()(s.sent_at);
  const errorMessage: string | null = exactly<string | null>()(s.error_message);
  const attempts: number = s.attempts;
  const lastError: string | null = exactly<string | null>()(s.last_error);
  const nextAttemptAt: string | null = exactly<string | null>()(s.next_attempt_at);
  check(id.length > 0 && type.length > 0 && recipient.includes('@') && subject.length > 0, 'submission fields');
  check((status === 'sent') === (sentAt !== null) && (status !== 'failed' || errorMessage !== null) && (status !== 'sent' || errorMessage === null), `submission ${status}: sent_at / error_message`);
  check(attempts >= 0 && (lastError === null || lastError.length > 0) && (status === 'pending' || nextAttemptAt === null), `submission attempts: ${JSON.stringify(s)}`);
  return status;
}

/** @operation Artifact (execute, inspect) */
function readArtifact(a: Artifact): string {
  const type: ArtifactType = oneOf<ArtifactType>()(a.artifact_type);
  const filename: string = a.filename;
  const generatedAt: string = a.generated_at;
  check(type.length > 0 && generatedAt.length > 0, 'artifact fields');
  return filename;
}

/** @operation POST /api/exports/execute */
async function execute(api: Api, accountId: string, batchId: string): Promise<{ submission: SubmissionStatus; artifacts: string[] }> {
  const key = { 'Idempotency-Key': `execute-${batchId}` };
  const { data } = await ok(api.POST('/api/exports/execute', { body: { accountId, batchId }, params: { header: key } }), 200, 'execute');
  const exportId: string = data.exportId;
  const sameId: string = data.batch_id;
  // "The answer is always 200 with the batch COMPLETED"
  const state: KnownLifecycleState = oneOf<'COMPLETED', KnownLifecycleState>()(data.state);
  const status: KnownLifecycleState = oneOf<'COMPLETED', KnownLifecycleState>()(data.status);
  const customsPackageId: string = data.customs_package_id;
  const planHash: string = data.planHash;
  const artifacts = data.artifacts.map(readArtifact);
  const notificationIds: readonly string[] = data.notification_ids;
  const notifications: readonly string[] = data.notifications;
  const executedAt: string = data.execution_timestamp;
  const submission: Submission | null = exactly<Submission | null>()(data.brokerSubmission);
  check(exportId === batchId && sameId === batchId && state === 'COMPLETED' && status === state, 'execute answers COMPLETED');
  check(customsPackageId.length > 0 && planHash.length === 64 && executedAt.length > 0 && artifacts.length === 4, 'execution fields');
  check(notifications.join() === notificationIds.join(), 'notifications duplicates notification_ids');
  if (submission === null) throw new Error('scenario: execute answered no broker submission');
  const submissionStatus = readSubmission(submission);

  // A replay answers the execution as it is now, with Idempotency-Replayed: true.
  const replay = await ok(api.POST('/api/exports/execute', { body: { accountId, batchId }, params: { header: key } }), 200, 'execute replayed');
  check(header<paths['/api/exports/execute']['post']['responses'][200]['headers']>(replay.response, 'Idempotency-Replayed') === 'true', 'execute replay header');
  // Executing a COMPLETED batch again (a new key) is refused.
  const again = await fails(api.POST('/api/exports/execute', { body: { accountId, batchId } }), 409, 'INVALID_EXPORT_STATE', 'execute twice');
  check(again.error.errorCode === 'INVALID_EXPORT_STATE' && again.error.details.currentState === 'COMPLETED', 'currentState COMPLETED');
  return { submission: submissionStatus, artifacts };
}

/** @operation POST /api/exports/execute (a BLOCKED plan) */
async function executeBlocked(api: Api, accountId: string, batchId: string): Promise<void> {
  const refused = await fails(api.POST('/api/exports/execute', { body: { accountId, batchId } }), 409, 'INVALID_EXPORT_STATE', 'execute a BLOCKED plan');
  check(refused.error.errorCode === 'INVALID_EXPORT_STATE' && refused.error.details.reason === 'plan_blocked' && refused.error.details.currentState === 'BATCHED', 'plan_blocked');
}


/**
 * @operation GET /api/exports/{id} (answer)
 * Every field of inspect (spec "GET /api/exports/{id}", README Execute and Retry now).
 */
function readInspection(view: Inspection): { state: LifecycleState; submission: SubmissionStatus | null; next: BatchNextAction; packageState: KnownPackageState | null; artifacts: string[]; events: EventType[] } {
  const exportId: string = view.exportId;
  const status: LifecycleState = oneOf<LifecycleState>()(view.status);
  const state: LifecycleState = oneOf<LifecycleState>()(view.state);
  const readinessState: Readiness = oneOf<Readiness>()(view.readinessState);
  const complianceScore: number = view.complianceScore;
  const codes = view.validationMessages.map(readMessage);
  const planHash: string = view.planHash;
  // null for batches planned before the export filing was assessed
  const exportFilingRegime: ExportFilingRegime | null = view.exportFiling === null ? null : readExportFiling(view.exportFiling);
  const artifacts = view.artifacts.map(readArtifact);
  check(exportFilingRegime !== null || view.exportFiling === null || view.exportFiling.regime === null, 'inspect export filing');

  const ex = view.export;
  const exBatchId: string = ex.batch_id;
  const exStatus: LifecycleState = oneOf<LifecycleState>()(ex.status);
  const exPlanHash: string = ex.planHash;
  const lifecycle: LifecycleState = oneOf<LifecycleState>()(ex.lifecycle_state);
  const exReadiness: Readiness = oneOf<Readiness>()(ex.plan.readinessState);
  const exIncluded: readonly string[] = ex.plan.included_order_ids;
  const exPackageId: string | null = exactly<string | null>()(ex.execution.customs_package_id);
  const exExecutedAt: string | null = exactly<string | null>()(ex.execution.executed_at);
  const artifactCount: number = ex.inspection.artifact_count;
  const notificationCount: number = ex.inspection.notification_count;

  const batch = view.batch;
  const batchId: string = batch.id;
  const batchState: LifecycleState = oneOf<LifecycleState>()(batch.state);
  const rawState: Lowercase<LifecycleState> = oneOf<Lowercase<LifecycleState>>()(batch.raw_state);
  const warehouseId: string = batch.warehouse_id;
  const brokerId: string = batch.broker_id;
  const destination: string = batch.destination_country;
  const savings: number = batch.estimated_savings_usd;
  const next: BatchNextAction = oneOf<BatchNextAction>()(batch.next_recommended_action);
  const createdAt: string = batch.created_at;
  const executedAt: string | null = exactly<string | null>()(batch.executed_at);

  let packageState: KnownPackageState | null = null;
  const pkg = view.customsPackage;
  if (pkg !== null) {
    const id: string = pkg.id;
    const packageNumber: string = pkg.packageNumber;
    packageState = oneOf<PackageState, KnownPackageState>()(pkg.state);
    check(id === exPackageId && packageNumber.length > 0, 'customs package');
  }
  for (const n of view.notifications) {
    const id: string = n.id;
    const channel: string = n.channel;
    const notificationStatus: SubmissionStatus = oneOf<SubmissionStatus>()(n.status);
    const created: string = n.created_at;
    check(id.length > 0 && channel.length > 0 && notificationStatus.length > 0 && created.length > 0, 'notification');
  }
  const submission = view.brokerSubmission === null ? null : readSubmission(view.brokerSubmission);
  const snapshotIncluded: readonly string[] = view.snapshot.included_order_ids;
  const snapshotHash: string = view.snapshot.planHash;
  const events = view.events.map(readEvent);

  check(exportId === batchId && exBatchId === batchId && status === state && exStatus === state && lifecycle === state && batchState === state, 'inspect states agree');
  check(rawState === state.toLowerCase() && exPlanHash === planHash && snapshotHash === planHash && exReadiness === readinessState, 'inspect repeats');
  check(exIncluded.join() === snapshotIncluded.join() && artifactCount === artifacts.length && notificationCount === view.notifications.length, 'inspect counts');
  check(complianceScore >= 0 && codes.length >= 0 && warehouseId.length > 0 && brokerId.length > 0 && destination.length === 2 && savings >= 0, 'batch fields');
  check(createdAt.length > 0 && (state === 'COMPLETED') === (executedAt !== null) && exExecutedAt === executedAt, 'batch times');
  return { state, submission, next, packageState, artifacts, events };
}

/** @operation GET /api/exports/{id} */
async function inspect(api: Api, batchId: string, done: (v: ReturnType<typeof readInspection>) => boolean = () => true): Promise<ReturnType<typeof readInspection>> {
  const deadline = Date.now() + 30_000;
  for (let delay = 200; ; delay = Math.min(delay * 2, 2000)) {
    const { data, response } = await ok(api.GET('/api/exports/{id}', { params: { path: { id: batchId } } }), 200, 'inspect');
    const requestId = header<paths['/api/exports/{id}']['get']['responses'][200]['headers']>(response, 'X-Request-Id');
    check(requestId !== null, 'X-Request-Id');
    const view = readInspection(data);
    if (done(view)) return view;
    if (Date.now() > deadline) throw new Error(`scenario: batch ${batchId} did not settle: ${JSON.stringify(view)}`);
    await sleep(delay);
  }
}

/** @operation GET /api/exports/{id}/artifacts/{filename} */
async function download(api: Api, batchId: string, filename: string): Promise<number> {
  const { data, response } = await api.GET('/api/exports/{id}/artifacts/{filename}', { params: { path: { id: batchId, filename } }, parseAs: 'text' });
  if (data === undefined) throw new Error(`scenario: artifact ${filename} answered ${response.status}`);
  const text: string = data;
  check(text.length > 0, `artifact ${filename} is empty`);
  await fails(api.GET('/api/exports/{id}/artifacts/{filename}', { params: { path: { id: batchId, filename: 'nothing.txt' } } }), 404, 'NOT_FOUND', 'an unknown artifact');
  return text.length;
}

/** @operation POST /api/exports/{id}/broker-submission/retry */
async function retrySubmission(api: Api, accountId: string, batchId: string): Promise<void> {
  const { data } = await ok(
    api.POST('/api/exports/{id}/broker-submission/retry', { params: { path: { id: batchId }, header: { 'Idempotency-Key': `retry-${batchId}` } }, body: { accountId } }),
    202,
    'retry the broker submission',
  );
  const exportId: string = data.exportId;
  const sameId: string = data.batch_id;
  const status: 'retry_requested' = data.status;
  const submission: Submission | null = exactly<Submission | null>()(data.brokerSubmission);
  check(exportId === batchId && sameId === batchId && status === 'retry_requested' && submission !== null, 'retry answer');
  readSubmission(submission);
}

/** @operation POST /api/exports/{id}/broker-submission/retry (refused) */
async function retryRefused(api: Api, accountId: string, batchId: string): Promise<void> {
  const refused = await fails(api.POST('/api/exports/{id}/broker-submission/retry', { params: { path: { id: batchId } }, body: { accountId } }), 409, 'INVALID_EXPORT_STATE', 'retry a sent submission');
  check(refused.error.errorCode === 'INVALID_EXPORT_STATE' && refused.error.details.reason === 'already_sent', 'already_sent');
}

// ---------------------------------------------------------------------------------------------------------
// Customs optimize.
// ---------------------------------------------------------------------------------------------------------

/** @operation compliance_flags (optimize, optimizations) */
function readFlag(f: ComplianceFlag): void {
  const code: string = f.code;
  const severity: FlagSeverity = oneOf<FlagSeverity>()(f.severity);
  const field: string = f.field;
  const message: string = f.message;
  check(code.length > 0 && severity.length > 0 && field.length >= 0 && message.length > 0, 'compliance flag');
}

/** @operation merge_report (optimize, optimizations) */
function readMergeReport(r: MergeReport): void {
  const normalized: readonly string[] = r.normalized_fields;
  const missing: readonly string[] = r.missing_fields;
  for (const o of r.overrides_applied) {
    const field: string = o.field;
    const from: string | null = exactly<string | null>()(o.from);
    const to: string | null = exactly<string | null>()(o.to);
    const reason: string = o.reason;
    check(field.length > 0 && reason.length > 0 && from !== to, 'override');
  }
  const notes: readonly string[] = r.notes;
  check(normalized.length + missing.length + notes.length >= 0, 'merge report');
}

type Optimization = paths['/api/customs/optimize']['post']['responses'][200]['content']['application/json'];
type ComplianceFlag = Optimization['compliance_flags'][number];
type MergeReport = Optimization['merge_report'];

/**
 * @operation POST /api/customs/optimize (answer)
 * Every field the spec's optimize response lists (README: "answers every field the spec lists").
 */
function readOptimization(o: Optimization): { runId: string; level: ConfidenceLevel; retryAvailable: boolean; attempt: number } {
  const contractStatus: 'draft' = o.contract_status;
  const runId: string = o.optimizer_run_id;
  const attemptId: string = o.optimizer_attempt_id;
  const hsCode: string | null = exactly<string | null>()(o.hs_code);
  for (const c of o.candidate_classifications) {
    const code: string = c.hs_code;
    const support: number = c.support_score;
    const rationale: string = c.rationale_summary;
    check(code.length > 0 && support >= 0 && rationale.length > 0, 'candidate');
  }
  const score: number = o.confidence_score;
  const level: ConfidenceLevel = oneOf<ConfidenceLevel>()(o.confidence_level);
  const reasoning: string = o.confidence_reasoning_summary;
  const action: RecommendedAction = oneOf<RecommendedAction>()(o.recommended_action);
  o.compliance_flags.forEach(readFlag);
  readMergeReport(o.merge_report);
  const attemptNumber: number = o.attempt_number;
  const maxAttempts: number = o.max_attempts;
  const retryAvailable: boolean = o.retry_available;
  const retryCount: number = o.retry_count;
  const retryReason: string | null = exactly<string | null>()(o.retry_reason);
  const signals: Signal[] = o.signals.map((s) => oneOf<DocumentedSignal, Signal>()(s));
  const notes: string = o.notes;
  const billable: 'customs_optimization' = o.metering.billable_event_type;
  const runCount: number = o.metering.optimizer_run_count;
  const attemptCount: number = o.metering.optimizer_attempt_count;

  const expected: RecommendedAction = level === 'high' ? 'auto_accept' : level === 'medium' ? 'review' : 'provide_more_detail';
  check(contractStatus === 'draft' && attemptId.length > 0 && score >= 0 && score <= 1 && action === expected, `confidence ${level} → ${action}`);
  check(maxAttempts === 3 && retryCount === attemptNumber - 1 && attemptCount === attemptNumber && runCount === 1, 'attempts');
  check(retryAvailable === (level === 'low' && attemptNumber < maxAttempts) && (level === 'low') === (retryReason !== null), 'retry_available / retry_reason');
  check(reasoning.length > 0 && notes.length > 0 && billable === 'customs_optimization' && (hsCode === null || hsCode.length > 0), 'optimize texts');
  check(signals.includes('classification_ready') === (level === 'high' && !o.compliance_flags.some((f) => f.severity === 'error')), 'classification_ready');
  return { runId, level, retryAvailable, attempt: attemptNumber };
}

/** @operation POST /api/customs/optimize */
async function optimize(api: Api, accountId: string): Promise<{ confident: string; vague: string }> {
  const tee = { product_name: "Men's cotton T-shirt", description: 'Knitted T-shirt, 100% cotton', country_of_origin: 'CA', value: 12.5, materials: ['cotton'], category: 'apparel', account_id: accountId };
  const { data } = await ok(api.POST('/api/customs/optimize', { body: tee, params: { header: { 'Idempotency-Key': `optimize-${accountId}` } } }), 200, 'optimize');
  const confident = readOptimization(data);

  // Low confidence: retried within the run until max_attempts, then 409 OPTIMIZER_MAX_ATTEMPTS_REACHED.
  const vague = { product_name: 'Gift', description: 'assorted items', country_of_origin: 'CA', value: 20 };
  const { data: firstTry } = await ok(api.POST('/api/customs/optimize', { body: vague }), 200, 'optimize a vague product');
  const run = readOptimization(firstTry);
  check(run.level === 'low' && run.retryAvailable, `a vague product is low confidence (${run.level})`);
  for (let attempt = 2; attempt <= 3; attempt++) {
    const { data: retried } = await ok(api.POST('/api/customs/optimize', { body: { ...vague, optimizer_run_id: run.runId } }), 200, `optimize attempt ${attempt}`);
    const again = readOptimization(retried);
    check(again.runId === run.runId && again.attempt === attempt, `attempt ${attempt} of the run`);
  }
  await fails(api.POST('/api/customs/optimize', { body: { ...vague, optimizer_run_id: run.runId } }), 409, 'OPTIMIZER_MAX_ATTEMPTS_REACHED', 'a fourth attempt');
  return { confident: confident.runId, vague: run.runId };
}

/** @operation POST /api/customs/optimize/batch */
async function optimizeBatch(api: Api, accountId: string): Promise<string> {
  const items = [
    { product_name: 'Cotton T-shirt', description: "Men's knitted T-shirt", country_of_origin: 'CA', value: 12.5, materials: ['cotton'] },
    { product_name: 'Leather wallet', description: 'Bifold wallet of cowhide leather', country_of_origin: 'IT', value: 40, materials: ['leather'] },
  ];
  const { data } = await ok(api.POST('/api/customs/optimize/batch', { body: { account_id: accountId, items }, params: { header: { 'Idempotency-Key': `optimize-batch-${accountId}` } } }), 202, 'optimize batch');
  const contractStatus: 'draft' = data.contract_status;
  const id: string = data.optimizer_batch_run_id;
  const status: 'running' = data.status;
  const itemCount: number = data.item_count;
  const chunkSize: number = data.chunk_size;
  const maxItems: number = data.max_items;
  const statusUrl: string = data.status_url;
  check(contractStatus === 'draft' && status === 'running' && itemCount === 2 && chunkSize === 50 && maxItems === 500 && statusUrl.endsWith(id), 'batch run answer');
  return id;
}

type OptimizationRun = paths['/api/customs/optimizations/{id}']['get']['responses'][200]['content']['application/json'];

/**
 * @operation GET /api/customs/optimizations/{id} (answer)
 * README: a run (`kind: "single"`: attempts, merge reports, metering events) or a batch run (`kind: "batch"`).
 */
function readRun(run: OptimizationRun): { kind: 'single' | 'batch'; status: string; items: number } {
  const runId: string = run.optimizer_run_id;
  const createdAt: string = run.created_at;
  const updatedAt: string = run.updated_at;
  check(runId.length > 0 && createdAt.length > 0 && updatedAt.length > 0, 'run ids');
  if (run.kind === 'single') {
    const attemptCount: number = run.attempt_count;
    const maxAttempts: number = run.max_attempts;
    for (const a of run.attempts) {
      const attemptId: string = a.optimizer_attempt_id;
      const attemptNumber: number = a.attempt_number;
      const hsCode: string | null = exactly<string | null>()(a.hs_code);
      const score: number = a.confidence_score;
      const level: ConfidenceLevel = oneOf<ConfidenceLevel>()(a.confidence_level);
      const action: RecommendedAction = oneOf<RecommendedAction>()(a.recommended_action);
      a.compliance_flags.forEach(readFlag);
      readMergeReport(a.merge_report);
      const created: string = a.created_at;
      check(attemptId.length > 0 && attemptNumber >= 1 && hsCode !== '' && score >= 0 && level.length > 0 && action.length > 0 && created.length > 0, 'attempt');
    }
    const billable: 'customs_optimization' = run.metering.billable_event_type;
    const runCount: number = run.metering.optimizer_run_count;
    const meteredAttempts: number = run.metering.optimizer_attempt_count;
    for (const m of run.metering.events) {
      const id: string = m.id;
      const type: 'customs_optimization' = m.billable_event_type;
      const attemptId: string = m.optimizer_attempt_id;
      const created: string = m.created_at;
      check(id.length > 0 && type === billable && attemptId.length > 0 && created.length > 0, 'metering event');
    }
    check(attemptCount === run.attempts.length && maxAttempts === 3 && runCount === 1 && meteredAttempts === attemptCount && run.metering.events.length === attemptCount, 'single run counts');
    return { kind: 'single', status: 'completed', items: 0 };
  }
  const kind: 'batch' = run.kind;
  const status: BatchRunStatus = oneOf<BatchRunStatus>()(run.status);
  const itemCount: number = run.item_count;
  const completedCount: number = run.completed_count;
  const failureReason: string | null = exactly<string | null>()(run.failure_reason);
  for (const item of run.items) {
    const index: number = item.item_index;
    const itemRunId: string = item.optimizer_run_id;
    const attemptId: string = item.optimizer_attempt_id;
    const hsCode: string | null = exactly<string | null>()(item.hs_code);
    const score: number = item.confidence_score;
    const level: ConfidenceLevel = oneOf<ConfidenceLevel>()(item.confidence_level);
    const action: RecommendedAction = oneOf<RecommendedAction>()(item.recommended_action);
    item.compliance_flags.forEach(readFlag);
    readMergeReport(item.merge_report);
    const meteringEventId: string = item.metering_event_id;
    check(index >= 0 && itemRunId.length > 0 && attemptId.length > 0 && hsCode !== '' && score >= 0 && level.length > 0 && action.length > 0 && meteringEventId.length > 0, 'batch item');
  }
  const billable: 'customs_optimization' = run.metering.billable_event_type;
  const runCount: number = run.metering.optimizer_run_count;
  const attemptCount: number = run.metering.optimizer_attempt_count;
  check(kind === 'batch' && completedCount === run.items.length && runCount === completedCount && attemptCount === completedCount && billable === 'customs_optimization', 'batch run counts');
  check((status === 'failed') === (failureReason !== null), 'failure_reason only when failed');
  return { kind, status, items: itemCount };
}

/** @operation GET /api/customs/optimizations/{id} */
async function getOptimization(api: Api, id: string, until: (run: ReturnType<typeof readRun>) => boolean = () => true): Promise<ReturnType<typeof readRun>> {
  const deadline = Date.now() + 30_000;
  for (let delay = 200; ; delay = Math.min(delay * 2, 2000)) {
    const { data } = await ok(api.GET('/api/customs/optimizations/{id}', { params: { path: { id } } }), 200, 'get an optimization');
    const run = readRun(data);
    if (until(run)) return run;
    if (Date.now() > deadline) throw new Error(`scenario: optimization ${id} did not finish: ${JSON.stringify(data)}`);
    await sleep(delay);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Events and webhooks.
// ---------------------------------------------------------------------------------------------------------

/**
 * @operation Event (GET /api/events, inspect's events)
 * An event's payload by type (README "Event catalogue").
 */
function readEvent(event: ApiEvent): EventType {
  const id: string = event.id;
  const createdAt: string = event.created_at;
  check(id.length > 0 && createdAt.length > 0, 'event');
  return readPayload(event.type, event);
}

/**
 * @operation Event payloads (GET /api/events, inspect, webhooks)
 * Both an event (`payload`) and a delivery (`data`) carry the same object; one reader for both.
 */
function readPayload(type: EventType, event: ApiEvent): EventType {
  switch (event.type) {
    case 'export.planned':
    case 'export.replanned': {
      const p = event.payload;
      const batchId: string = p.batchId;
      const revision: number = p.planRevision;
      const planHash: string = p.planHash;
      const readiness: Readiness = oneOf<Readiness>()(p.readinessState);
      const score: number = p.complianceScore;
      const destination: string = p.destinationCountry;
      const orderIds: readonly string[] = p.orderIds;
      check(batchId.length > 0 && revision >= 1 && (revision === 1) === (event.type === 'export.planned') && planHash.length === 64, 'export.planned');
      check(readiness.length > 0 && score >= 0 && destination.length === 2 && orderIds.length > 0, 'export.planned plan');
      break;
    }
    case 'export.executed': {
      const p = event.payload;
      const batchId: string = p.batchId;
      const packageId: string = p.customsPackageId;
      const packageNumber: string | undefined = p.packageNumber;
      const planHash: string = p.planHash;
      check(batchId.length > 0 && packageId.length > 0 && packageNumber !== '' && planHash.length === 64, 'export.executed');
      break;
    }
    case 'export.expired': {
      const batchId: string = event.payload.batchId;
      check(batchId.length > 0, 'export.expired');
      break;
    }
    case 'broker_submission.sent':
    case 'broker_submission.failed': {
      const p = event.payload;
      const batchId: string = p.batchId;
      const submissionId: string = p.submissionId;
      const recipient: string | undefined = p.recipientEmail;
      const attempts: number = p.attempts;
      const error: string | null | undefined = p.error;
      check(batchId.length > 0 && submissionId.length > 0 && recipient !== '' && attempts >= 1, 'broker_submission');
      check(event.type === 'broker_submission.sent' ? error === null || error === undefined : typeof error === 'string' || error === undefined, `${event.type} error`);
      break;
    }
    case 'customs_optimization.batch_completed': {
      const p = event.payload;
      const optimizationId: string = p.optimizationId;
      const status: 'completed' | 'failed' = oneOf<'completed', 'completed' | 'failed'>()(p.status);
      const itemCount: number = p.itemCount;
      const failureReason: string | null = oneOf<null, string | null>()(p.failureReason);
      check(optimizationId.length > 0 && status === 'completed' && itemCount >= 1 && failureReason === null, 'batch_completed');
      break;
    }
    case 'customs_optimization.batch_failed': {
      const p = event.payload;
      const optimizationId: string = p.optimizationId;
      const status: 'completed' | 'failed' = oneOf<'failed', 'completed' | 'failed'>()(p.status);
      const itemCount: number = p.itemCount;
      const failureReason: string | null = oneOf<string, string | null>()(p.failureReason);
      check(optimizationId.length > 0 && status === 'failed' && itemCount >= 1 && failureReason !== null, 'batch_failed');
      break;
    }
    default: {
      const undocumented: never = event;
      throw new Error(`scenario: undocumented event ${JSON.stringify(undocumented)}`);
    }
  }
  return oneOf<EventType>()(type);
}

type ExportSummary = paths['/api/exports']['get']['responses'][200]['content']['application/json']['data'][number];

/**
 * @operation ExportSummary (GET /api/exports items, GET /api/orders/{id} batches)
 * A batch as lists show it (README "Lists"): enough to reconcile, and the path of its full view.
 */
function readSummary(b: ExportSummary): { exportId: string; state: string; submission: SubmissionStatus | null; inspectUrl: string } {
  const exportId: string = b.exportId;
  const state: 'BATCHED' | 'EXECUTING' | 'COMPLETED' | 'EXPIRED' = exactly<'BATCHED' | 'EXECUTING' | 'COMPLETED' | 'EXPIRED'>()(b.state);
  const readiness: Readiness = exactly<Readiness>()(b.readinessState);
  const orderIds: string[] = b.included_order_ids;
  const packageId: string | null = exactly<string | null>()(b.customs_package_id);
  const submission: SubmissionStatus | null = exactly<SubmissionStatus | null>()(b.brokerSubmissionStatus);
  const executedAt: string | null = exactly<string | null>()(b.executedAt);
  check(b.batch_id === exportId && b.status === state && orderIds.length > 0 && readiness.length > 0, 'summary fields');
  check((packageId === null) === (executedAt === null), 'a package once executed');
  return { exportId, state, submission, inspectUrl: b.inspectUrl };
}

/** @operation GET /api/exports */
async function listExports(api: Api, executedBatchId: string): Promise<void> {
  const { data } = await ok(api.GET('/api/exports', { params: { query: { state: 'COMPLETED', brokerSubmissionStatus: 'sent', limit: 200 } } }), 200, 'completed batches');
  const found = data.data.map(readSummary).find((b) => b.exportId === executedBatchId);
  check(found !== undefined && found.inspectUrl === `/api/exports/${executedBatchId}`, 'the executed batch is listed');
  const nextCursor: string | null = exactly<string | null>()(data.nextCursor);
  check(nextCursor === null, 'one page');
  const { data: past } = await ok(api.GET('/api/exports', { params: { query: { cursor: 'exp_not_a_batch' } } }), 200, 'a cursor naming nothing');
  check(past.data.length === 0 && past.nextCursor === null, 'an empty last page');
}

/** @operation GET /api/orders */
async function listOrders(api: Api, externalId: string): Promise<string> {
  const { data } = await ok(api.GET('/api/orders', { params: { query: { externalId } } }), 200, 'an order by externalId');
  const order = first(data.data, 'orders by externalId');
  check(data.data.length === 1 && order.externalId === externalId, 'one order');
  return order.id;
}

/** @operation GET /api/orders/{id} */
async function getOrder(api: Api, id: string, batchId: string): Promise<void> {
  const { data } = await ok(api.GET('/api/orders/{id}', { params: { path: { id } } }), 200, 'an order and its batches');
  check(data.id === id && data.batches.map(readSummary).some((b) => b.exportId === batchId), 'the batch that includes it');
  await fails(api.GET('/api/orders/{id}', { params: { path: { id: 'ord_does_not_exist' } } }), 404, 'NOT_FOUND', 'an unknown order');
}

/** @operation GET /api/exports/{id}/broker-email */
async function keptBrokerEmail(api: Api, liveBatchId: string): Promise<void> {
  // A live batch's e-mail was sent, not kept (test keys only keep theirs).
  await fails(api.GET('/api/exports/{id}/broker-email', { params: { path: { id: liveBatchId } }, parseAs: 'text' }), 404, 'NOT_FOUND', 'no kept e-mail for a live batch');
}

/** @operation GET /api/events */
async function listEvents(api: Api, batchId: string): Promise<{ types: EventType[]; executedEventId: string }> {
  const { data: planned } = await ok(api.GET('/api/events', { params: { query: { type: 'export.planned', limit: 10 } } }), 200, 'events of a type');
  check(planned.data.every((e) => readEvent(e) === 'export.planned'), 'type filter');
  // A batch's events, newest first, one page at a time.
  const types: EventType[] = [];
  let executedEventId: string | undefined;
  let cursor: string | undefined;
  for (let page = 0; page < 10; page++) {
    const { data } = await ok(api.GET('/api/events', { params: { query: { batchId, limit: 1, ...(cursor === undefined ? {} : { cursor }) } } }), 200, 'events of a batch');
    for (const e of data.data) {
      types.push(readEvent(e));
      if (e.type === 'export.executed') executedEventId = e.id;
    }
    const next: string | null = exactly<string | null>()(data.nextCursor);
    if (next === null) break;
    cursor = next;
  }
  if (executedEventId === undefined) throw new Error(`scenario: no export.executed event for ${batchId}: ${types.join(', ')}`);
  return { types, executedEventId };
}

type Endpoint = paths['/api/webhook-endpoints/{id}']['get']['responses'][200]['content']['application/json'];

/**
 * @operation WebhookEndpoint (every /api/webhook-endpoints answer)
 * The endpoint's fields (README "Subscribe"): never its secret.
 */
function readEndpoint(e: Endpoint): { id: string; status: EndpointStatus; disabledReason: KnownDisabledReason; eventTypes: Array<EventType | '*'> } {
  const id: string = e.id;
  const accountId: string = e.accountId;
  const url: string = e.url;
  const eventTypes: Array<EventType | '*'> = e.eventTypes.map((t) => oneOf<EventType | '*'>()(t));
  const status: EndpointStatus = oneOf<EndpointStatus>()(e.status);
  const disabledReason: KnownDisabledReason = oneOf<DisabledReason, KnownDisabledReason>()(e.disabledReason);
  const description: string | null = exactly<string | null>()(e.description);
  const createdAt: string = e.createdAt;
  const updatedAt: string = e.updatedAt;
  check(id.startsWith('whe_') && accountId.length > 0 && url.length > 0 && description !== '' && createdAt.length > 0 && updatedAt.length > 0, 'endpoint fields');
  check((status === 'enabled') === (disabledReason === null), 'disabledReason only when disabled');
  return { id, status, disabledReason, eventTypes };
}

/** @operation POST /api/webhook-endpoints */
async function createEndpoint(api: Api, accountId: string, url: string): Promise<string> {
  const eventTypes: EventType[] = ['export.planned', 'export.executed', 'broker_submission.sent', 'broker_submission.failed'];
  const { data } = await ok(
    api.POST('/api/webhook-endpoints', { body: { accountId, url, eventTypes, description: 'typed client' }, params: { header: { 'Idempotency-Key': `hooks-${accountId}` } } }),
    201,
    'create a webhook endpoint',
  );
  const endpoint = readEndpoint(data);
  const secret: string = data.secret;
  check(secret.startsWith('whsec_') && endpoint.status === 'enabled' && endpoint.eventTypes.join() === [...eventTypes].sort().join(), 'endpoint created');
  return endpoint.id;
}

/** @operation GET /api/webhook-endpoints */
async function listEndpoints(api: Api, id: string): Promise<void> {
  const { data } = await ok(api.GET('/api/webhook-endpoints', { params: { query: { limit: 10 } } }), 200, 'list endpoints');
  check(data.data.map(readEndpoint).some((e) => e.id === id), 'the endpoint is listed');
  const next: string | null = exactly<string | null>()(data.nextCursor);
  check(next === null, 'one page');
}

/** @operation GET /api/webhook-endpoints/{id} */
async function getEndpoint(api: Api, id: string): Promise<void> {
  const { data } = await ok(api.GET('/api/webhook-endpoints/{id}', { params: { path: { id } } }), 200, 'get an endpoint');
  check(readEndpoint(data).id === id, 'the endpoint');
}

/** @operation PATCH /api/webhook-endpoints/{id} */
async function patchEndpoint(api: Api, accountId: string, id: string, change: { status?: EndpointStatus; eventTypes?: Array<EventType | '*'>; description?: string | null }): Promise<ReturnType<typeof readEndpoint>> {
  const { data } = await ok(api.PATCH('/api/webhook-endpoints/{id}', { params: { path: { id } }, body: { accountId, ...change } }), 200, 'patch an endpoint');
  return readEndpoint(data);
}

/** @operation POST /api/webhook-endpoints/{id}/rotate-secret */
async function rotateSecret(api: Api, id: string): Promise<void> {
  const { data } = await ok(api.POST('/api/webhook-endpoints/{id}/rotate-secret', { params: { path: { id } } }), 200, 'rotate the secret');
  readEndpoint(data);
  const secret: string = data.secret;
  const previousExpiresAt: string = data.previousSecretExpiresAt;
  check(secret.startsWith('whsec_') && Date.parse(previousExpiresAt) > Date.now(), 'rotated secret');
}

/** @operation DELETE /api/webhook-endpoints/{id} */
async function deleteEndpoint(api: Api, id: string): Promise<void> {
  const { data } = await ok(api.DELETE('/api/webhook-endpoints/{id}', { params: { path: { id } } }), 200, 'delete an endpoint');
  readEndpoint(data);
  const deleted: true = data.deleted;
  check(deleted, 'deleted: true');
  await fails(api.GET('/api/webhook-endpoints/{id}', { params: { path: { id } } }), 404, 'NOT_FOUND', 'a deleted endpoint');
}

/** @operation GET /api/webhook-endpoints/{id}/deliveries */
async function listDeliveries(api: Api, id: string, eventId: string, types: readonly EventType[]): Promise<number> {
  // Until the event and one event of each type were delivered (before the endpoint is deleted).
  const deadline = Date.now() + 30_000;
  for (let delay = 200; ; delay = Math.min(delay * 2, 2000)) {
    const { data } = await ok(api.GET('/api/webhook-endpoints/{id}/deliveries', { params: { path: { id }, query: { limit: 200 } } }), 200, 'list deliveries');
    const delivered = new Set<string>();
    for (const d of data.data) {
      const deliveryId: string = d.deliveryId;
      const event: string = d.eventId;
      const type: EventType = oneOf<EventType>()(d.eventType);
      const attempt: number = d.attempt;
      const status: DeliveryStatus = oneOf<DeliveryStatus>()(d.status);
      const statusCode: number | null = exactly<number | null>()(d.statusCode);
      const error: string | null = exactly<string | null>()(d.error);
      const durationMs: number = d.durationMs;
      const nextAttemptAt: string | null = exactly<string | null>()(d.nextAttemptAt);
      const createdAt: string = d.createdAt;
      check(deliveryId.length > 0 && attempt >= 1 && durationMs >= 0 && createdAt.length > 0, 'delivery fields');
      check((status === 'retrying') === (nextAttemptAt !== null) && (status !== 'succeeded' || (statusCode !== null && error === null)), `delivery ${JSON.stringify(d)}`);
      if (status === 'succeeded') delivered.add(event).add(type);
    }
    const next: string | null = exactly<string | null>()(data.nextCursor);
    if (delivered.has(eventId) && types.every((t) => delivered.has(t))) return data.data.length + (next === null ? 0 : 1);
    if (Date.now() > deadline) throw new Error(`scenario: not every delivery succeeded: ${JSON.stringify(data)}`);
    await sleep(delay);
  }
}

/** @operation POST /api/events/{id}/redeliver */
async function redeliver(api: Api, accountId: string, eventId: string, endpointId: string): Promise<void> {
  const { data } = await ok(
    api.POST('/api/events/{id}/redeliver', { params: { path: { id: eventId }, header: { 'Idempotency-Key': `redeliver-${eventId}` } }, body: { accountId, endpointId } }),
    202,
    'redeliver',
  );
  const redelivered: string = data.eventId;
  for (const d of data.deliveries) {
    const id: string = d.id;
    const endpoint: string = d.endpointId;
    const status: 'pending' = d.status;
    check(id.length > 0 && endpoint === endpointId && status === 'pending', 'redelivery');
  }
  check(redelivered === eventId && data.deliveries.length === 1, 'one redelivery');
}

/** @operation POST /api/events/{id}/redeliver (a disabled endpoint) */
async function redeliverDisabled(api: Api, accountId: string, eventId: string, endpointId: string): Promise<void> {
  const refused = await fails(api.POST('/api/events/{id}/redeliver', { params: { path: { id: eventId } }, body: { accountId, endpointId } }), 409, 'WEBHOOK_ENDPOINT_DISABLED', 'redeliver to a disabled endpoint');
  check(refused.error.errorCode === 'WEBHOOK_ENDPOINT_DISABLED' && refused.error.details.endpointId === endpointId, 'the disabled endpoint');
}

/** What a receiver gets (README "What a delivery looks like"), by type: the `webhooks` of the document. */
export type Delivery = { [T in keyof webhooks]: webhooks[T]['post']['requestBody']['content']['application/json'] }[keyof webhooks];
/** Its headers (README "What a delivery looks like"), the same for every type. */
export type DeliveryHeaders = webhooks[keyof webhooks]['post']['parameters']['header'];

/**
 * @operation webhooks (deliveries)
 * A receiver's handler: `{id, type, created_at, data}`, `data` being the event's payload. Returns the type.
 */
export function onDelivery(delivery: Delivery, headers: DeliveryHeaders): EventType {
  // Deduplicate on webhook-id (the event's ID); verify webhook-signature over webhook-timestamp and the body.
  const webhookId: string = headers['webhook-id'];
  const timestamp: string = headers['webhook-timestamp'];
  const signature: string = headers['webhook-signature'];
  check(webhookId === delivery.id && /^[0-9]+$/.test(timestamp) && signature.startsWith('v1,'), 'delivery headers');
  const id: string = delivery.id;
  const createdAt: string = delivery.created_at;
  check(id.startsWith('evt_') && createdAt.length > 0, 'delivery envelope');
  // The same object GET /api/events lists as `payload`.
  switch (delivery.type) {
    case 'export.planned':
    case 'export.replanned':
      return readPayload(delivery.type, { id, type: delivery.type, created_at: createdAt, payload: delivery.data });
    case 'export.executed':
      return readPayload(delivery.type, { id, type: delivery.type, created_at: createdAt, payload: delivery.data });
    case 'export.expired':
      return readPayload(delivery.type, { id, type: delivery.type, created_at: createdAt, payload: delivery.data });
    case 'broker_submission.sent':
    case 'broker_submission.failed':
      return readPayload(delivery.type, { id, type: delivery.type, created_at: createdAt, payload: delivery.data });
    case 'customs_optimization.batch_completed':
    case 'customs_optimization.batch_failed':
      return readPayload(delivery.type, { id, type: delivery.type, created_at: createdAt, payload: delivery.data });
    default: {
      const undocumented: never = delivery;
      throw new Error(`scenario: undocumented delivery ${JSON.stringify(undocumented)}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// The whole integration.
// ---------------------------------------------------------------------------------------------------------

export interface ScenarioOptions {
  baseUrl: string;
  adminToken: string;
  /** A receiver that answers 2xx to every delivery. */
  receiverUrl: string;
  /** A broker address the mail server refuses (SMTP 5xx) the first time only. */
  refusedOnceBrokerEmail: string;
  /** The service's METRICS_TOKEN. */
  metricsToken: string;
  /** Makes the account ID unique in the run's database. */
  suffix: string;
}

export interface ScenarioResult {
  accountId: string;
  batchId: string;
  retriedBatchId: string;
  blockedBatchId: string;
  endpointId: string;
  events: EventType[];
  steps: string[];
}

export async function run(opts: ScenarioOptions): Promise<ScenarioResult> {
  const steps: string[] = [];
  const step = (s: string) => void steps.push(s);
  const anonymous = createClient<paths>({ baseUrl: opts.baseUrl });
  const admin = createClient<paths>({ baseUrl: opts.baseUrl, headers: { Authorization: `Bearer ${opts.adminToken}` } });

  await health(anonymous);
  await metrics(opts.baseUrl, anonymous, opts.metricsToken);
  step('healthz and metrics');

  const accountId = await createAccount(admin, anonymous, `acct_typed_${opts.suffix}`);
  const otherAccountId = await createAccount(admin, anonymous, `acct_other_${opts.suffix}`);
  await setExporter(admin, accountId);
  await getAccount(admin, accountId);
  const key = await issueKey(admin, accountId);
  await revokeKey(admin, opts.baseUrl, await issueKey(admin, accountId), accountId);
  const tenant: Tenant = {
    accountId,
    apiKey: key.apiKey,
    warehouseId: await createWarehouse(admin, accountId),
    brokerId: await createBroker(admin, accountId, `entries+${opts.suffix}@northline.example`, 'partner_integrated'),
    refusingBrokerId: await createBroker(admin, accountId, opts.refusedOnceBrokerEmail, 'byob_supported'),
  };
  step('admin: accounts, keys, warehouse, brokers');

  const api = createClient<paths>({ baseUrl: opts.baseUrl, headers: { Authorization: `Bearer ${tenant.apiKey}` } });
  const endpointId = await createEndpoint(api, accountId, opts.receiverUrl);
  await listEndpoints(api, endpointId);
  await getEndpoint(api, endpointId);
  const everything = await patchEndpoint(api, accountId, endpointId, { eventTypes: ['*'], description: null });
  check(everything.eventTypes.join() === '*', 'eventTypes ["*"]');
  step('webhook endpoint subscribed');

  const products = await syncProducts(api, accountId, otherAccountId);
  check((await listProducts(api)) === 3, 'three products listed');
  await getProduct(api, products.ready);
  const orders = await syncOrders(api, accountId, products);
  step('products and orders synced');

  const base = { accountId, warehouseId: tenant.warehouseId };
  const main = await plan(api, { ...base, brokerId: tenant.brokerId, orderIds: [orders.main] }, `plan-${orders.main}`);
  check(main.readiness === 'READY', `the main plan is ${main.readiness}`);
  await planErrors(api, { ...base, brokerId: tenant.brokerId, orderIds: [orders.main] });
  const blocked = await plan(api, { ...base, brokerId: tenant.brokerId, orderIds: [orders.blocked] }, `plan-${orders.blocked}`);
  check(blocked.readiness === 'BLOCKED', `the incomplete product's plan is ${blocked.readiness}`);
  const refused = await plan(api, { ...base, brokerId: tenant.refusingBrokerId, orderIds: [orders.refused] }, `plan-${orders.refused}`);
  step('planned (and dry runs)');

  const executed = await execute(api, accountId, main.batchId);
  const settled = await inspect(api, main.batchId, (v) => v.submission !== 'pending');
  check(settled.state === 'COMPLETED' && settled.submission === 'sent' && settled.packageState === 'sent_to_broker' && settled.next === 'await_broker_clearance', `main batch ${JSON.stringify(settled)}`);
  check(settled.events.join() === 'export.planned,export.executed,broker_submission.sent', `events ${settled.events.join()}`);
  for (const filename of executed.artifacts) await download(api, main.batchId, filename);
  await executeBlocked(api, accountId, blocked.batchId);
  const blockedView = await inspect(api, blocked.batchId);
  check(blockedView.state === 'BATCHED' && blockedView.next === 'fix_blocking_issues' && blockedView.submission === null, 'the blocked batch waits');
  step('executed, inspected, artifacts downloaded');

  const failing = await execute(api, accountId, refused.batchId);
  const failed = await inspect(api, refused.batchId, (v) => v.submission !== 'pending');
  check(failing.submission !== 'sent' && failed.submission === 'failed' && failed.next === 'contact_broker' && failed.packageState === 'submission_failed', `refused batch ${JSON.stringify(failed)}`);
  await retrySubmission(api, accountId, refused.batchId);
  const resent = await inspect(api, refused.batchId, (v) => v.submission === 'sent');
  check(resent.packageState === 'sent_to_broker', 'the package follows the submission');
  await retryRefused(api, accountId, refused.batchId);
  step('broker submission refused, retried, sent');

  const single = await optimize(api, accountId);
  check((await getOptimization(api, single.vague)).kind === 'single', 'a single run');
  await getOptimization(api, single.confident);
  const batchRun = await optimizeBatch(api, accountId);
  const finished = await getOptimization(api, batchRun, (r) => r.status !== 'running');
  check(finished.kind === 'batch' && finished.status === 'completed' && finished.items === 2, `batch run ${JSON.stringify(finished)}`);
  step('customs optimize: single, retries, batch');

  await listExports(api, main.batchId);
  await getOrder(api, await listOrders(api, 'order-5001'), main.batchId);
  await keptBrokerEmail(api, main.batchId);
  const events = await listEvents(api, main.batchId);
  await listDeliveries(api, endpointId, events.executedEventId, [
    'export.planned',
    'export.executed',
    'broker_submission.failed',
    'broker_submission.sent',
    'customs_optimization.batch_completed',
  ]);
  await redeliver(api, accountId, events.executedEventId, endpointId);
  await rotateSecret(api, endpointId);
  const disabled = await patchEndpoint(api, accountId, endpointId, { status: 'disabled' });
  check(disabled.status === 'disabled' && disabled.disabledReason !== null, 'disabled');
  await redeliverDisabled(api, accountId, events.executedEventId, endpointId);
  const enabled = await patchEndpoint(api, accountId, endpointId, { status: 'enabled', description: 'typed client again' });
  check(enabled.status === 'enabled' && enabled.disabledReason === null, 'enabled again');
  await deleteEndpoint(api, endpointId);
  step('events, deliveries, redelivery, secret rotation, endpoint lifecycle');

  return { accountId, batchId: main.batchId, retriedBatchId: refused.batchId, blockedBatchId: blocked.batchId, endpointId, events: events.types, steps };
}
