import type { ZodOpenApiPathsObject } from 'zod-openapi';
import * as ex from '../examples';
import { list, order, orderWithBatches, page, product } from '../responses';
import * as s from '../schemas';
import { failure, link, op, R, readErrors, WHEN, writeErrors } from './kit';

/** The catalogue: products synced by externalId, listed and read. */
export function productPaths(): ZodOpenApiPathsObject {
  return {
    '/products/sync': {
      post: op({
        id: 'syncProducts',
        tag: 'products',
        summary: 'Upsert products by externalId',
        auth: 'bearer',
        idempotent: true,
        body: { schema: s.productSyncRequest, required: true, example: { accountId: 'acct_demo', items: [{ externalId: 'shopify-1001', sku: 'TEE-BLK-M', name: 'Cotton T-shirt', description: "Men's knitted T-shirt, 100% cotton", originCountry: 'CA', declaredValueUsd: 12.5, materials: ['cotton'], hsCode: '6109.10', weightKg: 0.2 }] } },
        ok: {
          schema: list(product),
          example: ex.productSync,
          links: {
            GetProduct: link('getProduct', 'The first product synced', { 'path.id': '$response.body#/data/0/id' }),
            SyncOrderOfProduct: link('syncOrders', 'An order of the first product synced', undefined, {
              items: [{ externalId: 'linked-order', destinationCountry: 'US', items: [{ productId: '$response.body#/data/0/id', quantity: 1, unitValueUsd: 10 }] }],
            }),
          },
        },
        errors: writeErrors,
      }),
    },
    '/products': {
      get: op({
        id: 'listProducts',
        tag: 'products',
        summary: "List the account's products",
        auth: 'bearer',
        query: s.productListQuery,
        ok: { schema: page(product), example: ex.productList },
        errors: { '400': R.badQuery, ...readErrors },
      }),
    },
    '/products/{id}': {
      get: op({ id: 'getProduct', tag: 'products', summary: 'One product with its compliance profile', auth: 'bearer', path: s.pathParams.product, ok: { schema: product, example: ex.product }, errors: { ...readErrors, '404': R.notFound } }),
    },
  };
}

/** Orders synced by externalId. */
export function orderPaths(): ZodOpenApiPathsObject {
  return {
    '/api/orders/sync': {
      post: op({
        id: 'syncOrders',
        tag: 'orders',
        summary: 'Upsert orders by externalId',
        auth: 'bearer',
        idempotent: true,
        body: { schema: s.orderSyncRequest, required: true },
        ok: {
          schema: list(order),
          example: ex.orderSync,
          links: { PlanOrder: link('planExport', 'Plan a batch of the first order synced', undefined, { orderIds: ['$response.body#/data/0/id'] }) },
        },
        errors: {
          ...writeErrors,
          '400': failure('400', ['INVALID_REQUEST', 'VALIDATION_ERROR'], { VALIDATION_ERROR: `${WHEN.VALIDATION_ERROR}; a productId the account does not have is \`code\` unknown_product` }),
        },
      }),
    },
    '/api/orders': {
      get: op({
        id: 'listOrders',
        tag: 'orders',
        summary: "List the account's orders, newest first, to reconcile",
        description: 'Pass `nextCursor` back as `cursor` until it is null; orders synced during the walk do not shift the pages.',
        auth: 'bearer',
        query: s.orderListQuery,
        ok: {
          schema: page(order),
          example: ex.orderList,
          links: { GetFirstOrder: link('getOrder', 'The newest order listed, with its batches', { 'path.id': '$response.body#/data/0/id' }) },
        },
        errors: { '400': R.badQuery, ...readErrors },
      }),
    },
    '/api/orders/{id}': {
      get: op({
        id: 'getOrder',
        tag: 'orders',
        summary: 'One order and the batches whose current plan includes it',
        auth: 'bearer',
        path: s.pathParams.order,
        ok: {
          schema: orderWithBatches,
          example: ex.orderWithBatches,
          links: { InspectOrderBatch: link('inspectExport', 'The newest batch of the order', { 'path.id': '$response.body#/batches/0/exportId' }) },
        },
        errors: { ...readErrors, '404': R.notFound },
      }),
    },
  };
}
