/**
 * Every number the HS classifier scores with (scoring.ts and classify.ts use them). A candidate is a 6-digit
 * subheading; its score sums points for evidence (a legal note may multiply it), and its support is 1 − e^(−score/4).
 */

/** Confidence band thresholds (inclusive lower bounds). */
export const CONFIDENCE_THRESHOLDS = { high: 0.7, medium: 0.4 } as const;
/** The highest medium and the highest low confidence: what the caps cut a confidence down to. */
export const MEDIUM_CAP = CONFIDENCE_THRESHOLDS.high - 0.01;
export const LOW_CAP = CONFIDENCE_THRESHOLDS.medium - 0.01;
/** A name that also names this many goods of other headings than the answer's is not high confidence (classify.ts) */
export const MIN_OTHER_GOODS = 2;
/**
 * A name of at most this many words (stop words aside) is short: the legal text reads it by a word or two, so the
 * section check leaves an answer that names the good itself alone (classify.ts). Measured on the tune part: 4 words
 * move 2 answers (both right), 6 move 6 (4 right) and bring the merchant listings' right answers at low from 13 to 5.
 */
export const SHORT_NAME_WORDS = 6;

export const MAX_CANDIDATES = 5;
/**
 * Subheadings of the best heading among the candidates (the best and its runner-up sibling, for the common
 * case of the right heading and the wrong subheading); every other heading shows its best one, so the
 * alternatives span as many headings as they can when the best heading is wrong.
 */
export const MAX_OF_BEST_HEADING = 2;

// ---- keyword evidence: a table phrase found in the text ---------------------------------------------------------

export type Field = 'name' | 'category' | 'description';
/** The name says what the good is; a description may mention other goods. */
export const FIELD_WEIGHT: Readonly<Record<Field, number>> = { name: 3, category: 2, description: 1 };
/** Share added per word beyond the first: a longer phrase is more specific. */
export const PER_EXTRA_WORD = 0.25;
/** Points per further field the phrase is also found in. */
export const PER_EXTRA_FIELD = 0.5;
/** Points when the phrase is the head of the name (the last one before "for", "with" ...). */
export const HEAD_BONUS = 1.5;
/** A chapter's keyword ("knit", "woven") narrows the chapter, not the heading. */
export const CHAPTER_KEYWORD_FACTOR = 0.6;
/** Points, once per candidate, for a phrase that singles the subheading out among its siblings. */
export const DISTINCTIVE_BONUS = 1;
/** Cap on the points of phrases found only in the description. */
export const DESCRIPTION_ONLY_CAP = 3;

// ---- full text and the legal notes ---------------------------------------------------------------------------

/** Weight of the full-text match against the legal text, relative to the curated keywords' evidence. */
export const RETRIEVAL_WEIGHT = 0.4;
/** Full-text hits read per classification. */
export const RETRIEVAL_DEPTH = 40;
/** Points for a material's residual (n.e.c.) heading when no heading names the head noun. */
export const RESIDUAL_BONUS = 5;
/**
 * Points for each subheading of the chapter 29 heading a chemical name's functions say (./organic.ts). Measured on
 * the tune part: 3 or 5 → heading top-1 +5 items, 8 or 12 → +7 (the legal text of chapter 28's "cyanides" and of
 * 29.21's amines no longer outvote the nitrile and the azo compound), among the candidates +7 for each.
 */
export const ORGANIC_BONUS = 8;
/** ... and for its residual subheading ("n.e.c.", "other than ..."), when the legal text matches none of them. */
export const ORGANIC_RESIDUAL_BONUS = 0.25;

// ---- the semantic reading (./semantic.ts) ------------------------------------------------------------------------
// Measured on the tune part (issue 34), heading top-1 / expected heading among the candidates; without it 36.3 / 54.2.

