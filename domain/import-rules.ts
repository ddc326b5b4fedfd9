/**
 * Import thresholds by destination: when a formal (full) entry is required, the customs-duty de minimis,
 * a fixed FX rate and an average duty rate for the savings estimate. Pure data plus a few lookups.
 *
 * Every figure carries its source and the date it applies from or was checked. `verified` is true only
 * when the figure was read in the cited source (or a copy of it); false marks an approximation that must
 * be confirmed before anyone relies on it. These figures change (the US suspended its de minimis on
 * 2025-08-29, the EU abolished its EUR 150 duty relief on 2026-07-01, the UK has announced the end of
 * its GBP 135 relief by March 2029): update the table, its date and docs/planning-rules.md together.
 */

/** The date the table as a whole was last reviewed. */
export const IMPORT_RULES_AS_OF = '2026-11-22';

export interface Sourced {
  source: string;
  /** ISO date: when the figure took effect, or when it was read in the source. */
  asOf: string;
  verified: boolean;
  note?: string;
}

/** An amount in the destination's currency. */
export interface Threshold extends Sourced {
  amount: number;
}

export interface DeMinimisRule extends Threshold {
  /** Countries the goods must be shipped from for this threshold; null: from anywhere. */
  shippedFrom: readonly string[] | null;
}

export interface ImportRule {
  /** ISO 3166-1 alpha-2 code, or 'EU' for the customs union (see EU_MEMBER_STATES). */
  destination: string;
  currency: string;
  /** USD for one unit of `currency`; used to convert USD order values to the destination's currency. */
  fx: { usdPerUnit: number } & Sourced;
  /** A formal (full) entry is required when the order value is strictly above this amount. */
  formalEntry: Threshold | null;
  /** Customs duty is not collected when the order value is at or below the amount; first match wins. Empty: no relief. */
  dutyDeMinimis: readonly DeMinimisRule[];
  /** Simple average applied MFN duty, percent: what a de minimis shipment is estimated to save. */
  averageDutyRatePct: ({ ratePct: number } & Sourced) | null;
}

const FX_NOTE =
  'Approximate late-2025 market rate, recorded 2026-11-22; not confirmed against a published reference ' +
  '(replace with a Federal Reserve H.10 or central-bank rate before relying on it).';

function fx(usdPerUnit: number): { usdPerUnit: number } & Sourced {
  return { usdPerUnit, source: 'planning approximation', asOf: '2026-11-22', verified: false, note: FX_NOTE };
}

const WTO_SUMMARY_2022 =
  'WTO/ITC/UNCTAD World Tariff Profiles, summary table "All products", simple average MFN applied, tariff year 2022 (October 2023 edition)';

export const EU_MEMBER_STATES: readonly string[] = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
];

