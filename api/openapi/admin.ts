import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { adminAccount, adminApiKey, adminApiKeyRevoked, adminBroker, adminWarehouse } from '../responses';
import * as s from '../schemas';
import { adminOp, link } from './kit';

/** The admin API (EXPORT_ADMIN_TOKEN): accounts, API keys, warehouses, brokers. */
export function adminPaths(): ZodOpenApiPathsObject {
  return {
    '/admin/accounts': {
      post: adminOp('createAccount', 'Create an account', s.createAccountRequest, {
        schema: adminAccount,
        links: {
          CreateApiKey: link('createApiKey', 'A key of the account', { 'path.accountId': '$response.body#/id' }),
          CreateWarehouse: link('createWarehouse', 'A warehouse of the account', { 'path.accountId': '$response.body#/id' }),
          CreateBroker: link('createBroker', 'A broker of the account', { 'path.accountId': '$response.body#/id' }),
        },
      }),
    },
    '/admin/accounts/{accountId}': {
      get: adminOp('getAccount', 'Read an account, with its exporter of record', undefined, { schema: adminAccount }, s.pathParams.account),
      patch: adminOp(
        'updateAccount',
        'Change an account: its name, its exporter of record (replaced whole; null clears it)',
        s.updateAccountRequest,
        { status: '200', schema: adminAccount },
        s.pathParams.account,
        false,
      ),
    },
    '/admin/accounts/{accountId}/api-keys': {
      post: adminOp(
        'createApiKey',
        'Issue an API key (shown once; body optional)',
        s.createApiKeyRequest,
        {
          schema: adminApiKey,
          links: { RevokeApiKey: link('revokeApiKey', 'Revoke it', { 'path.id': '$response.body#/id' }) },
        },
        s.pathParams.account,
        false,
      ),
    },
    '/admin/api-keys/{id}': {
      delete: adminOp('revokeApiKey', 'Revoke an API key', undefined, { schema: adminApiKeyRevoked }, s.pathParams.apiKey),
    },
    '/admin/accounts/{accountId}/warehouses': { post: adminOp('createWarehouse', 'Create a warehouse', s.createWarehouseRequest, { schema: adminWarehouse }, s.pathParams.account) },
    '/admin/accounts/{accountId}/brokers': { post: adminOp('createBroker', 'Create a broker', s.createBrokerRequest, { schema: adminBroker }, s.pathParams.account) },
  };
}
