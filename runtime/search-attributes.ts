import type { Connection } from '@temporalio/client';
import { SearchAttributeType, type defineSearchAttributeKey } from '@temporalio/common';
import { temporal } from '@temporalio/proto';
import { exportSearchAttributes } from '../workflows/search-attributes';

const IndexedValueType = temporal.api.enums.v1.IndexedValueType;
const INDEXED_TYPES: Record<string, temporal.api.enums.v1.IndexedValueType> = {
  [SearchAttributeType.KEYWORD]: IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD,
  [SearchAttributeType.TEXT]: IndexedValueType.INDEXED_VALUE_TYPE_TEXT,
  [SearchAttributeType.INT]: IndexedValueType.INDEXED_VALUE_TYPE_INT,
  [SearchAttributeType.DOUBLE]: IndexedValueType.INDEXED_VALUE_TYPE_DOUBLE,
  [SearchAttributeType.BOOL]: IndexedValueType.INDEXED_VALUE_TYPE_BOOL,
  [SearchAttributeType.DATETIME]: IndexedValueType.INDEXED_VALUE_TYPE_DATETIME,
  [SearchAttributeType.KEYWORD_LIST]: IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD_LIST,
};

/**
 * The export workflows' search attributes the namespace does not have yet; with `create`, they are
 * added. A workflow that upserts an unregistered attribute fails its task (its update is lost), and the
 * dev server registers `--search-attribute`s only when it creates its database, so the embedded default
 * adds what a newer version brings on every start. A real cluster's operator registers them (README);
 * there the service only reports what is missing.
 */
export async function ensureSearchAttributes(
  connection: Connection,
  namespace: string,
  create: boolean,
  keys: ReadonlyArray<ReturnType<typeof defineSearchAttributeKey>> = exportSearchAttributes,
): Promise<string[]> {
  const { customAttributes } = await connection.operatorService.listSearchAttributes({ namespace });
  const missing = keys.filter((key) => !(key.name in (customAttributes ?? {})));
  if (missing.length === 0 || !create) return missing.map((key) => key.name);
  await connection.operatorService.addSearchAttributes({
    namespace,
    searchAttributes: Object.fromEntries(missing.map((key) => [key.name, INDEXED_TYPES[key.type]])),
  });
  return [];
}