/**
 * Weight of the heading's semantic similarity (a cosine) against the evidence score divided by the best one:
 * 0.75 → 37.6 / 58.1, 1 → 37.8 / 58.6, 1.25 → 37.9 / 58.9, 1.5 → 37.9 / 59.1, 2 → 37.2 / 59.9. Above 1 the meaning
 * starts to outvote the evidence on what the good is: at 1.5 "paracetamol 500mg tablets" becomes its active
 * ingredient (2924.29) instead of a medicament in doses (3004.90), so 1 stays.
 */
export const SEMANTIC_WEIGHT = 1;
/** Leaves of the evidence ranking re-ranked (measured at weight 1): 20 → 37.7 / 57.6, 30 → 37.7 / 58.4, 40 → 37.8 / 58.9, 60 → the same. */
export const SEMANTIC_DEPTH = 40;
/**
 * The meaning is read only when another heading has at least this share of the best's score (below it, the
 * evidence has decided); at weight 1: always read → 37.8 / 59.4; 0.4 → 37.8 / 59.0; 0.5 → 37.8 / 58.9; 0.6 → 37.6 / 58.1. On
 * bench:optimize's products 0.5 cuts the reading's CPU from 100–140 µs to 10–50 µs a classification.
 */
export const SEMANTIC_OPEN_BELOW = 0.5;
/**
 * The evidence's first place stays when it matched a curated name phrase of this many words and the meaning's
 * choice matched none: tune +0.1 point, and 9 of 34 common merchant names the meaning had moved ("heating pad" to
 * notepads, "breast pump" to vacuum pumps, "building blocks" to ceramic bricks) back to the right heading.
 */
export const MEANING_YIELDS_TO_PHRASE_OF = 2;

// ---- material, category, gender ------------------------------------------------------------------------------

/** A material the merchant gave matches the subheading's. */
export const EXPLICIT_MATERIAL_BONUS = 3;
/** A material found in the text matches it. */
export const TEXT_MATERIAL_BONUS = 2.5;
/** A fallback ("of other materials") subheading, when no material is known. */
export const FALLBACK_UNKNOWN_MATERIAL_BONUS = 0.5;
/** A fallback subheading, when the known material matches none of its siblings. */
export const FALLBACK_OTHER_MATERIAL_BONUS = 1;
/**
 * A subheading of other materials than the known one: the subheadings of a heading split by material are chosen by
 * it (GRI 6), so a richer legal text (the US tariff's many "sweaters of wool" lines) must not outvote the material
 * the text names. Measured on the tune part, 0.5 → 1 / 2 / 3 / 5: subheading top-1 34.0 → 34.1 / 34.4 / 34.4 /
 * 34.4 %, heading top-1 +1 item for 1 to 3, high-band subheading precision 72.3 → 71.2 / 74.2 / 74.6 / 75.8 %.
 * "polyester sweater" was 6110.11 (of wool), with high confidence.
 */
export const MATERIAL_MISMATCH_PENALTY = 3;
export const CATEGORY_BONUS = 1;
/** Men's or women's garments, when the text says which. */
export const GENDER_MATCH_BONUS = 1.5;
export const GENDER_MISMATCH_PENALTY = 2;

// ---- confidence -----------------------------------------------------------------------------------------------

/** support = 1 − e^(−score / STRENGTH_SCALE) */
export const STRENGTH_SCALE = 4;
/**
 * confidence = strength(best) × (HEADING_FLOOR + HEADING_SPAN × heading margin)
 *                             × (SUBHEADING_FLOOR + SUBHEADING_SPAN × subheading margin),
 * a margin being (best − runner-up) / best over other headings, or over siblings.
 */
export const HEADING_FLOOR = 0.6;
export const HEADING_SPAN = 0.4;
export const SUBHEADING_FLOOR = 0.85;
export const SUBHEADING_SPAN = 0.15;

/** A merchant's existing code agrees when a candidate of its heading has this share of the best score ... */
export const EXISTING_CODE_MIN_SHARE = 0.5;
/** ... and at least this support. */
export const EXISTING_CODE_MIN_STRENGTH = 0.3;
