/**
 * The four documents an executed export produces: a human-readable Canada Customs Invoice laid out
 * like CBSA form CI1 (plain text, cci-text.ts), the same line items as CSV (csv.ts), a JSON shipment
 * manifest (manifest.ts), and a PDF commercial invoice laid out for the batch's destination
 * (invoice-sheets.ts says what goes on it, pdf-renderer.ts draws it).
 *
 * Pure and deterministic: the same input gives byte-identical output (no clock, no randomness, no
 * locale-dependent formatting or sorting). Money is summed in integer cents and weights in integer
 * grams, so the totals on the documents always agree. See docs/artifacts.md and README "Artifacts".
 */
import type { ArtifactType, GeneratedArtifact } from '../domain/export-types';
import { renderCci } from './cci-text';
import { renderCsv } from './csv';
import { invoiceSheet } from './invoice-sheets';
import { renderManifest, type BinaryArtifact } from './manifest';
import { buildShipment, type ArtifactInput, type Shipment } from './shipment';

export { CSV_COLUMNS } from './csv';
export { invoiceLayout, type InvoiceLayout } from './invoice-sheets';
export { manifestSchema, type BinaryArtifact, type ShipmentManifest } from './manifest';
export { ArtifactInputError, type ArtifactInput } from './shipment';
export { NOT_PROVIDED } from './text';

// pdfkit, fontkit and the parsed fonts (~35 MiB, ~130 ms) are loaded by the first invoice a worker renders, not by
// every process that imports this module (the API imports documents/manifest.ts, for the manifest's schema).
let pdfRenderer: typeof import('./pdf-renderer') | undefined;
const pdf = (): typeof import('./pdf-renderer') => (pdfRenderer ??= require('./pdf-renderer') as typeof import('./pdf-renderer'));

export const ARTIFACT_CONTENT_TYPES: Readonly<Record<ArtifactType, string>> = {
  cci_human_readable: 'text/plain; charset=utf-8',
  cci_csv: 'text/csv; charset=utf-8',
  manifest: 'application/json',
  commercial_invoice_pdf: 'application/pdf',
};

const ARTIFACT_SUFFIXES: ReadonlyArray<readonly [string, ArtifactType]> = [
  ['-cci.txt', 'cci_human_readable'],
  ['-cci.csv', 'cci_csv'],
  ['-manifest.json', 'manifest'],
  ['-commercial-invoice.pdf', 'commercial_invoice_pdf'],
];

export function artifactFilename(batchId: string, type: ArtifactType): string {
  const suffix = ARTIFACT_SUFFIXES.find(([, t]) => t === type)![0];
  return `${batchId}${suffix}`;
}

/** Content type of a file named by `artifactFilename`, or undefined for any other name. */
export function artifactContentType(filename: string): string | undefined {
  const hit = ARTIFACT_SUFFIXES.find(([suffix]) => filename.length > suffix.length && filename.endsWith(suffix));
  return hit ? ARTIFACT_CONTENT_TYPES[hit[1]] : undefined;
}

/** What execute stores and e-mails: the three text documents in their listed order, then the PDF. */
export type RenderedArtifacts = [cci: GeneratedArtifact, csv: GeneratedArtifact, manifest: GeneratedArtifact, pdf: BinaryArtifact];

export function generateArtifacts(input: ArtifactInput): RenderedArtifacts {
  const shipment = buildShipment(input);
  const document = (artifact_type: ArtifactType) => ({
    artifact_type,
    filename: artifactFilename(input.batchId, artifact_type),
    contentType: ARTIFACT_CONTENT_TYPES[artifact_type],
  });
  const cci = { ...document('cci_human_readable'), content: renderCci(shipment) };
  const csv = { ...document('cci_csv'), content: renderCsv(shipment) };
  const pdf = { ...document('commercial_invoice_pdf'), content: renderInvoicePdf(shipment) };
  // Rendered last: the manifest lists the other three with their SHA-256.
  const manifest = { ...document('manifest'), content: renderManifest(shipment, [cci, csv, pdf]) };
  return [cci, csv, manifest, pdf];
}

/** The PDF commercial invoice alone (what bench/invoice-pdf.ts measures); the same bytes generateArtifacts gives. */
export function commercialInvoicePdf(input: ArtifactInput): Buffer {
  return renderInvoicePdf(buildShipment(input));
}

function renderInvoicePdf(s: Shipment): Buffer {
  return pdf().renderCommercialInvoicePdf(invoiceSheet(s));
}
