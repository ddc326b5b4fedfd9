import fs from 'node:fs';
import path from 'node:path';
import Router from '@koa/router';
// The package root also loads the browser bundle (~10 MiB of heap); its path helper alone is enough here.
import getAbsoluteFSPath from 'swagger-ui-dist/absolute-path';
import type { AppState } from '../context';
import { notFound } from '../errors';
import { openApiDocument } from '../openapi';

// Swagger UI is served from the npm package, not a CDN: the page works offline.
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Export Protocol API</title>
<link rel="stylesheet" href="/docs/swagger-ui.css"></head>
<body><div id="ui"></div><script src="/docs/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#ui' });</script></body></html>`;

export function docsRoutes(): Router<AppState> {
  const router = new Router<AppState>();
  const document = openApiDocument();
  const dir = getAbsoluteFSPath();

  router.get('/openapi.json', (ctx) => {
    ctx.body = document;
  });
  router.get('/docs', (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = PAGE;
  });
  router.get('/docs/:asset', (ctx) => {
    const type = ASSETS[ctx.params.asset];
    if (!type) throw notFound('Asset');
    ctx.type = type;
    ctx.body = fs.createReadStream(path.join(dir, ctx.params.asset));
  });
  return router;
}
