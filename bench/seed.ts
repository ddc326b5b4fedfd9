import type { Activities } from '../activities';
import type { ExecutionView, PlanView } from '../domain/export-views';
import { call } from './http';

/** What the benches drive: an account with a key, a warehouse, a broker, three products and five orders. */
export interface BenchAccount {
  acct: string;
  key: string;
  wh: string;
  broker: string;
  products: string[];
  seeded: string[];
}

/** Creates the account through the admin API and the catalogue through the public one, as integrators do. */
export async function seedBenchAccount(base: string, admin: string): Promise<BenchAccount> {
  const acct = (await call(base, 'POST', '/admin/accounts', { name: 'Bench Merchant' }, admin, 201)).id as string;
  const key = (await call(base, 'POST', `/admin/accounts/${acct}/api-keys`, {}, admin, 201)).apiKey as string;
  const wh = (await call(base, 'POST', `/admin/accounts/${acct}/warehouses`, { name: 'DC', country: 'CA', addressLine1: '1 Main St', city: 'Toronto', region: 'ON', postalCode: 'M5H 2N2' }, admin, 201)).id;
  const broker = (await call(base, 'POST', `/admin/accounts/${acct}/brokers`, { name: 'Broker', email: 'broker@bench.example', brokerPath: 'partner_integrated' }, admin, 201)).id;
  const products = (
    await call(base, 'POST', '/products/sync', {
      accountId: acct,
      items: Array.from({ length: 3 }, (_, i) => ({ externalId: `p${i}`, sku: `SKU${i}`, name: 'Cotton T-shirt', description: 'Knitted T-shirt, 100% cotton', originCountry: 'CA', declaredValueUsd: 12.5, materials: ['cotton'], hsCode: '6109.10', weightKg: 0.2 })),
    }, key)
  ).data.map((p: { id: string }) => p.id) as string[];
  const seeded = (await call(base, 'POST', '/api/orders/sync', { accountId: acct, items: Array.from({ length: 5 }, (_, i) => orderInput(products, `seed-${i}`)) }, key)).data.map((o: { id: string }) => o.id);
  return { acct, key, wh, broker, products, seeded };
}

/** An order of one of each product, to the US. */
export const orderInput = (products: string[], ext: string) => ({ externalId: ext, destinationCountry: 'US', destinationPostalCode: '10001', items: products.map((productId) => ({ productId, quantity: 1, unitValueUsd: 12.5 })) });

/** A real plan and execution of the account's five orders, as the API answered them. */
export interface RecordedBatch {
  plan: PlanView;
  execution: ExecutionView;
}

export async function recordBatch(base: string, a: BenchAccount): Promise<RecordedBatch> {
  const plan = (await call(base, 'POST', '/api/exports/plan', { accountId: a.acct, warehouseId: a.wh, brokerId: a.broker, orderIds: a.seeded }, a.key)) as PlanView;
  const execution = (await call(base, 'POST', '/api/exports/execute', { accountId: a.acct, batchId: plan.exportId }, a.key)) as ExecutionView;
  return { plan, execution };
}

/** The export workflow's steps answering with a recorded batch at once: what the design costs when the steps cost nothing. */
export function noopSteps({ plan, execution }: RecordedBatch): Partial<Activities> {
  return {
    planBatch: async (input) => ({ ...plan, exportId: input.batchId, batch_id: input.batchId }),
    createCustomsPackage: async () => ({ id: execution.customs_package_id, packageNumber: 'CP-BENCH', state: 'created', reused: false }),
    generateArtifacts: async () => execution.artifacts,
    submitToBroker: async () => execution.brokerSubmission!,
    completeExecution: async (ref) => ({ ...execution, exportId: ref.batchId, batch_id: ref.batchId }),
    executeBatchSteps: async (ref) => ({ ...execution, exportId: ref.batchId, batch_id: ref.batchId }),
  };
}
