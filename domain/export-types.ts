/**
 * The shapes export planning and execution pass around. Pure data: the planning rules, the planHash,
 * the artifacts and the workflow all speak these, and the API maps them to the spec's field names.
 */

export type ReadinessState = 'READY' | 'REVIEW_REQUIRED' | 'BLOCKED';
export type BrokerPath = 'partner_integrated' | 'byob_supported';

export interface SnapshotProduct {
  id: string;
  externalId: string;
  sku: string;
  name: string;
  description: string | null;
  originCountry: string | null;
  declaredValueUsd: number;
  materials: string[];
  hsCode: string | null;
  weightKg: number | null;
}

export interface SnapshotLineItem {
  productId: string;
  quantity: number;
  unitValueUsd: number;
}

export interface SnapshotOrder {
  id: string;
  externalId: string;
  destinationCountry: string;
  destinationRegion: string | null;
  destinationPostalCode: string | null;
  totalValueUsd: number;
  items: SnapshotLineItem[];
}

export interface SnapshotWarehouse {
  id: string;
  name: string;
  country: string;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  region: string | null;
  postalCode: string | null;
}

export interface SnapshotBroker {
  id: string;
  name: string;
  email: string;
  brokerPath: BrokerPath;
}

/**
 * Everything planning reads, as it was when the plan was made. Orders are all the requested orders
 * (included or not), sorted by id; products are those the orders reference, sorted by id.
 */
export interface PlanningSnapshot {
  accountId: string;
  accountName: string;
  warehouse: SnapshotWarehouse;
  broker: SnapshotBroker;
  destinationCountry: string;
  orders: SnapshotOrder[];
  products: SnapshotProduct[];
}

export type Severity = 'error' | 'warning' | 'info';

/** A validation message exactly as the spec names its fields. */
export interface ValidationMessage {
  code: string;
  message: string;
  severity: Severity;
  field: string;
  product_id: string | null;
  order_id: string | null;
}

export interface MissingDataSignal {
  entity: 'product' | 'order';
  id: string;
  field: string;
}

export interface OrderExclusion {
  orderId: string;
  reason: 'destination_mismatch' | 'domestic_shipment';
}

/** The outcome of the planning rules for one snapshot. */
export interface Plan {
  planHash: string;
  readinessState: ReadinessState;
  complianceScore: number;
  validationMessages: ValidationMessage[];
  includedOrderIds: string[];
  excludedOrderIds: string[];
  exclusions: OrderExclusion[];
  flags: string[];
  missingData: MissingDataSignal[];
  recommendedStrategy: string;
  estimatedImportSavingsUsd: number;
  nextRecommendedAction: string;
  totals: { orderCount: number; lineCount: number; valueUsd: number; weightKg: number | null };
}

export type ArtifactType = 'cci_human_readable' | 'cci_csv' | 'manifest';

export interface GeneratedArtifact {
  artifact_type: ArtifactType;
  filename: string;
  contentType: string;
  content: string;
}
