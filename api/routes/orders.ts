import Router from '@koa/router';
import { lineTotalsUsd } from '../../domain/money';
import { sentOrNull, type Charges, type Packages, type Party } from '../../domain/parties';
import { upsertOrders } from '../../db/orders';
import { existingProductIds } from '../../db/products';
import { requireApiKey } from '../auth';
import type { ApiDeps, AppState } from '../context';
import { validationError } from '../errors';
import { idempotent } from '../idempotency';
import { orderSyncRequest } from '../schemas';
import { accountWrite } from '../validate';

export function orderRoutes(deps: ApiDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.post('/api/orders/sync', requireApiKey(deps), async (ctx) => {
    const { body, req, accountId } = accountWrite(ctx, orderSyncRequest);
    await idempotent(ctx, deps, { endpoint: 'orders.sync', accountId, payload: body, logical: req, transactional: true }, async (tx) => {
      // Inside the transaction, so a product cannot vanish between this check and the write.
      const wanted = [...new Set(req.items.flatMap((o) => o.items.map((i) => i.productId)))];
      const known = await existingProductIds(tx, accountId, wanted);
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
        accountId,
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

  return router;
}
