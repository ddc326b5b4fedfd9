import Router from '@koa/router';
import * as accounts from '../../db/accounts';
import { requireAdmin } from '../auth';
import type { ApiDeps, AppContext, AppState } from '../context';
import { ApiError, notFound } from '../errors';
import { sentOrNull, type Exporter } from '../../domain/parties';
import {
  createAccountRequest,
  createApiKeyRequest,
  createBrokerRequest,
  createWarehouseRequest,
  pathParams as pathSchemas,
  updateAccountRequest,
} from '../schemas';
import { jsonObjectBody, optionalJsonObjectBody, parse, pathParams } from '../validate';

const alreadyExists = (what: string, id: string) =>
  new ApiError(409, 'ALREADY_EXISTS', `${what} ${id} already exists`, 'id', { id });

/** Operators' API (not in the spec): accounts, API keys, warehouses and brokers. */
export function adminRoutes(deps: ApiDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/admin' });
  router.use(requireAdmin(deps));

  const existingAccount = async (ctx: AppContext) => {
    const id = pathParams(pathSchemas.account, ctx.params, 'Account').accountId;
    if (!(await accounts.accountExists(deps.db, id))) throw notFound('Account');
    return id;
  };

  router.post('/accounts', async (ctx) => {
    const req = parse(createAccountRequest, jsonObjectBody(ctx));
    const account = await accounts.createAccount(deps.db, { ...req, exporter: sentOrNull<Exporter>(req.exporter) });
    if (!account) throw alreadyExists('Account', req.id as string);
    ctx.status = 201;
    ctx.body = account;
  });

  router.get('/accounts/:accountId', async (ctx) => {
    const account = await accounts.getAccount(deps.db, pathParams(pathSchemas.account, ctx.params, 'Account').accountId);
    if (!account) throw notFound('Account');
    ctx.body = account;
  });

  // The exporter of record is set or replaced whole (null clears it); the name may change with it.
  router.patch('/accounts/:accountId', async (ctx) => {
    const req = parse(updateAccountRequest, jsonObjectBody(ctx));
    const id = pathParams(pathSchemas.account, ctx.params, 'Account').accountId;
    const exporter = req.exporter === undefined ? undefined : sentOrNull<Exporter>(req.exporter);
    const account = await accounts.updateAccount(deps.db, id, { name: req.name, exporter });
    if (!account) throw notFound('Account');
    ctx.body = account;
  });

  // A key's one attribute is its environment: the body may be left out (live), or be {"environment": …}.
  router.post('/accounts/:accountId/api-keys', async (ctx) => {
    const { environment } = parse(createApiKeyRequest, optionalJsonObjectBody(ctx) ?? {});
    const accountId = await existingAccount(ctx);
    ctx.status = 201;
    ctx.body = await accounts.createApiKey(deps.db, accountId, environment);
  });

  router.delete('/api-keys/:id', async (ctx) => {
    const revoked = await accounts.revokeApiKey(deps.db, pathParams(pathSchemas.apiKey, ctx.params, 'API key').id);
    if (!revoked) throw notFound('API key');
    ctx.body = revoked;
  });

  router.post('/accounts/:accountId/warehouses', async (ctx) => {
    const req = parse(createWarehouseRequest, jsonObjectBody(ctx));
    const accountId = await existingAccount(ctx);
    const warehouse = await accounts.createWarehouse(deps.db, accountId, req);
    if (!warehouse) throw alreadyExists('Warehouse', req.id as string);
    ctx.status = 201;
    ctx.body = warehouse;
  });

  router.post('/accounts/:accountId/brokers', async (ctx) => {
    const req = parse(createBrokerRequest, jsonObjectBody(ctx));
    const accountId = await existingAccount(ctx);
    const broker = await accounts.createBroker(deps.db, accountId, req);
    if (!broker) throw alreadyExists('Broker', req.id as string);
    ctx.status = 201;
    ctx.body = broker;
  });

  return router;
}
