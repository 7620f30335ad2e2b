/**
 * What each item of an order was paid (MMK): its amount, less its part of an order-wide promotion in
 * proportion to its amount, so that the shares add up to exactly what was paid (the largest remainders
 * take the odd kyats). A refund of one item gives back its share, never more.
 */
export function paidShares(amounts: readonly number[], paid: number): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (total <= 0) return amounts.map(() => 0);
  const exact = amounts.map((amount) => (amount * paid) / total);
  const shares = exact.map(Math.floor);
  let left = paid - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
