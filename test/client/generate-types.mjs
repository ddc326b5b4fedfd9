// Writes the TypeScript types of an OpenAPI document with openapi-typescript's Node API:
//   node test/client/generate-types.mjs <document URL or file> <output .d.ts>
// typed-client.test.ts runs it against the live GET /openapi.json (a child process, because
// openapi-typescript loads ES modules that jest's module system cannot require). Run it by hand, e.g.
// against `npm start`, to open test/client/scenario.ts in an editor with its types:
//   node test/client/generate-types.mjs http://127.0.0.1:3000/openapi.json test/client/generated/openapi.d.ts
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const [source, out] = process.argv.slice(2);
if (!source || !out) {
  console.error('usage: node test/client/generate-types.mjs <document URL or file> <output .d.ts>');
  process.exit(2);
}
const text = /^https?:\/\//.test(source) ? await (await fetch(source)).text() : fs.readFileSync(source, 'utf8');
const ast = await openapiTS(JSON.parse(text));
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `// Generated from ${/^https?:/.test(source) ? 'GET /openapi.json' : path.basename(source)} by test/client/generate-types.mjs (openapi-typescript). Do not edit.\n${astToString(ast)}`);
