/**
 * The JSON shipment manifest (`…-manifest.json`) and its schema, published in the OpenAPI document for the
 * artifact's download. The API imports this module for the schema alone.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { GeneratedArtifact } from '../domain/export-types';
import { artifactTypeSchema, exportFilingSchema } from '../domain/export-views';
import {
  chargesSchema,
  exporterSchema,
  INCOTERMS,
  packagesSchema,
  partySchema,
  REASONS_FOR_EXPORT,
  type Charges,
  type Exporter,
  type Packages,
  type Party,
  type TaxId,
} from '../domain/parties';
import { centsToUsd, type Shipment } from './shipment';

const nullableText = z.string().nullable();
const totalsSchema = { valueUsd: z.number(), netWeightKg: z.number().nullable().meta({ description: 'null when a line has no weight' }) };
const unknown = (what: string) => ({ description: `null unless every included order sent its ${what}` });

/** The manifest artifact (`…-manifest.json`), as published for its download (GET …/artifacts/{filename}). */
export const manifestSchema = z
  .object({
    batchId: z.string(),
    packageNumber: z.string(),
    planHash: z.string(),
    generatedAt: z.string().meta({ format: 'date-time' }),
    shipper: z.object({
      warehouseId: z.string(),
      name: z.string(),
      addressLine1: nullableText,
      addressLine2: nullableText,
      city: nullableText,
      region: nullableText,
      postalCode: nullableText,
      country: z.string(),
    }),
    broker: z.object({ name: z.string(), email: z.string(), brokerPath: z.string() }),
    destinationCountry: z.string(),
    orders: z.array(
      z.object({
        orderId: z.string(),
        externalId: z.string(),
        destination: z.object({ country: z.string(), region: nullableText, postalCode: nullableText }),
        lineCount: z.int(),
        ...totalsSchema,
        shipTo: partySchema.nullable().meta({ description: 'The consignee; null when not sent' }),
        soldTo: partySchema.nullable().meta({ description: 'The buyer; null when not sent (the buyer is then the consignee)' }),
        incoterm: z.enum(INCOTERMS).nullable(),
        orderedAt: z.string().nullable().meta({ format: 'date', description: 'The date of sale (YYYY-MM-DD)' }),
        reasonForExport: z.enum(REASONS_FOR_EXPORT).nullable(),
        charges: chargesSchema.nullable(),
        packages: packagesSchema.nullable(),
      }),
    ),
    totals: z.object({
      orderCount: z.int(),
      lineCount: z.int(),
      ...totalsSchema,
      packageCount: z.int().nullable().meta(unknown('packages')),
      grossWeightKg: z.number().nullable().meta(unknown('packages.grossWeightKg')),
      chargesUsd: z.number().nullable().meta(unknown('charges')),
    }),
    exporter: exporterSchema.nullable().meta({ description: "The account's exporter of record; null when not set" }),
    exportFiling: exportFilingSchema.nullable().meta({ description: "The plan's export filing; null for batches planned before it was assessed" }),
    artifacts: z
      .array(
        z.object({
          artifactType: artifactTypeSchema,
          filename: z.string(),
          contentType: z.string(),
          bytes: z.int(),
          sha256: z.string().meta({ description: 'SHA-256 of the file, lower-case hex' }),
        }),
      )
      .meta({ description: "The batch's other artifacts (a file cannot list its own hash), to check a download or an e-mail attachment" }),
  })
  .meta({ id: 'ShipmentManifest' });
export type ShipmentManifest = z.infer<typeof manifestSchema>;

/** An artifact whose content is bytes: the PDF. */
export type BinaryArtifact = Omit<GeneratedArtifact, 'content'> & { content: Buffer };

// The manifest copies the sent objects field by field, in the schema's order, and nothing else: a stored
// snapshot with more (or null) fields still gives a manifest the published schema describes exactly.
const opt = <T>(v: T | null | undefined): T | undefined => v ?? undefined;
const taxIdOf = (t: TaxId): TaxId => ({ type: t.type, value: t.value });

