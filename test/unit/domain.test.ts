import { canonicalJson, fingerprint } from '../../domain/canonical';
import { isCountryCode } from '../../domain/countries';
import { isWellFormedHsCode, normalizeHsCode } from '../../domain/hs-code';
import { hasAtMostDecimals, lineTotalsUsd } from '../../domain/money';
import { computeComplianceProfile } from '../../domain/product-compliance';
import { batchNextAction, type SubmissionRecord } from '../../domain/export-views';
import { ConfigError, loadConfig } from '../../runtime/config';

describe('order totals', () => {
  it('sums quantity x unit value to the cent without float drift', () => {
    expect(lineTotalsUsd([{ quantity: 3, unitValueUsd: 19.99 }])).toBe(59.97);
    expect(lineTotalsUsd([{ quantity: 10, unitValueUsd: 0.1 }, { quantity: 1, unitValueUsd: 0.2 }])).toBe(1.2);
    // 0.1 + 0.2 in floating point is 0.30000000000000004
    expect(lineTotalsUsd([{ quantity: 1, unitValueUsd: 0.1 }, { quantity: 1, unitValueUsd: 0.2 }])).toBe(0.3);
  });
  it('rounds half up at the cent', () => {
    expect(lineTotalsUsd([{ quantity: 1, unitValueUsd: 0.005 }])).toBe(0.01);
    expect(lineTotalsUsd([{ quantity: 3, unitValueUsd: 0.3333 }])).toBe(1);
    expect(lineTotalsUsd([{ quantity: 1.5, unitValueUsd: 2.0001 }])).toBe(3);
  });
  it('is 0 for free items', () => {
    expect(lineTotalsUsd([{ quantity: 2, unitValueUsd: 0 }])).toBe(0);
  });
  it('checks decimal places', () => {
    expect(hasAtMostDecimals(19.99, 2)).toBe(true);
    expect(hasAtMostDecimals(19.999, 2)).toBe(false);
  });
});

describe('HS codes', () => {
  it.each(['6109.10', '610910', '6109.10.0012', '6109 10 00', '01012100'])('accepts %s', (c) => expect(isWellFormedHsCode(c)).toBe(true));
  it.each(['61', '6109', '6109.1', 'abcdef', '7700.00', '9900.00', '0000.00', '61091000123'])('rejects %s', (c) =>
    expect(isWellFormedHsCode(c)).toBe(false));
  it('normalizes separators', () => expect(normalizeHsCode('6109.10-00')).toBe('61091000'));
});

describe('countries', () => {
  it.each(['US', 'ca', 'DE', 'CN'])('%s is a country', (c) => expect(isCountryCode(c)).toBe(true));
  it.each(['XX', 'USA', 'U', '', 'ZZ', 12])('%s is not', (c) => expect(isCountryCode(c)).toBe(false));
});

describe('product compliance profile', () => {
  const complete = {
    name: 'Cotton T-shirt',
    description: 'Knitted T-shirt, 100% cotton',
    originCountry: 'CA',
    declaredValueUsd: 12.5,
    materials: ['cotton'],
    hsCode: '6109.10',
    weightKg: 0.2,
  };
  it('is READY when nothing is missing', () => {
    const p = computeComplianceProfile(complete);
    expect(p).toMatchObject({ readiness: 'READY', missingFields: [], issues: [], originCountryValid: true, hsCodeWellFormed: true });
  });
  it('is BLOCKED by an invalid or missing origin and by a zero value', () => {
    expect(computeComplianceProfile({ ...complete, originCountry: 'XX' }).issues.map((i) => i.code)).toEqual(['ORIGIN_COUNTRY_INVALID']);
    expect(computeComplianceProfile({ ...complete, originCountry: null })).toMatchObject({ readiness: 'BLOCKED', missingFields: ['originCountry'] });
    const zero = computeComplianceProfile({ ...complete, declaredValueUsd: 0 });
    expect(zero.readiness).toBe('BLOCKED');
    expect(zero.issues).toEqual([expect.objectContaining({ code: 'DECLARED_VALUE_ZERO', severity: 'error', field: 'declaredValueUsd' })]);
  });
  it('needs review when HS code, materials, description or weight are missing', () => {
    const p = computeComplianceProfile({ ...complete, hsCode: null, materials: [], description: '', weightKg: null });
    expect(p.readiness).toBe('REVIEW_REQUIRED');
    expect(p.missingFields).toEqual(['hsCode', 'materials', 'description', 'weightKg']);
    expect(p.issues.every((i) => i.severity === 'warning')).toBe(true);
    expect(computeComplianceProfile({ ...complete, hsCode: '12' }).issues.map((i) => i.code)).toEqual(['HS_CODE_MALFORMED']);
  });
});

describe('canonical JSON', () => {
  it('ignores key order and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
    expect(fingerprint({ x: 1, y: 2 })).toBe(fingerprint({ y: 2, x: 1 }));
    expect(fingerprint({ x: [1, 2] })).not.toBe(fingerprint({ x: [2, 1] }));
  });
});

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, embedded: true, seedDemo: true, temporal: { taskQueue: 'export-protocol', namespace: 'default' } });
    expect(c.idempotency.ttlHours).toBe(24);
  });
  it('names every bad value', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', IDEMPOTENCY_TTL_HOURS: '-1', LOG_LEVEL: 'loud' });
      throw new Error('expected a ConfigError');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const text = (err as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'IDEMPOTENCY_TTL_HOURS', 'LOG_LEVEL']) expect(text).toContain(name);
    }
  });
  it('is not embedded with DATABASE_URL and then does not seed a demo', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/x' })).toMatchObject({ embedded: false, seedDemo: false });
  });
});

describe('the batch next action inspect reports', () => {
  const sent: SubmissionRecord = { id: 's', submission_type: 'EMAIL', status: 'sent', recipient_email: 'b@x.example', subject: 's', sent_at: '2026-01-01T00:00:00.000Z', error_message: null, attempts: 1, last_error: null, next_attempt_at: null };
  it("is the plan's advice while BATCHED, then follows the lifecycle", () => {
    expect(batchNextAction('BATCHED', 'review_warnings_then_execute', null)).toBe('review_warnings_then_execute');
    expect(batchNextAction('EXECUTING', 'execute', null)).toBe('wait_for_execution');
    expect(batchNextAction('COMPLETED', 'execute', sent)).toBe('await_broker_clearance');
    expect(batchNextAction('COMPLETED', 'execute', { ...sent, status: 'failed', sent_at: null, error_message: '550' })).toBe('contact_broker');
    expect(batchNextAction('EXPIRED', 'execute', null)).toBe('plan_again');
  });
});
