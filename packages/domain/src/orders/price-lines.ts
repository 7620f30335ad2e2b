/**
 * What each item of an order costs, line by line (design §6a, decision 024): every product module
 * gives its item's price lines (a flight its fares, airline taxes and fees; an insurance its premium),
 * and the price breakdown of spec §3 is a view over the lines of all the order's items. So a basket
 * of a flight and its insurance shows the flight's lines and one 'insurance' line, without any
 * product knowing the other's.
 *
 * Amounts are whole MMK ≥ 0; a discount line is subtracted.
 */
import type { PriceBreakdown } from '../booking/price-breakdown.ts';

export const PRICE_LINE_KINDS = ['fare', 'airline_taxes', 'taxes', 'convenience_fees', 'discount', 'insurance'] as const;
export type PriceLineKind = (typeof PRICE_LINE_KINDS)[number];

export interface PriceLine {
  readonly kind: PriceLineKind;
  readonly amount: number;
}

function assertLines(lines: readonly PriceLine[]): void {
  for (const line of lines) {
    if (!PRICE_LINE_KINDS.includes(line.kind)) throw new RangeError(`unknown price line ${String(line.kind)}`);
    if (!Number.isSafeInteger(line.amount) || line.amount < 0) throw new RangeError(`a ${line.kind} line must be a whole MMK amount ≥ 0, got ${line.amount}`);
  }
}

const sumOf = (lines: readonly PriceLine[], kind: PriceLineKind) => lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.amount, 0);

/** What an item costs before any promotion: its lines added up, its discounts taken off. */
export function amountOfLines(lines: readonly PriceLine[]): number {
  assertLines(lines);
  const amount = lines.reduce((sum, line) => sum + (line.kind === 'discount' ? -line.amount : line.amount), 0);
  if (amount < 0) throw new RangeError('an item cannot cost less than nothing');
  return amount;
}

/**
 * The spec §3 breakdown of an order whose items have `items` lines, with the order's `promotion`
 * (a promo code's discount, which comes off the total and never below zero): sub total, airline taxes,
 * taxes, convenience fees, discount, promotion, insurance, total and grand total.
 */
export function breakdownOfLines(items: readonly (readonly PriceLine[])[], promotion = 0): PriceBreakdown {
  const lines = items.flat();
  assertLines(lines);
  const subTotal = sumOf(lines, 'fare');
  const airlineTaxes = sumOf(lines, 'airline_taxes');
  const taxes = sumOf(lines, 'taxes');
  const convenienceFees = sumOf(lines, 'convenience_fees');
  const discount = sumOf(lines, 'discount');
  const insurance = sumOf(lines, 'insurance');
  const total = subTotal + airlineTaxes + taxes + convenienceFees - discount;
  if (total < 0) throw new RangeError('the discount is larger than what it discounts');
  const taken = Math.min(Math.max(0, promotion), total);
  return { subTotal, airlineTaxes, taxes, convenienceFees, discount, promotion: taken, insurance, total, grandTotal: total - taken + insurance, currency: 'MMK' };
}

/**
 * A breakdown a product computed in the spec's shape (a flight's fares, a hotel's rates) as its item's
 * lines, leaving out its promotion, which is the order's. Lines of nothing are left out.
 */
export function linesOfBreakdown(breakdown: PriceBreakdown): PriceLine[] {
  const lines: PriceLine[] = [
    { kind: 'fare', amount: breakdown.subTotal },
    { kind: 'airline_taxes', amount: breakdown.airlineTaxes },
    { kind: 'taxes', amount: breakdown.taxes },
    { kind: 'convenience_fees', amount: breakdown.convenienceFees },
    { kind: 'discount', amount: breakdown.discount },
    { kind: 'insurance', amount: breakdown.insurance },
  ];
  return lines.filter((line) => line.amount > 0);
}
