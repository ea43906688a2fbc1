/** The derived figures of docs/metrics.md on integers: quotients of money and ratios, half up, 0 over nothing. */

/** round(a / b) half up, in whole units (minor units of money); 0 when b is 0. Exact for any safe integers. */
export const divideHalfUp = (a: number, b: number): number => {
  if (b === 0) return 0;
  const negative = a < 0 !== b < 0;
  const x = BigInt(Math.abs(a));
  const y = BigInt(Math.abs(b));
  const rounded = Number((2n * x + y) / (2n * y));
  return negative && rounded !== 0 ? -rounded : rounded;
};

/** a × 10000 / b in basis points, half up; 0 when b is 0. */
export const ratioBp = (a: number, b: number): number => divideHalfUp(a * 10_000, b);

/** The figures a range's sums give (docs/metrics.md, derived figures). */
export const derivedFigures = (s: {
  newRevenue: number; newSubscribers: number; renewRevenue: number; renewCount: number; refundAmount: number; chargebackAmount: number;
  orderCount: number; paidCount: number; failedCount: number; pendingCount: number; refundedOrders: number;
}) => {
  const revenue = s.newRevenue + s.renewRevenue;
  return {
    revenue,
    netRevenue: revenue - s.refundAmount - s.chargebackAmount,
    arpu: divideHalfUp(s.newRevenue, s.newSubscribers),
    renewArpu: divideHalfUp(s.renewRevenue, s.renewCount),
    refundRatio: ratioBp(s.refundAmount, revenue),
    successRate: ratioBp(s.paidCount, s.orderCount),
    failRate: ratioBp(s.failedCount, s.orderCount),
    pendingRate: ratioBp(s.pendingCount, s.orderCount),
    refundRate: ratioBp(s.refundedOrders, s.paidCount),
  };
};
