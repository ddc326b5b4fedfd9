import type { z } from 'zod';
import type { artifactTypeSchema, exportFilingSchema, missingDataSchema, validationMessageSchema } from './export-views';
import type { ExportControl, Exporter, OrderTerms } from './parties';
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
  /** An AES ITN or a CERS proof-of-report number: the export filing already made for this batch. */
  exportFilingReference?: string;
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
  /** Absent in snapshots taken before issue 31. */
  exportControl?: ExportControl | null;
}

export interface SnapshotLineItem {
  productId: string;
  quantity: number;
  unitValueUsd: number;
}

export interface SnapshotOrderCore {
  id: string;
  externalId: string;
  destinationCountry: string;
  destinationRegion: string | null;
  destinationPostalCode: string | null;
  totalValueUsd: number;
  items: SnapshotLineItem[];
}

/**
 * An order as planning and the documents read it: the spec's fields, plus the parties and terms of
 * issue 31 (each absent in snapshots taken before it, null when the integrator did not send it).
 */
export type SnapshotOrder = SnapshotOrderCore & Partial<OrderTerms>;

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
  /** The account's exporter of record; absent in snapshots taken before issue 31, null when not set. */
  exporter?: Exporter | null;
  /** The plan request's exportFilingReference (an AES ITN or CERS proof of report), when sent. */
  exportFilingReference?: string | null;
}


/** A validation message exactly as the spec names its fields. */
export type ValidationMessage = z.output<typeof validationMessageSchema>;

export type MissingDataSignal = z.output<typeof missingDataSchema>;

/** Whether the batch needs an export filing before it leaves, under which regime, and what the documents say. */
export type ExportFiling = z.output<typeof exportFilingSchema>;

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
  /** Plans stored before issue 31 lack it (inspect then answers null). */
  exportFiling: ExportFiling;
  totals: { orderCount: number; lineCount: number; valueUsd: number; weightKg: number | null };
}

export type ArtifactType = z.output<typeof artifactTypeSchema>;

export interface GeneratedArtifact {
  artifact_type: ArtifactType;
  filename: string;
  contentType: string;
  content: string;
}
