/**
 * Order totals to the cent, in integer arithmetic: quantities carry at most 3 decimals and unit values
 * at most 4 (the scales the database stores), so quantity x 1e3 times unit value x 1e4 is exact in BigInt.
 */
const QTY_SCALE = 1000n;
const UNIT_SCALE = 10000n;

function scaled(value: number, scale: bigint, digits: number): bigint {
  return BigInt(Math.round(Number(value.toFixed(digits)) * Number(scale)));
}

export function lineTotalsUsd(items: ReadonlyArray<{ quantity: number; unitValueUsd: number }>): number {
  let sum = 0n; // in units of 1e-7 USD
  for (const it of items) sum += scaled(it.quantity, QTY_SCALE, 3) * scaled(it.unitValueUsd, UNIT_SCALE, 4);
  const perCent = (QTY_SCALE * UNIT_SCALE) / 100n;
  const cents = (sum + perCent / 2n) / perCent; // half-up; values are never negative
  return Number(cents) / 100;
}

/** True when `value` has at most `digits` decimals (what the column keeps without rounding). */
export function hasAtMostDecimals(value: number, digits: number): boolean {
  return Number(value.toFixed(digits)) === value;
}
