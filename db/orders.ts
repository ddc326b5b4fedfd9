import type { Scope } from '../domain/environments';
import { inLockOrder, iso, type Queryable } from './pool';
import { orderTermsOf, type OrderTerms } from '../domain/parties';
import type { LineItem, Order } from '../domain/resource-views';
import { newId } from './ids';

export type { LineItem, Order };

/** An order as sync writes it: the spec's fields, the metadata, and the parties and terms (null: not sent). */
export interface OrderWrite extends OrderTerms {
  externalId: string;
  destinationCountry: string;
  destinationRegion: string | null;
  destinationPostalCode: string | null;
  totalValueUsd: number;
  items: LineItem[];
  metadata: Record<string, unknown> | null;
}


/**
 * Upserts orders by (account, externalId), in lock order, and replaces their line items; returns the
 * orders in input order. Callers run it inside a transaction so that one sync call writes all its
 * orders or none.
 */
export async function upsertOrders(db: Queryable, scope: Scope, orders: OrderWrite[]): Promise<Order[]> {
  const { rows: upserted } = await db.query(
    `INSERT INTO orders (id, account_id, environment, external_id, destination_country, destination_region, destination_postal_code,
                         total_value_usd, metadata, ship_to, sold_to, incoterm, ordered_at, charges, packages, reason_for_export)
     SELECT r.id, $1, $3, r.external_id, r.destination_country, r.destination_region, r.destination_postal_code,
            r.total_value_usd, r.metadata, r.ship_to, r.sold_to, r.incoterm, r.ordered_at, r.charges, r.packages, r.reason_for_export
     FROM jsonb_to_recordset($2::jsonb) AS r(id text, external_id text, destination_country text, destination_region text,
          destination_postal_code text, total_value_usd numeric, metadata jsonb, ship_to jsonb, sold_to jsonb, incoterm text,
          ordered_at date, charges jsonb, packages jsonb, reason_for_export text)
     ON CONFLICT (account_id, environment, external_id) DO UPDATE SET
       destination_country = EXCLUDED.destination_country, destination_region = EXCLUDED.destination_region,
       destination_postal_code = EXCLUDED.destination_postal_code, total_value_usd = EXCLUDED.total_value_usd,
       metadata = EXCLUDED.metadata, ship_to = EXCLUDED.ship_to, sold_to = EXCLUDED.sold_to, incoterm = EXCLUDED.incoterm,
       ordered_at = EXCLUDED.ordered_at, charges = EXCLUDED.charges, packages = EXCLUDED.packages,
       reason_for_export = EXCLUDED.reason_for_export, revision = orders.revision + 1, updated_at = now()
     RETURNING id, external_id`,
    [
      scope.accountId,
      JSON.stringify(
        inLockOrder(orders).map((o) => ({
          id: newId('ord'),
          external_id: o.externalId,
          destination_country: o.destinationCountry,
          destination_region: o.destinationRegion,
          destination_postal_code: o.destinationPostalCode,
          total_value_usd: o.totalValueUsd,
          metadata: o.metadata,
          ship_to: o.shipTo,
          sold_to: o.soldTo,
          incoterm: o.incoterm,
          ordered_at: o.orderedAt,
          charges: o.charges,
          packages: o.packages,
          reason_for_export: o.reasonForExport,
        })),
      ),
      scope.environment,
    ],
  );
  const idByExternal = new Map(upserted.map((r) => [r.external_id as string, r.id as string]));
  const orderIds = [...idByExternal.values()];
  await db.query('DELETE FROM order_items WHERE order_id = ANY($1::text[])', [orderIds]);
  const items = orders.flatMap((o) =>
    o.items.map((it, position) => ({
      order_id: idByExternal.get(o.externalId),
      position,
      product_id: it.productId,
      quantity: it.quantity,
      unit_value_usd: it.unitValueUsd,
    })),
  );
  await db.query(
    `INSERT INTO order_items (order_id, position, product_id, quantity, unit_value_usd)
     SELECT r.order_id, r.position, r.product_id, r.quantity, r.unit_value_usd
     FROM jsonb_to_recordset($1::jsonb) AS r(order_id text, position int, product_id text, quantity numeric, unit_value_usd numeric)`,
    [JSON.stringify(items)],
  );
  const byId = new Map((await getOrders(db, scope, orderIds)).map((o) => [o.id, o]));
  return orders.map((o) => byId.get(idByExternal.get(o.externalId) as string) as Order);
}

/** Orders of the account's environment among `ids`, with their line items in input order; unknown IDs are left out. */
export async function getOrders(db: Queryable, scope: Scope, ids: string[]): Promise<Order[]> {
  const { rows } = await db.query(
    `SELECT o.*, coalesce(
        (SELECT json_agg(json_build_object('productId', i.product_id, 'quantity', i.quantity, 'unitValueUsd', i.unit_value_usd)
                ORDER BY i.position)
         FROM order_items i WHERE i.order_id = o.id), '[]') AS items
     FROM orders o WHERE o.account_id = $1 AND o.environment = $3 AND o.id = ANY($2::text[]) ORDER BY o.id`,
    [scope.accountId, ids, scope.environment],
  );
  return rows.map((r): Order => ({
    id: r.id,
    accountId: r.account_id,
    externalId: r.external_id,
    destinationCountry: r.destination_country,
    destinationRegion: r.destination_region,
    destinationPostalCode: r.destination_postal_code,
    totalValueUsd: r.total_value_usd,
    // json_agg turns NUMERIC into JSON numbers already.
    items: r.items,
    metadata: r.metadata,
    ...orderTermsFromRow(r),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }));
}

/** The parties and terms of an order row (or of the snapshot's JSON, which uses the same column names). */
export const orderTermsFromRow = (r: any): OrderTerms =>
  orderTermsOf({
    shipTo: r.ship_to, soldTo: r.sold_to, incoterm: r.incoterm, orderedAt: r.ordered_at,
    charges: r.charges, packages: r.packages, reasonForExport: r.reason_for_export,
  });
