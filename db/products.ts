import type { Scope } from '../domain/environments';
import type { SnapshotProduct } from '../domain/export-types';
import type { ProductComplianceProfile } from '../domain/product-compliance';
import type { Product } from '../domain/resource-views';
import { inLockOrder, iso, type Queryable } from './pool';
import { newId } from './ids';

/** The product fields a customer syncs (and planning reads), with the profile computed from them. */
export interface ProductWrite extends Omit<SnapshotProduct, 'id'> {
  complianceProfile: ProductComplianceProfile;
}

/** Product as the API returns it (`GET /products/:id`, product sync): domain/resource-views.ts. */
export type { Product };

export const productFromRow = (r: any): Product => ({
  id: r.id,
  accountId: r.account_id,
  externalId: r.external_id,
  sku: r.sku,
  name: r.name,
  description: r.description,
  originCountry: r.origin_country || null,
  declaredValueUsd: r.declared_value_usd,
  materials: r.materials,
  hsCode: r.hs_code,
  weightKg: r.weight_kg,
  exportControl: r.export_control ?? null,
  complianceProfile: r.compliance_profile,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

/** Upserts by (account, environment, externalId) in one statement, in lock order; returns the products in input order. */
export async function upsertProducts(db: Queryable, scope: Scope, items: ProductWrite[]): Promise<Product[]> {
  const rows = inLockOrder(items).map((p) => ({
    id: newId('prd'),
    external_id: p.externalId,
    sku: p.sku,
    name: p.name,
    description: p.description,
    origin_country: p.originCountry ?? '',
    declared_value_usd: p.declaredValueUsd,
    materials: p.materials,
    hs_code: p.hsCode,
    weight_kg: p.weightKg,
    export_control: p.exportControl ?? null,
    compliance_profile: p.complianceProfile,
  }));
  const { rows: out } = await db.query(
    `INSERT INTO products (id, account_id, environment, external_id, sku, name, description, origin_country, declared_value_usd,
                           materials, hs_code, weight_kg, export_control, compliance_profile)
     SELECT r.id, $1, $3, r.external_id, r.sku, r.name, r.description, r.origin_country, r.declared_value_usd,
            r.materials, r.hs_code, r.weight_kg, r.export_control, r.compliance_profile
     FROM jsonb_to_recordset($2::jsonb) AS r(id text, external_id text, sku text, name text, description text,
          origin_country text, declared_value_usd numeric, materials jsonb, hs_code text, weight_kg numeric,
          export_control jsonb, compliance_profile jsonb)
     ON CONFLICT (account_id, environment, external_id) DO UPDATE SET
       sku = EXCLUDED.sku, name = EXCLUDED.name, description = EXCLUDED.description,
       origin_country = EXCLUDED.origin_country, declared_value_usd = EXCLUDED.declared_value_usd,
       materials = EXCLUDED.materials, hs_code = EXCLUDED.hs_code, weight_kg = EXCLUDED.weight_kg,
       export_control = EXCLUDED.export_control, compliance_profile = EXCLUDED.compliance_profile,
       revision = products.revision + 1, updated_at = now()
     RETURNING *`,
    [scope.accountId, JSON.stringify(rows), scope.environment],
  );
  const byExternalId = new Map(out.map((r) => [r.external_id as string, productFromRow(r)]));
  return items.map((p) => byExternalId.get(p.externalId) as Product);
}

export async function getProduct(db: Queryable, scope: Scope, id: string): Promise<Product | undefined> {
  const { rows } = await db.query('SELECT * FROM products WHERE account_id = $1 AND environment = $2 AND id = $3', [scope.accountId, scope.environment, id]);
  return rows[0] && productFromRow(rows[0]);
}

/** Keyset pagination by id: stable under concurrent inserts, one index range scan per page. */
export async function listProducts(
  db: Queryable,
  scope: Scope,
  opts: { limit: number; afterId?: string },
): Promise<{ data: Product[]; nextAfterId: string | null }> {
  const { rows } = await db.query(
    `SELECT * FROM products WHERE account_id = $1 AND environment = $4 AND ($2::text IS NULL OR id > $2) ORDER BY id LIMIT $3`,
    [scope.accountId, opts.afterId ?? null, opts.limit + 1, scope.environment],
  );
  const page = rows.slice(0, opts.limit).map(productFromRow);
  return { data: page, nextAfterId: rows.length > opts.limit ? page[page.length - 1].id : null };
}

/** The subset of `ids` that are products of the account's environment. */
export async function existingProductIds(db: Queryable, scope: Scope, ids: string[]): Promise<Set<string>> {
  const { rows } = await db.query('SELECT id FROM products WHERE account_id = $1 AND environment = $3 AND id = ANY($2::text[])', [scope.accountId, ids, scope.environment]);
  return new Set(rows.map((r) => r.id as string));
}