function partyOf(p: Party | null): Party | null {
  if (!p) return null;
  return {
    name: p.name,
    company: opt(p.company),
    addressLines: [...(p.addressLines ?? [])],
    city: p.city,
    region: opt(p.region),
    postalCode: opt(p.postalCode),
    country: opt(p.country),
    phone: opt(p.phone),
    email: opt(p.email),
    taxId: p.taxId ? taxIdOf(p.taxId) : undefined,
  };
}

function chargesOf(c: Charges | null): Charges | null {
  return c && { freightUsd: opt(c.freightUsd), insuranceUsd: opt(c.insuranceUsd), packingUsd: opt(c.packingUsd), otherUsd: opt(c.otherUsd) };
}

const packagesOf = (p: Packages | null): Packages | null => p && { count: p.count, grossWeightKg: opt(p.grossWeightKg) };

function exporterOf(e: Exporter | null): Exporter | null {
  if (!e) return null;
  return {
    legalName: e.legalName,
    taxIds: e.taxIds.map(taxIdOf),
    contact: { name: e.contact.name, phone: opt(e.contact.phone), email: opt(e.contact.email) },
    signatory: { name: e.signatory.name, title: opt(e.signatory.title) },
  };
}

const kg = (grams: number | null) => (grams === null ? null : grams / 1000);
const whenAll = (s: Shipment, p: { known: number; sum: number }) => (p.known === s.orders.length ? p.sum : null);

function ordersOf(s: Shipment): ShipmentManifest['orders'] {
  return s.orders.map((o) => ({
    orderId: o.order.id,
    externalId: o.order.externalId,
    destination: {
      country: o.order.destinationCountry,
      region: o.order.destinationRegion,
      postalCode: o.order.destinationPostalCode,
    },
    lineCount: o.lines.length,
    valueUsd: centsToUsd(o.totalCents),
    netWeightKg: kg(o.netGrams),
    shipTo: partyOf(o.terms.shipTo),
    soldTo: partyOf(o.terms.soldTo),
    incoterm: o.terms.incoterm,
    orderedAt: o.terms.orderedAt,
    reasonForExport: o.terms.reasonForExport,
    charges: chargesOf(o.terms.charges),
    packages: packagesOf(o.terms.packages),
  }));
}

export function renderManifest(s: Shipment, others: Array<GeneratedArtifact | BinaryArtifact>): string {
  const { input } = s;
  const { snapshot } = input;
  const w = snapshot.warehouse;
  const f = s.exportFiling;
  const charges = whenAll(s, s.chargesCents);
  const manifest: ShipmentManifest = {
    batchId: input.batchId,
    packageNumber: input.packageNumber,
    planHash: input.planHash,
    generatedAt: input.generatedAt,
    shipper: {
      warehouseId: w.id,
      name: w.name,
      addressLine1: w.addressLine1,
      addressLine2: w.addressLine2,
      city: w.city,
      region: w.region,
      postalCode: w.postalCode,
      country: w.country,
    },
    broker: { name: snapshot.broker.name, email: snapshot.broker.email, brokerPath: snapshot.broker.brokerPath },
    destinationCountry: snapshot.destinationCountry,
    orders: ordersOf(s),
    totals: {
      orderCount: s.orders.length,
      lineCount: s.lineCount,
      valueUsd: centsToUsd(s.totalCents),
      netWeightKg: kg(s.netGrams),
      packageCount: whenAll(s, s.packageCount),
      grossWeightKg: kg(whenAll(s, s.grossGrams)),
      chargesUsd: charges === null ? null : centsToUsd(charges),
    },
    exporter: exporterOf(s.exporter),
    exportFiling: f && { required: f.required, regime: f.regime, basis: f.basis, legend: f.legend, reference: f.reference },
    artifacts: others.map((a) => {
      const bytes = typeof a.content === 'string' ? Buffer.from(a.content, 'utf8') : a.content;
      return {
        artifactType: a.artifact_type,
        filename: a.filename,
        contentType: a.contentType,
        bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
    }),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
