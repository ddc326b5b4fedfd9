import { randomBytes } from 'node:crypto';
import * as optimizer from '../../db/optimizer';
import type { Service } from '../../runtime/service';
import { OPTIMIZE_BATCH_WORKFLOW, optimizeBatchWorkflowIdFor, type OptimizeBatchInput } from '../../workflows/definitions';
import { createTenant, http, startTestService, type Http, type Tenant } from '../helpers/stack';

let service: Service;
let api: Http;
let a: Tenant;
let b: Tenant;
const taskQueue = `test-customs-${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  service = await startTestService({ TEMPORAL_TASK_QUEUE: taskQueue });
  api = http(service.url);
  [a, b] = await Promise.all([createTenant(api, 'A'), createTenant(api, 'B')]);
});
afterAll(() => service?.stop());

const tee = {
  product_name: "Men's crew neck T-shirt",
  description: 'Short-sleeved knitted T-shirt, 100% cotton jersey',
  country_of_origin: 'PT',
  value: 14.5,
  materials: ['cotton'],
  category: 'apparel',
};

describe('POST /api/customs/optimize (draft preview)', () => {
  it('answers the full response contract and persists the run', async () => {
    const res = await api.post('/api/customs/optimize', { ...tee, account_id: a.accountId }, { key: a.apiKey });
    expect(res.status).toBe(200);
    const r = res.body;
    expect(r).toEqual({
      contract_status: 'draft',
      optimizer_run_id: expect.stringMatching(/^opt_/),
      optimizer_attempt_id: expect.stringMatching(/^oat_/),
      hs_code: expect.stringMatching(/^6109/),
      candidate_classifications: expect.any(Array),
      confidence_score: expect.any(Number),
      confidence_level: expect.stringMatching(/^(low|medium|high)$/),
      confidence_reasoning_summary: expect.any(String),
      recommended_action: expect.stringMatching(/^(auto_accept|review|provide_more_detail)$/),
      compliance_flags: expect.any(Array),
      merge_report: { normalized_fields: expect.any(Array), missing_fields: expect.any(Array), overrides_applied: expect.any(Array), notes: expect.any(Array) },
      attempt_number: 1,
      max_attempts: 3,
      retry_available: expect.any(Boolean),
      retry_count: 0,
      retry_reason: r.confidence_level === 'low' ? expect.any(String) : null,
      signals: expect.any(Array),
      notes: expect.any(String),
      metering: { billable_event_type: 'customs_optimization', optimizer_run_count: 1, optimizer_attempt_count: 1 },
    });
    expect(r.confidence_score).toBeGreaterThanOrEqual(0);
    expect(r.confidence_score).toBeLessThanOrEqual(1);
    for (const c of r.candidate_classifications) expect(c).toEqual({ hs_code: expect.any(String), support_score: expect.any(Number), rationale_summary: expect.any(String) });
    const stored = await api.get(`/api/customs/optimizations/${r.optimizer_run_id}`, { key: a.apiKey });
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ optimizer_run_id: r.optimizer_run_id, attempt_count: 1, max_attempts: 3, metering: { optimizer_attempt_count: 1 } });
    expect(stored.body.attempts[0]).toMatchObject({ optimizer_attempt_id: r.optimizer_attempt_id, attempt_number: 1, hs_code: r.hs_code, merge_report: r.merge_report });
    expect(stored.body.metering.events).toHaveLength(1);
    expect((await api.get(`/api/customs/optimizations/${r.optimizer_run_id}`, { key: b.apiKey })).status).toBe(404);
  });

  it('counts attempts of a run up to max_attempts, then answers 409', async () => {
    const vague = { product_name: 'Gift', description: 'gift', country_of_origin: 'CN', value: 10 };
    const first = (await api.post('/api/customs/optimize', vague, { key: a.apiKey })).body;
    expect(first.confidence_level).toBe('low');
    expect(first.retry_available).toBe(true);
    expect(first.compliance_flags.map((f: { code: string }) => f.code).join(' ')).toMatch(/VAGUE/);
    const second = (await api.post('/api/customs/optimize', { ...vague, optimizer_run_id: first.optimizer_run_id }, { key: a.apiKey })).body;
    expect(second).toMatchObject({ optimizer_run_id: first.optimizer_run_id, attempt_number: 2, retry_count: 1, retry_available: true, metering: { optimizer_attempt_count: 2 } });
    const third = (await api.post('/api/customs/optimize', { ...vague, optimizer_run_id: first.optimizer_run_id }, { key: a.apiKey })).body;
    expect(third).toMatchObject({ attempt_number: 3, retry_count: 2, retry_available: false, retry_reason: expect.stringContaining('3 attempts') });
    const fourth = await api.post('/api/customs/optimize', { ...vague, optimizer_run_id: first.optimizer_run_id }, { key: a.apiKey });
    expect(fourth).toMatchObject({ status: 409, body: { errorCode: 'OPTIMIZER_MAX_ATTEMPTS_REACHED', details: { attempt_count: 3, max_attempts: 3 } } });
    const otherAccount = await api.post('/api/customs/optimize', { ...vague, optimizer_run_id: first.optimizer_run_id }, { key: b.apiKey });
    expect(otherAccount.status).toBe(404);
  });

  it('answers the validation and scope errors', async () => {
    expect((await api.post('/api/customs/optimize', tee)).status).toBe(401);
    const scope = await api.post('/api/customs/optimize', { ...tee, account_id: a.accountId }, { key: b.apiKey });
    expect(scope).toMatchObject({ status: 403, body: { errorCode: 'INVALID_ACCOUNT_SCOPE', field: 'account_id', details: { apiKeyAccountId: b.accountId, payloadAccountId: a.accountId } } });
    const missing = await api.post('/api/customs/optimize', { ...tee, product_name: undefined }, { key: a.apiKey });
    expect(missing).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR', field: 'product_name' } });
    const badValue = await api.post('/api/customs/optimize', { ...tee, value: 'ten' }, { key: a.apiKey });
    expect(badValue).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR', field: 'value' } });
  });
});

describe('POST /api/customs/optimize/batch', () => {
  it('runs 120 products as one workflow (a chunk per activity) and reports the batch run', async () => {
    const items = Array.from({ length: 120 }, (_, i) => ({ ...tee, product_name: `${tee.product_name} #${i}` }));
    const res = await api.post('/api/customs/optimize/batch', { account_id: a.accountId, items }, { key: a.apiKey });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ contract_status: 'draft', optimizer_batch_run_id: expect.stringMatching(/^opt_/), status: 'running', item_count: 120 });
    const id = res.body.optimizer_batch_run_id;
    let run = (await api.get(`/api/customs/optimizations/${id}`, { key: a.apiKey })).body;
    for (let i = 0; i < 150 && run.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      run = (await api.get(`/api/customs/optimizations/${id}`, { key: a.apiKey })).body;
    }
    expect(run).toMatchObject({ optimizer_run_id: id, kind: 'batch', status: 'completed', item_count: 120, completed_count: 120, metering: { billable_event_type: 'customs_optimization', optimizer_run_count: 120, optimizer_attempt_count: 120 } });
    expect(run.items.map((x: { item_index: number }) => x.item_index)).toEqual(Array.from({ length: 120 }, (_, i) => i));
    expect(run.items.every((x: { hs_code: string }) => x.hs_code?.startsWith('6109'))).toBe(true);
    // Each item is an ordinary run of its own, readable (and retryable) by its id.
    const item = await api.get(`/api/customs/optimizations/${run.items[0].optimizer_run_id}`, { key: a.apiKey });
    expect(item.body).toMatchObject({ kind: 'single', attempt_count: 1 });
    expect((await api.get(`/api/customs/optimizations/${id}`, { key: b.apiKey })).status).toBe(404);
    // One activity per chunk of 50: the workflow's history shows three chunk activities.
    const history = await service.client.workflow.getHandle(`customs-optimize-${id}`).fetchHistory();
    const chunks = (history.events ?? []).filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'optimizeChunk');
    expect(chunks).toHaveLength(3);
  });

  it('a chunk that fails for good ends the run `failed`, keeping the items before it and a short reason', async () => {
    // Item 55 is one the classifier cannot take. The API validates what it stores, so the run is stored
    // and started here as the route does (same input, workflow and task queue), with the bad item in it.
    const items: Array<Record<string, unknown> | null> = Array.from({ length: 60 }, (_, i) => ({ ...tee, product_name: `${tee.product_name} #${i}` }));
    items[55] = null;
    const batch = await optimizer.createBatchRun(service.db, { accountId: a.accountId, environment: 'live' }, items as Array<Record<string, unknown>>);
    const input: OptimizeBatchInput = { batchRunId: batch.id, accountId: a.accountId, itemCount: items.length, chunkSize: 50 };
    const handle = await service.client.workflow.start(OPTIMIZE_BATCH_WORKFLOW, { workflowId: optimizeBatchWorkflowIdFor(batch.id), taskQueue, args: [input] });
    // The workflow fails with the chunk's failure (support sees it in Temporal) after marking the run.
    await expect(handle.result()).rejects.toThrow();

    const run = await api.get(`/api/customs/optimizations/${batch.id}`, { key: a.apiKey });
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ kind: 'batch', status: 'failed', item_count: 60, completed_count: 50, metering: { optimizer_run_count: 50 } });
    expect(run.body.items.map((x: { item_index: number }) => x.item_index)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    const stored = await optimizer.getBatchRun(service.db, { accountId: a.accountId, environment: 'live' }, batch.id);
    expect(stored?.run.failureReason).toMatch(/^chunk of items 50-59 failed \(OPTIMIZE_ITEM_UNCLASSIFIABLE, not retryable\): item 55 could not be classified: \S/);
    expect(stored?.run.failureReason).not.toMatch(/\n|\s+at \S+ \(|\.[jt]s:\d+/); // no stack
    expect(stored?.run.failureReason?.length).toBeLessThanOrEqual(500);
    expect(run.body.failure_reason).toBe(stored?.run.failureReason);

    // Not retryable: the failing chunk ran once; the patch marker and the marking activity are in the history.
    const history = await handle.fetchHistory();
    const events = history.events ?? [];
    expect(events.filter((e) => e.activityTaskStartedEventAttributes).every((e) => e.activityTaskStartedEventAttributes?.attempt === 1)).toBe(true);
    expect(events.some((e) => e.markerRecordedEventAttributes?.markerName === 'core_patch')).toBe(true);
    const scheduled = events.map((e) => e.activityTaskScheduledEventAttributes?.activityType?.name).filter(Boolean);
    expect(scheduled).toEqual(['optimizeChunk', 'optimizeChunk', 'finishOptimizeBatch']);
  });

  it('validates the batch', async () => {
    const tooMany = await api.post('/api/customs/optimize/batch', { items: Array.from({ length: 501 }, () => tee) }, { key: a.apiKey });
    expect(tooMany).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR', field: 'items' } });
    const bad = await api.post('/api/customs/optimize/batch', { items: [tee, { ...tee, value: -1 }] }, { key: a.apiKey });
    expect(bad).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR', field: 'items.1.value' } });
    const scope = await api.post('/api/customs/optimize/batch', { account_id: a.accountId, items: [tee] }, { key: b.apiKey });
    expect(scope.status).toBe(403);
  });
});
