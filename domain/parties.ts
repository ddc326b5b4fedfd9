import { z } from 'zod';

/**
 * What a broker needs beyond the goods: the parties to the sale, its terms, the packages, and the
 * exporter's identity (issue 31). These are the response shapes (orders, accounts, products), published
 * by api/openapi.ts; the request schemas in api/schemas.ts validate the same fields, field for field.
 * Every one is optional: an order or account without them plans and executes as before, and the
 * documents say "Not provided" for what was not sent.
 */

/** Incoterms 2020 (ICC): the eleven rules. */
export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** Why the goods leave: the reasons EasyPost's and Shippo's customs declarations use, and ours. */
export const REASONS_FOR_EXPORT = ['sale', 'gift', 'sample', 'return', 'repair', 'personal_effects', 'other'] as const;
export type ReasonForExport = (typeof REASONS_FOR_EXPORT)[number];

/**
 * Tax and customs identifiers. US_EIN: 9 digits (12-3456789). CA_BN: the 9-digit business number with
 * its RM (import-export) program account, 123456789RM0001, as CERS asks for it. EORI: the EU's and UK's
 * economic operator number (country prefix, then up to 15 letters or digits). VAT: a VAT number with its
 * country prefix. OTHER: anything else, as sent.
 */
export const TAX_ID_TYPES = ['US_EIN', 'CA_BN', 'EORI', 'VAT', 'OTHER'] as const;
export type TaxIdType = (typeof TAX_ID_TYPES)[number];

export const taxIdSchema = z.object({ type: z.enum(TAX_ID_TYPES), value: z.string() }).meta({ id: 'TaxId' });

export const partySchema = z
  .object({
    name: z.string().meta({ description: 'The person or business the goods are for (or sold to)' }),
    company: z.string().optional(),
    addressLines: z.array(z.string()).min(1).max(3).meta({ description: 'Street address, 1 to 3 lines' }),
    city: z.string(),
    region: z.string().optional(),
    postalCode: z.string().optional(),
    country: z.string().optional().meta({ description: "ISO 3166-1 alpha-2; for shipTo it is the order's destinationCountry" }),
    phone: z.string().optional(),
    email: z.string().optional(),
    taxId: taxIdSchema.optional(),
  })
  .meta({ id: 'Party', description: 'A name and street address: the consignee (shipTo) or the buyer (soldTo)' });

export const chargesSchema = z
  .object({
    freightUsd: z.number().optional(),
    insuranceUsd: z.number().optional(),
    packingUsd: z.number().optional(),
    otherUsd: z.number().optional(),
  })
  .meta({ id: 'Charges', description: 'Charges on the order beyond the line items, in USD: itemized on the invoice and added to its total' });

export const packagesSchema = z
  .object({ count: z.number().int(), grossWeightKg: z.number().optional() })
  .meta({ id: 'Packages', description: 'How the order is packed: the number of packages and their gross weight' });

export const exporterSchema = z
  .object({
    legalName: z.string(),
    taxIds: z.array(taxIdSchema),
    contact: z.object({ name: z.string(), phone: z.string().optional(), email: z.string().optional() }),
    signatory: z.object({ name: z.string(), title: z.string().optional() }),
  })
  .meta({ id: 'Exporter', description: "The account's exporter of record (seller, USPPI): its legal name, tax IDs, contact and who signs the invoices" });

export const exportControlSchema = z
  .object({
    eccn: z.string().optional().meta({ description: 'Export Control Classification Number (US EAR); EAR99 when left out' }),
    licenseNumber: z.string().optional().meta({ description: 'The export licence or permit the goods leave under: it makes an export filing required' }),
    scheduleB: z.string().optional().meta({ description: 'US Schedule B number (10 digits); the EEI threshold groups lines by it, else by the HS subheading (HS6)' }),
  })
  .meta({ id: 'ExportControl' });

export type TaxId = z.output<typeof taxIdSchema>;
export type Party = z.output<typeof partySchema>;
export type Charges = z.output<typeof chargesSchema>;
export type Packages = z.output<typeof packagesSchema>;
export type Exporter = z.output<typeof exporterSchema>;
export type ExportControl = z.output<typeof exportControlSchema>;

/** The order fields of this module, as an order carries them (each null when not sent). */
export interface OrderTerms {
  shipTo: Party | null;
  soldTo: Party | null;
  incoterm: Incoterm | null;
  orderedAt: string | null;
  charges: Charges | null;
  packages: Packages | null;
  reasonForExport: ReasonForExport | null;
}

/**
 * The object as stored and answered: members sent as null or as empty text are left out, at any depth
 * (null, "" and absent all mean "not sent"); arrays keep their items.
 */
export function withoutEmpty<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutEmpty) as T;
  if (value === null || typeof value !== 'object') return value;
  const kept = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== null && v !== undefined && v !== '');
  return Object.fromEntries(kept.map(([k, v]) => [k, withoutEmpty(v)])) as T;
}

/**
 * A validated request object as stored: withoutEmpty, and null when nothing is left (or nothing was
 * sent). `R` is the stored shape: the request's, less its nulls and ignored fields.
 */
export function sentOrNull<R extends object>(value: object | null | undefined): R | null {
  if (value === null || value === undefined) return null;
  const kept = withoutEmpty(value);
  return Object.keys(kept).length > 0 ? (kept as R) : null;
}

/** An order's terms with every field present: null where it is absent (snapshots taken before issue 31) or not sent. */
export function orderTermsOf(o: Partial<OrderTerms>): OrderTerms {
  return {
    shipTo: o.shipTo ?? null,
    soldTo: o.soldTo ?? null,
    incoterm: o.incoterm ?? null,
    orderedAt: o.orderedAt ?? null,
    charges: o.charges ?? null,
    packages: o.packages ?? null,
    reasonForExport: o.reasonForExport ?? null,
  };
}

/** The order's terms with the default soldTo (shipTo) applied: who bought, when neither was sent, is null. */
export function buyerOf(terms: Pick<OrderTerms, 'shipTo' | 'soldTo'>): Party | null {
  return terms.soldTo ?? terms.shipTo;
}