export const IMPORT_RULES: readonly ImportRule[] = [
  {
    destination: 'US',
    currency: 'USD',
    fx: { usdPerUnit: 1, source: 'identity', asOf: '2026-11-22', verified: true },
    formalEntry: {
      amount: 2500,
      source: '19 CFR 143.21(a): informal entry for shipments not exceeding USD 2,500',
      asOf: '2026-11-22',
      verified: true,
      note: 'Articles over USD 250 under HTSUS Chapter 99 subchapters III/IV need formal entry at any value, and CBP may require formal entry (19 CFR 143.22); not modelled.',
    },
    dutyDeMinimis: [],
    averageDutyRatePct: null,
  },
  {
    destination: 'CA',
    currency: 'CAD',
    fx: fx(0.71),
    formalEntry: {
      amount: 3300,
      source: 'CBSA, "CUSMA: What importers need to know - Increase to low-value shipment thresholds": commercial goods not exceeding CAD 3,300 released and accounted as low-value shipments',
      asOf: '2020-07-01',
      verified: true,
    },
    dutyDeMinimis: [
      {
        amount: 150,
        shippedFrom: ['US', 'MX'],
        source: 'CBSA Customs Notice 20-18 (2020-05-02), Courier Imports Remission Order: courier shipments from the US or Mexico duty-free up to CAD 150 (tax-free up to CAD 40)',
        asOf: '2020-07-01',
        verified: true,
        note: 'Courier mode assumed; goods must originate in, or have entered the commerce of, the US or Mexico.',
      },
      {
        amount: 20,
        shippedFrom: null,
        source: 'CBSA CUSMA low-value shipment page: courier or mail from any other country duty- and tax-free up to CAD 20',
        asOf: '2020-07-01',
        verified: true,
      },
    ],
    averageDutyRatePct: { ratePct: 3.8, source: WTO_SUMMARY_2022, asOf: '2022-12-31', verified: true },
  },
  {
    destination: 'EU',
    currency: 'EUR',
    fx: fx(1.16),
    formalEntry: {
      amount: 150,
      source: 'Delegated Regulation (EU) 2015/2446 Annex B column H7: the super-reduced H7 declaration covers consignments of intrinsic value up to EUR 150; above that a full (H1) declaration',
      asOf: '2021-07-01',
      verified: true,
    },
    dutyDeMinimis: [],
    averageDutyRatePct: null,
  },
  {
    destination: 'GB',
    currency: 'GBP',
    fx: fx(1.31),
    formalEntry: {
      amount: 135,
      source: 'GOV.UK, "Apply to import multiple low value parcels on one declaration": reduced data sets only for consignments of GBP 135 or less',
      asOf: '2021-01-01',
      verified: false,
      note: 'Read for postal packets (bulk import reduced data set); that every consignment over GBP 135 needs a full import declaration was not confirmed for every route.',
    },
    dutyDeMinimis: [
      {
        amount: 135,
        shippedFrom: null,
        source: 'HMRC customs duty relief for low value imports (consignments of GBP 135 or less); abolition announced in the Autumn Budget of 2025-11-26, to take effect by March 2029 at the latest',
        asOf: '2021-01-01',
        verified: true,
        note: 'Excise goods (alcohol, tobacco) are excluded; not modelled.',
      },
    ],
    averageDutyRatePct: {
      ratePct: 6,
      source: 'UK Government announcement of the UK Global Tariff, 2020-05-19 ("average tariff ... around 6%"), as reported by Baker McKenzie',
      asOf: '2021-01-01',
      verified: false,
      note: 'Basis of the average (simple or trade-weighted) not stated; WTO simple average not found.',
    },
  },
  {
    destination: 'AU',
    currency: 'AUD',
    fx: fx(0.65),
    formalEntry: {
      amount: 1000,
      source: 'Australian Customs (now ABF) guidance: goods above AUD 1,000 need a full Import Declaration',
      asOf: '2026-11-22',
      verified: false,
      note: 'Read in quotations of the official guidance, not on the ABF site itself.',
    },
    dutyDeMinimis: [
      {
        amount: 1000,
        shippedFrom: null,
        source: 'Australian Customs (now ABF) guidance: no duty or GST collected at the border on goods at or below AUD 1,000, except alcohol and tobacco',
        asOf: '2026-11-22',
        verified: false,
        note: 'Read in quotations of the official guidance; GST on low-value goods is collected by the seller instead.',
      },
    ],
    averageDutyRatePct: { ratePct: 2.4, source: WTO_SUMMARY_2022, asOf: '2022-12-31', verified: true },
  },
  {
    destination: 'JP',
    currency: 'JPY',
    fx: fx(0.0065),
    formalEntry: {
      amount: 200000,
      source: 'Japan Customs FAQ 1001/1002: simplified tariff and simplified clearance for goods of customs value JPY 200,000 or less',
      asOf: '2026-11-22',
      verified: true,
    },
    dutyDeMinimis: [
      {
        amount: 10000,
        shippedFrom: null,
        source: 'Japan Customs FAQ 1006: goods of total customs value JPY 10,000 or less are exempt from customs duty and consumption tax',
        asOf: '2026-11-22',
        verified: true,
        note: 'Designated articles (e.g. some leather goods and knitwear) are excluded; not modelled.',
      },
    ],
    averageDutyRatePct: {
      ratePct: 5.8,
      source: 'WTO Trade Policy Review of Japan (2015), Table 3.8: simple average MFN applied rate, FY2014 (non-agricultural 3.7%)',
      asOf: '2014-04-01',
      verified: true,
      note: 'Old figure; a newer WTO average was not found.',
    },
  },
];

