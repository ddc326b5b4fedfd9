import { Connection } from '@temporalio/client';
import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';
import { ensureSearchAttributes } from '../../runtime/search-attributes';
import { exportSearchAttributes } from '../../workflows/search-attributes';

/**
 * The dev server registers `--search-attribute`s only when it creates its database: a restart of a newer
 * version on old data must add the attributes it brings, or its workflows fail their tasks. The run's
 * dev server plays the old data: an attribute of this test's own is removed, reported, and added back
 * (the export workflows' own attributes are left alone, for the other test files).
 */
let connection: Connection;
const added = defineSearchAttributeKey('ExportTestAddedLater', SearchAttributeType.KEYWORD);
const keys = [...exportSearchAttributes, added];

beforeAll(async () => {
  connection = await Connection.connect({ address: process.env.TEST_TEMPORAL_ADDRESS as string });
});

afterAll(async () => {
  await connection.close();
});

test('the export workflows\' search attributes are all registered on a dev server started by the service', async () => {
  expect(await ensureSearchAttributes(connection, 'default', false)).toEqual([]);
});

test('a search attribute missing from the namespace is reported, and added when asked', async () => {
  await ensureSearchAttributes(connection, 'default', true, keys);
  await connection.operatorService.removeSearchAttributes({ namespace: 'default', searchAttributes: [added.name] });
  expect(await ensureSearchAttributes(connection, 'default', false, keys)).toEqual([added.name]);
  expect(await ensureSearchAttributes(connection, 'default', true, keys)).toEqual([]);
  const { customAttributes } = await connection.operatorService.listSearchAttributes({ namespace: 'default' });
  expect(Object.keys(customAttributes ?? {})).toEqual(expect.arrayContaining(keys.map((k) => k.name)));
});
