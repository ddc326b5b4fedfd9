import Router from '@koa/router';
import { sentOrNull, type ExportControl } from '../../domain/parties';
import { computeComplianceProfile } from '../../domain/product-compliance';
import { getProduct, listProducts, upsertProducts } from '../../db/products';
import { accountOf, requireApiKey, scopeOf } from '../auth';
import type { ApiDeps, AppState } from '../context';
import { notFound } from '../errors';
import { idempotent } from '../idempotency';
import { pathParams as pathSchemas, productListQuery, productSyncRequest } from '../schemas';
import { accountWrite, parse, pathParams } from '../validate';

export function productRoutes(deps: ApiDeps): Router<AppState> {
  const router = new Router<AppState>();
  const auth = requireApiKey(deps);

  router.post('/products/sync', auth, async (ctx) => {
    const { body, req, scope } = accountWrite(ctx, productSyncRequest);
    const writes = req.items.map((p) => {
      const facts = {
        name: p.name,
        description: p.description ?? null,
        originCountry: p.originCountry ? p.originCountry.toUpperCase() : null,
        declaredValueUsd: p.declaredValueUsd,
        materials: p.materials.filter((m) => m !== ''),
        hsCode: p.hsCode || null,
        weightKg: p.weightKg ?? null,
      };
      const complianceProfile = computeComplianceProfile(facts);
      if (!facts.hsCode) {
        // No HS code: the profile carries the classifier's proposal, so the merchant (and planning) see it.
        const proposal = deps.classifier.classify({
          productName: facts.name,
          description: facts.description ?? '',
          materials: facts.materials,
          countryOfOrigin: facts.originCountry ?? undefined,
          value: facts.declaredValueUsd,
        });
        complianceProfile.classification = {
          proposedHsCode: proposal.hs_code,
          confidenceScore: proposal.confidence_score,
          confidenceLevel: proposal.confidence_level,
          recommendedAction: proposal.recommended_action,
          candidates: proposal.candidate_classifications.slice(0, 3).map((c) => ({ hs_code: c.hs_code, support_score: c.support_score })),
        };
      }
      return { ...facts, externalId: p.externalId, sku: p.sku, exportControl: sentOrNull<ExportControl>(p.exportControl), complianceProfile };
    });
    await idempotent(ctx, deps, { endpoint: 'products.sync', accountId: accountOf(ctx), payload: body, logical: req, transactional: true }, async (tx) => ({
      status: 200,
      body: { data: await upsertProducts(tx, scope, writes) },
    }));
  });

  router.get('/products', auth, async (ctx) => {
    // The cursor is the ID the page starts after (api/schemas.ts CURSORS.products).
    const q = parse(productListQuery, ctx.query);
    const page = await listProducts(deps.db, scopeOf(ctx), { limit: q.limit, afterId: q.cursor });
    ctx.body = { data: page.data, nextCursor: page.nextAfterId ?? null };
  });

  router.get('/products/:id', auth, async (ctx) => {
    const { id } = pathParams(pathSchemas.product, ctx.params, 'Product');
    const product = await getProduct(deps.db, scopeOf(ctx), id);
    if (!product) throw notFound('Product');
    ctx.body = product;
  });

  return router;
}
