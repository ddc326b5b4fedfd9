import Router from '@koa/router';
import { lineTotalsUsd } from '../../domain/money';
import { sentOrNull, type Charges, type Packages, type Party } from '../../domain/parties';
import { exportSummaryView } from '../../domain/export-views';
import { batchesIncludingOrder, listOrders } from '../../db/lists';
import { getOrders, upsertOrders } from '../../db/orders';
import { existingProductIds } from '../../db/products';
import { requireApiKey, scopeOf } from '../auth';
import type { ApiDeps, AppState } from '../context';
import { notFound, validationError } from '../errors';
import { idempotent } from '../idempotency';
import { orderListQuery, orderSyncRequest, pathParams as pathSchemas } from '../schemas';
import { accountWrite, parse, pathParams } from '../validate';

export function orderRoutes(deps: ApiDeps): Router<AppState> {
  const router = new Router<AppState>();

  const auth = requireApiKey(deps);

  router.post('/api/orders/sync', auth, async (ctx) => {
    const { body, req, accountId, scope } = accountWrite(ctx, orderSyncRequest);
    await idempotent(ctx, deps, { endpoint: 'orders.sync', accountId, payload: body, logical: req, transactional: true }, async (tx) => {
      // Inside the transaction, so a product cannot vanish between this check and the write.
      const wanted = [...new Set(req.items.flatMap((o) => o.items.map((i) => i.productId)))];
      const known = await existingProductIds(tx, scope, wanted);
      const unknown = req.items.flatMap((o, i) =>
        o.items.flatMap((it, j) =>
          known.has(it.productId)
            ? []
            : [{ path: `items.${i}.items.${j}.productId`, message: `product ${it.productId} does not exist in this account`, code: 'unknown_product' }],
        ),
      );
      if (unknown.length) throw validationError(unknown);
      const data = await upsertOrders(
        tx,
        scope,
        req.items.map((o) => ({
          externalId: o.externalId,
          destinationCountry: o.destinationCountry,
          destinationRegion: o.destinationRegion || null,
          destinationPostalCode: o.destinationPostalCode || null,
          totalValueUsd: lineTotalsUsd(o.items),
          items: o.items,
          metadata: o.metadata ?? null,
          shipTo: sentOrNull<Party>(o.shipTo),
          soldTo: sentOrNull<Party>(o.soldTo),
          incoterm: o.incoterm ?? null,
          orderedAt: o.orderedAt ?? null,
          charges: sentOrNull<Charges>(o.charges),
          packages: sentOrNull<Packages>(o.packages),
          reasonForExport: o.reasonForExport ?? null,
        })),
      );
      return { status: 200, body: { data } };
    });
  });

  router.get('/api/orders', auth, async (ctx) => {
    const { limit, cursor, ...filters } = parse(orderListQuery, ctx.query);
    const page = await listOrders(deps.db, scopeOf(ctx), filters, { limit, cursor });
    ctx.body = page;
  });

  router.get('/api/orders/:id', auth, async (ctx) => {
    const { id } = pathParams(pathSchemas.order, ctx.params, 'Order');
    const [order] = await getOrders(deps.db, scopeOf(ctx), [id]);
    if (!order) throw notFound('Order');
    const batches = await batchesIncludingOrder(deps.db, scopeOf(ctx), id);
    ctx.body = { ...order, batches: batches.map(exportSummaryView) };
  });

  return router;
}