/** The import rule for a destination (EU member states share the 'EU' entry), or null when the table has none. */
export function importRuleFor(country: string): ImportRule | null {
  const code = country.trim().toUpperCase();
  const key = EU_MEMBER_STATES.includes(code) ? 'EU' : code;
  return IMPORT_RULES.find((r) => r.destination === key) ?? null;
}

/** USD cents to the destination currency, in its cents (hundredths), rounded half-up. */
function toLocalCents(rule: ImportRule, valueUsdCents: number): number {
  return Math.round(valueUsdCents / rule.fx.usdPerUnit);
}

export interface FormalEntryCheck {
  required: boolean;
  /** Present when the destination has a formal-entry threshold. */
  threshold: Threshold | null;
  currency: string | null;
  valueLocal: number | null;
}

/** Whether an order of `valueUsd` needs a formal entry at `country` (value strictly above the threshold). */
export function formalEntryCheck(country: string, valueUsd: number): FormalEntryCheck {
  const rule = importRuleFor(country);
  if (!rule || !rule.formalEntry) return { required: false, threshold: null, currency: rule?.currency ?? null, valueLocal: null };
  const localCents = toLocalCents(rule, Math.round(valueUsd * 100));
  return {
    required: localCents > Math.round(rule.formalEntry.amount * 100),
    threshold: rule.formalEntry,
    currency: rule.currency,
    valueLocal: localCents / 100,
  };
}

/** The duty de minimis that applies to goods shipped from `shippedFrom` to `country`, or null. */
export function dutyDeMinimisFor(country: string, shippedFrom: string): DeMinimisRule | null {
  const rule = importRuleFor(country);
  if (!rule) return null;
  const from = shippedFrom.trim().toUpperCase();
  return rule.dutyDeMinimis.find((d) => d.shippedFrom === null || d.shippedFrom.includes(from)) ?? null;
}

export interface SavingsEstimate {
  /** The order value is at or below the destination's duty de minimis. */
  eligible: boolean;
  /** Duty not paid thanks to the de minimis: value x average duty rate, in USD cents, rounded half-up. */
  savingsUsdCents: number;
}

/**
 * Estimated duty an order avoids under the destination's de minimis. 0 (and not eligible) where the
 * destination has no de minimis (US since 2025-08-29, EU since 2026-07-01) or no table entry; eligible
 * but 0 when the table has no average duty rate for it.
 */
export function estimateDeMinimisSavings(country: string, shippedFrom: string, valueUsd: number): SavingsEstimate {
  const rule = importRuleFor(country);
  const deMinimis = dutyDeMinimisFor(country, shippedFrom);
  if (!rule || !deMinimis) return { eligible: false, savingsUsdCents: 0 };
  const valueCents = Math.round(valueUsd * 100);
  if (toLocalCents(rule, valueCents) > Math.round(deMinimis.amount * 100)) return { eligible: false, savingsUsdCents: 0 };
  if (!rule.averageDutyRatePct) return { eligible: true, savingsUsdCents: 0 };
  const basisPoints = Math.round(rule.averageDutyRatePct.ratePct * 100);
  return { eligible: true, savingsUsdCents: Math.floor((valueCents * basisPoints + 5000) / 10000) };
}
