/**
 * Redeeming a promotion code for a plan, as a checkout (an order) does, inside the caller's
 * transaction. The count goes up in one conditional update: whichever of two parallel last
 * redemptions updates the row first takes it, and the other finds the limit reached (PostgreSQL
 * re-reads a row it waited for before applying the update), so `used` never passes `times`.
 */
import { sql } from 'drizzle-orm';
import { applyBasisPoints } from '../money.ts';
import type { TDb } from '../../server/db/index.ts';
import { unprocessable } from '../../server/lib/errors.ts';
import type { TPromotionStatus } from './schema.ts';

export type TRedemption = {
  promotionId: number;
  planId: number;
  currency: string;
  /** The plan's price of its first period before the promotion, in minor units. */
  price: number;
  /** What the promotion takes off it (never more than the price). */
  discount: number;
  /** What the customer pays for the first period. */
  total: number;
};

/** Why a code was refused: its status, or a code that fits no promotion or not this plan. */
export type TRedeemRefusal = Exclude<TPromotionStatus, 'active'> | 'unknown' | 'not_for_plan';

type TRow = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: TRow[] }).rows;

/**
 * Counts one redemption of `code` (matched whatever its case) for the plan and answers the price
 * it gives; refuses (422 under `field`, nothing counted) a code that is unknown, not active, used
 * up or not for this plan.
 */
export const redeemPromotion = async (tx: TDb, code: string, planId: number, field = 'promotion'): Promise<TRedemption> => {
  const [redeemed] = rowsOf(
    await tx.execute(sql`update promotions p set used = p.used + 1, updated_at = now()
      from plans pl
      where lower(p.code) = lower(${code}) and pl.id = ${planId}
        and p.enabled and p.started_at <= now() and (p.ended_at is null or p.ended_at > now())
        and (p.times is null or p.used < p.times)
        and exists (select 1 from promotions_plans pp where pp.owner_id = p.id and pp.target_id = pl.id)
        and (p.discount_amount is null or p.currency = pl.currency)
      returning p.id, p.discount_percent, p.discount_amount, pl.currency,
        coalesce(pl.initial_discount_price, pl.initial_original_price) as price`),
  );
  if (!redeemed) throw unprocessable({ [field]: [`resources.promotions.redeem.${await refusal(tx, code, planId)}`] });
  // bigint columns come as text from PostgreSQL's driver and as numbers from PGlite.
  const price = Number(redeemed.price);
  const amount = redeemed.discount_amount === null ? null : Number(redeemed.discount_amount);
  const discount = amount === null ? applyBasisPoints(price, Number(redeemed.discount_percent)) : Math.min(amount, price);
  return { promotionId: Number(redeemed.id), planId, currency: String(redeemed.currency), price, discount, total: price - discount };
};

/** Why the update above counted nothing. */
const refusal = async (tx: TDb, code: string, planId: number): Promise<TRedeemRefusal> => {
  const [found] = rowsOf(
    await tx.execute(sql`select p.enabled, p.started_at <= now() as started, p.ended_at is not null and p.ended_at <= now() as ended,
        p.times is not null and p.used >= p.times as used_up,
        exists (select 1 from promotions_plans pp where pp.owner_id = p.id and pp.target_id = ${planId}) as for_plan
      from promotions p where lower(p.code) = lower(${code})`),
  );
  if (!found) return 'unknown';
  if (!found.enabled) return 'off';
  if (!found.started) return 'scheduled';
  if (found.ended) return 'expired';
  if (found.used_up) return 'used_up';
  return 'not_for_plan';
};
