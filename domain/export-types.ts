import type { z } from 'zod';
import type { artifactTypeSchema, missingDataSchema, validationMessageSchema } from './export-views';
import type { NextAction, PlanFlag } from './planning';
import type { ReadinessState } from './schema-kit';

export type { ReadinessState, Severity } from './schema-kit';

/**
 * The shapes export planning and execution pass around. Pure data: the planning rules, the planHash,
 * the artifacts and the workflow all speak these, and the API maps them to the spec's field names.
 */

/** What a plan is asked for (the `plan` update's argument; the plan body without its batchId). */
export interface PlanInput {
  warehouseId: string;
  brokerId: string;
  orderIds: string[];
  destinationCountry: string;
}

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


/** A validation message exactly as the spec names its fields. */
export type ValidationMessage = z.output<typeof validationMessageSchema>;

export type MissingDataSignal = z.output<typeof missingDataSchema>;

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
  flags: PlanFlag[];
  missingData: MissingDataSignal[];
  recommendedStrategy: string;
  estimatedImportSavingsUsd: number;
  nextRecommendedAction: NextAction;
  totals: { orderCount: number; lineCount: number; valueUsd: number; weightKg: number | null };
}

export type ArtifactType = z.output<typeof artifactTypeSchema>;

export interface GeneratedArtifact {
  artifact_type: ArtifactType;
  filename: string;
  contentType: string;
  content: string;
}
