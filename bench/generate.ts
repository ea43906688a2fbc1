/**
 * Fills a migrated database with a catalogue of realistic size in a few statements that the
 * database runs itself (generate_series), so that 100,000 videos take seconds, not minutes:
 * 60 tags, 300 directors, 5,000 models, 100,000 videos with 3 tags, 1–2 models and a director each.
 * `videoFacts` says in JavaScript what the statements write for video g, so that a mix knows how
 * many rows each of its filters matches (and so its last page) without asking the database.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../server/db/index.ts';

export type TVolume = { videos: number; models: number; tags: number; directors: number };
export const VOLUME: TVolume = { videos: 100_000, models: 5_000, tags: 60, directors: 300 };

export const TITLE_FIRST = ['Midnight', 'Golden', 'Silent', 'Velvet', 'Northern', 'Paper', 'Neon', 'Blue', 'Last', 'Quiet', 'Summer', 'Winter', 'Hidden', 'Wild', 'Secret', 'Lost', 'Crimson', 'Electric', 'Gentle', 'Distant'];
export const TITLE_SECOND = ['Harbour', 'Hour', 'Storm', 'Room', 'Lights', 'Moon', 'Garden', 'Coast', 'Train', 'Letters', 'Dance', 'City', 'River', 'Affair', 'Morning', 'Island', 'Hotel', 'Road', 'Mirror', 'Window', 'Festival', 'Studio', 'Dream', 'Valley', 'Balcony'];
/** A video's status by the last digit of its number: seven in ten published. */
export const STATUS_BY_LAST_DIGIT = ['published', 'published', 'published', 'published', 'published', 'published', 'published', 'scheduled', 'draft', 'hidden'] as const;
/** Each video's three tags are these offsets apart (distinct modulo any tag count above 26). */
const TAG_STEPS = [0, 13, 26];

export type TVideoFacts = { serialNumber: string; title: string; status: string; tags: number[] };

/** What generateCatalogue writes for video g (its id: the table is empty before, ids follow g). */
export const videoFacts = (g: number, volume: TVolume): TVideoFacts => ({
  serialNumber: `BV-${String(g).padStart(6, '0')}`,
  title: `${TITLE_FIRST[g % TITLE_FIRST.length]} ${TITLE_SECOND[Math.floor(g / TITLE_FIRST.length) % TITLE_SECOND.length]} ${g}`,
  status: STATUS_BY_LAST_DIGIT[g % 10]!,
  tags: TAG_STEPS.map((step) => 1 + ((g * 7 + step) % volume.tags)),
});

const words = (list: readonly string[]) => sql.raw(`array[${list.map((w) => `'${w}'`).join(',')}]`);

export const generateCatalogue = async (db: TDb, volume: TVolume = VOLUME): Promise<void> => {
  await db.execute(sql`insert into tags (name, sort) select 'Tag ' || g, g from generate_series(1, ${volume.tags}) g`);
  await db.execute(sql`insert into directors (name) select 'Director ' || g from generate_series(1, ${volume.directors}) g`);
  await db.execute(sql`insert into models (name, gender, is_popular, birthday, birth_place, height_feet, height_inches, weight, chest, waist, hips)
    select 'Model ' || g, (array['female','male','transgender','nonbinary'])[1 + g % 4], g % 10 = 0, date '1980-01-01' + (g * 7) % 9000,
      'City ' || (g % 90), 5, g % 12, 100 + g % 90, 30 + g % 10, 22 + g % 8, 32 + g % 10
    from generate_series(1, ${volume.models}) g`);
  await db.execute(sql`insert into videos (serial_number, title, cover, video, video_duration, status, published_at, is_free, is_main,
      views, original_views, likes, dislikes, source, tooltips, description)
    select 'BV-' || lpad(g::text, 6, '0'),
      (${words(TITLE_FIRST)})[1 + g % ${TITLE_FIRST.length}] || ' ' || (${words(TITLE_SECOND)})[1 + (g / ${TITLE_FIRST.length}) % ${TITLE_SECOND.length}] || ' ' || g,
      '/media/images/' || substr(md5(g::text), 1, 2) || '/' || md5(g::text) || '.jpg',
      '/media/videos/' || substr(md5('v' || g), 1, 2) || '/' || md5('v' || g) || '.mp4',
      600 + (g * 37) % 7200,
      (${words(STATUS_BY_LAST_DIGIT)})[1 + g % 10],
      case when g % 10 = 8 then null when g % 10 = 7 then now() + (g || ' minutes')::interval else now() - (g || ' minutes')::interval end,
      g % 7 = 0, g % 50 = 0, (g * 7919) % 100000, (g::bigint * 104729) % 50000, (g * 31) % 5000, (g * 17) % 300, 'Studio ' || (g % 12), null,
      '<p>Episode ' || g || ' of the catalogue, with a description of ordinary length for a video page.</p>'
    from generate_series(1, ${volume.videos}) g order by g`);
  await db.execute(sql`insert into videos_tags (owner_id, target_id, position)
    select v.id, 1 + (v.id * 7 + (${sql.raw(`array[${TAG_STEPS.join(',')}]`)})[1 + j]) % ${volume.tags}, j from videos v, generate_series(0, 2) j`);
  await db.execute(sql`insert into videos_models (owner_id, target_id, position)
    select v.id, 1 + (v.id * 31 + j * 977) % ${volume.models}, j from videos v, generate_series(0, 1) j where j = 0 or v.id % 3 = 0`);
  await db.execute(sql`insert into videos_directors (owner_id, target_id, position) select v.id, 1 + v.id % ${volume.directors}, 0 from videos v`);
  // Planner statistics and the visibility map (index-only scans), as autovacuum would leave them.
  await db.execute(sql`vacuum analyze`);
};

export const FIRST_NAMES = ['Anna', 'Ben', 'Chloe', 'David', 'Emma', 'Felix', 'Grace', 'Henry', 'Iris', 'Jack', 'Kate', 'Leo', 'Mia', 'Noah', 'Olivia', 'Paul', 'Ruby', 'Sam', 'Tina', 'Victor', 'Wen', 'Yu', 'Zoe', 'Hao'];
export const LAST_NAMES = ['Chen', 'Lin', 'Wang', 'Huang', 'Lee', 'Smith', 'Brown', 'Taylor', 'Wilson', 'Clark', 'Wu', 'Tsai', 'Liu', 'Yang', 'Chang', 'Kuo', 'Hall', 'Young', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Hill', 'Moore', 'Lewis', 'Walker', 'Allen', 'Reed'];
export const MAIL_HOSTS = ['gmail.com', 'yahoo.com.tw', 'outlook.com', 'hotmail.com', 'qq.com', 'example.net', 'icloud.com'];
/** A user's status by the last digit of their number: seven in ten active, two unverified, one disabled. */
export const USER_STATUS_BY_LAST_DIGIT = ['active', 'active', 'active', 'active', 'active', 'active', 'active', 'unverified', 'unverified', 'disabled'] as const;
/** One sign-up every this many seconds, the newest (the highest number) a minute ago. */
const SIGN_UP_EVERY_S = 60;

export type TUserFacts = { username: string; email: string; firstName: string; lastName: string; phone: string; status: string; createdAt: Date };

/** What generateUsers writes for user g of `users` (its id: the table is empty before, ids follow g). */
export const userFacts = (g: number, users: number, now: number): TUserFacts => {
  const firstName = FIRST_NAMES[g % FIRST_NAMES.length]!;
  const lastName = LAST_NAMES[Math.floor(g / FIRST_NAMES.length) % LAST_NAMES.length]!;
  const username = `${firstName.toLowerCase()}.${lastName.toLowerCase()}${g}`;
  return {
    username,
    email: `${username}@${MAIL_HOSTS[g % MAIL_HOSTS.length]}`,
    firstName,
    lastName,
    phone: `+886 9${String(10_000_000 + ((g * 7919) % 90_000_000)).padStart(8, '0')}`,
    status: USER_STATUS_BY_LAST_DIGIT[g % 10]!,
    createdAt: new Date(now - (users - g + 1) * SIGN_UP_EVERY_S * 1000),
  };
};

/**
 * `users` customers of one site, in one statement the database runs itself (a million in well
 * under a minute on PostgreSQL), as `userFacts` says, signed up one a minute up to `now`.
 */
export const generateUsers = async (db: TDb, users: number, now: number): Promise<void> => {
  await db.execute(sql`insert into sites (name, domain, default_language) values ('Bench', 'watch.bench.example', 'en')`);
  await db.execute(sql`insert into users (username, email, first_name, last_name, phone, status, site, language, email_verified_at, created_at, updated_at)
    select u.username, u.username || '@' || (${words(MAIL_HOSTS)})[1 + g % ${MAIL_HOSTS.length}], u.first, u.last,
      '+886 9' || lpad((10000000 + (g::bigint * 7919) % 90000000)::text, 8, '0'),
      (${words(USER_STATUS_BY_LAST_DIGIT)})[1 + g % 10],
      (select id from sites where domain = 'watch.bench.example'),
      (array['en','zh-TW','zh-CN'])[1 + g % 3],
      case when g % 10 < 7 then u.created + interval '1 hour' end,
      u.created, u.created
    from generate_series(1, ${users}) g,
      lateral (select (${words(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] as first,
        (${words(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] as last,
        to_timestamp(${now / 1000}::double precision - (${users} - g + 1) * ${SIGN_UP_EVERY_S}) as created) n,
      lateral (select lower(n.first) || '.' || lower(n.last) || g as username, n.first, n.last, n.created) u
    order by g`);
  await db.execute(sql`vacuum analyze users`);
};

/**
 * The plans the commerce generator sells, in the order they are inserted (ids 1 to 6): price of
 * the first period, of each renewal (none: sold once), and the periods as SQL intervals.
 */
export const BENCH_PLANS = [
  { name: 'monthly', initial: 2999, recurring: 2999, initialPeriod: [1, 'month'], recurringPeriod: [1, 'month'] },
  { name: 'monthly-intro', initial: 999, recurring: 2999, initialPeriod: [1, 'month'], recurringPeriod: [1, 'month'] },
  { name: 'quarterly', initial: 7499, recurring: 7499, initialPeriod: [3, 'month'], recurringPeriod: [3, 'month'] },
  { name: 'yearly', initial: 19999, recurring: 19999, initialPeriod: [1, 'year'], recurringPeriod: [1, 'year'] },
  { name: 'weekly-trial', initial: 199, recurring: 2999, initialPeriod: [1, 'week'], recurringPeriod: [1, 'month'] },
  { name: 'lifetime', initial: 29999, recurring: null, initialPeriod: [99, 'year'], recurringPeriod: null },
] as const;
/** Three merchant accounts (ids 1 to 3), 60, 30 and 10 % of the subscriptions; rates in basis points. */
export const BENCH_SEGPAYS = [
  { name: 'Segpay main', transactionFeeRate: 450, transactionFeeFixed: 25, settlementFeeRate: 150, reserveRate: 1000, reserveHoldDays: 180 },
  { name: 'Segpay Asia', transactionFeeRate: 500, transactionFeeFixed: 30, settlementFeeRate: 100, reserveRate: 500, reserveHoldDays: 90 },
  { name: 'Segpay backup', transactionFeeRate: 550, transactionFeeFixed: 35, settlementFeeRate: 200, reserveRate: 750, reserveHoldDays: 180 },
] as const;
/** The postback secret of every generated setting (stored sealed, as the kernel writes it). */
export const BENCH_POSTBACK_SECRET = 'bench-postback-secret-0123456789';
/** Payments per subscription by its number modulo 6: 20 payments every 6 subscriptions, so 300,000 subscriptions make 1,000,000 orders. */
const PAYMENTS_BY_SIX = [1, 2, 3, 4, 4, 6];

export type TCommerceVolume = { users: number; subscriptions: number };
export const COMMERCE_VOLUME: TCommerceVolume = { users: 250_000, subscriptions: 300_000 };

const interval = (period: readonly [number, string] | null) => (period ? `interval '${period[0]} ${period[1]}s'` : 'null::interval');
const planArray = <T>(of: (plan: (typeof BENCH_PLANS)[number]) => T, cast: string) => sql.raw(`(array[${BENCH_PLANS.map((p) => String(of(p))).join(',')}]::${cast}[])`);
const settingArray = (of: (s: (typeof BENCH_SEGPAYS)[number]) => number) => sql.raw(`(array[${BENCH_SEGPAYS.map(of).join(',')}]::bigint[])`);

/**
 * Customers who paid over the last two years, as the card processor's postbacks would have left
 * them, in a few statements the database runs itself: `users` customers (generateUsers), six
 * plans, three payment settings, `subscriptions` subscriptions and their payments (on average
 * 10 in 3 subscriptions: a sale and its renewals, each at its period's end, the last before `now`),
 * with the fees of their setting, the processor's events that made them (a sale or renewal each;
 * a refund, void or chargeback; cancellations and expirations), in these proportions: of each
 * subscription's last payment, 8 % refunded, 2 % partly refunded, 2 % charged back, 0.8 % voided,
 * 1.2 % failed, 0.3 % pending; 60 % of customers from one of 24 channels; card brands as in life
 * (visa 45 %, mastercard 30 %, amex 10 %, discover, jcb, other).
 */
export const generateCommerce = async (db: TDb, volume: TCommerceVolume, now: number): Promise<void> => {
  await generateUsers(db, volume.users, now);
  for (const [i, p] of BENCH_PLANS.entries()) {
    await db.execute(sql`insert into plans (name, title, currency, initial_period_count, initial_period_unit, initial_original_price,
        recurring_period_count, recurring_period_unit, recurring_original_price, sort)
      values (${p.name}, ${`The ${p.name} plan`}, 'USD', ${p.initialPeriod[0]}, ${p.initialPeriod[1]}, ${p.initial},
        ${p.recurringPeriod?.[0] ?? null}, ${p.recurringPeriod?.[1] ?? null}, ${p.recurring}, ${i})`);
  }
  // Secrets are written in clear here and sealed by the next `prepareDatabase` (sealStoredSecrets), as an upgraded server does.
  for (const [i, s] of BENCH_SEGPAYS.entries()) {
    await db.execute(sql`insert into segpays (name, site, merchant_id, package_id, currency, postback_secret, transaction_fee_rate, transaction_fee_fixed,
        settlement_fee_rate, reserve_rate, reserve_hold_days)
      values (${s.name}, (select id from sites where domain = 'watch.bench.example'), ${`M${1000 + i}`}, ${`PK${2000 + i}`}, 'USD', ${BENCH_POSTBACK_SECRET},
        ${s.transactionFeeRate}, ${s.transactionFeeFixed}, ${s.settlementFeeRate}, ${s.reserveRate}, ${s.reserveHoldDays})`);
  }
  const at = sql.raw(`to_timestamp(${now / 1000})`);
  // Each subscription's facts, kept while its rows are written.
  await db.execute(sql`drop table if exists bench_subscription_facts`);
  await db.execute(sql`create unlogged table bench_subscription_facts as
    select s, n, plan, segpay, user_id, channel, campaign, method, fate,
      (${planArray((p) => interval(p.initialPeriod), 'interval')})[plan] as initial_period,
      (${planArray((p) => interval(p.recurringPeriod), 'interval')})[plan] as recurring_period,
      ${at} - interval '730 days' + (((s::bigint * 104729) % 10007) / 10007.0) *
        ((${at} - interval '1 day' - case when n > 1 then (${planArray((p) => interval(p.initialPeriod), 'interval')})[plan]
          + (n - 2) * coalesce((${planArray((p) => interval(p.recurringPeriod), 'interval')})[plan], interval '0') else interval '0' end) - (${at} - interval '730 days')) as started
    from (
      select s, n,
        case when n = 1 and h < 12 then 6 when n <= 2 and h < 27 then 4 when h < 42 then 3 when h < 57 then 2 when h < 67 then 5 else 1 end as plan,
        case when (s * 61) % 10 < 6 then 1 when (s * 61) % 10 < 9 then 2 else 3 end as segpay,
        1 + (s::bigint * 7919) % ${volume.users} as user_id,
        case when (s * 31) % 100 < 60 then 1 + (s * 13) % 24 end as channel,
        case when (s * 31) % 100 < 60 and (s * 17) % 2 = 0 then 1 + (s * 7) % 40 end as campaign,
        case when m < 45 then 'visa' when m < 75 then 'mastercard' when m < 85 then 'amex' when m < 91 then 'discover' when m < 97 then 'jcb' else 'other' end as method,
        case when f < 80 then 'refunded' when f < 100 then 'partially_refunded' when f < 120 then 'charged_back' when f < 128 then 'voided'
          when f < 140 then 'failed' when f < 143 then 'pending' else 'paid' end as fate
      from generate_series(1, ${volume.subscriptions}) s,
        lateral (select (array[${sql.raw(PAYMENTS_BY_SIX.join(','))}])[1 + s % 6] as n, (s::bigint * 7919) % 100 as h, (s * 97) % 100 as m, (s::bigint * 48271) % 1000 as f) x
    ) facts`);
  // Each payment: its number k in its subscription, when it was paid, what it cost.
  await db.execute(sql`drop table if exists bench_payment_facts`);
  await db.execute(sql`create unlogged table bench_payment_facts as
    select f.*, k, k = n - 1 as is_last,
      lpad((((s::bigint * 8 + k) * 2654435761) % 4294967291)::text, 10, '0') as tx,
      f.started + case when k = 0 then interval '0' else f.initial_period + (k - 1) * f.recurring_period end as paid,
      case when k = 0 then (${planArray((p) => p.initial, 'bigint')})[plan] else (${planArray((p) => p.recurring ?? 0, 'bigint')})[plan] end as amount,
      case when k = n - 1 then fate else 'paid' end as status
    from bench_subscription_facts f, generate_series(0, f.n - 1) k`);
  await db.execute(sql`insert into subscriptions (reference, "user", plan, segpay, price, currency, status, started_at, current_period_end, next_rebill_at,
      cancelled_at, channel, campaign, created_at, updated_at)
    select 'SP' || segpay || '-P' || s, user_id, plan, segpay, coalesce((${planArray((p) => p.recurring ?? p.initial, 'bigint')})[plan], 0), 'USD', status,
      started, period_end, case when status in ('active', 'trial') and recurring_period is not null then period_end end,
      case when status = 'cancelled' then least(period_end - interval '9 days', ${at}) end, channel, campaign, started, least(period_end, ${at})
    from (select f.*, e.period_end,
        case when fate in ('refunded', 'voided') then 'refunded' when fate = 'charged_back' then 'charged_back'
          when e.period_end <= ${at} or fate = 'failed' then 'expired'
          when plan = 5 and n = 1 then 'trial' when (s * 11) % 100 < 15 then 'cancelled' else 'active' end as status
      from bench_subscription_facts f,
        lateral (select f.started + case when n = 1 then f.initial_period else f.initial_period + (n - 1) * f.recurring_period end as period_end) e) x
    order by s`);
  const fee = (rate: SQL) => sql`(p.amount * ${rate} * 2 + 10000) / 20000`;
  const transactionFee = sql`${fee(sql`${settingArray((s) => s.transactionFeeRate)}[p.segpay]`)} + ${settingArray((s) => s.transactionFeeFixed)}[p.segpay]`;
  const settlementFee = fee(sql`${settingArray((s) => s.settlementFeeRate)}[p.segpay]`);
  const reserveFee = fee(sql`${settingArray((s) => s.reserveRate)}[p.segpay]`);
  // In the order they were paid, as postbacks insert them (the pending ones, unpaid, last).
  await db.execute(sql`insert into orders (order_id, kind, "user", plan, subscription, segpay, status, currency, amount, refunded_amount, payment_method,
      transaction_number, paid_at, transaction_fee, settlement_fee, reserve_fee, total_amount, channel, campaign, country, created_at, updated_at)
    select 'SP' || p.segpay || '-' || p.tx, case when p.k = 0 then 'sale' else 'rebill' end, p.user_id, p.plan, p.s, p.segpay, p.status, 'USD', p.amount,
      case p.status when 'refunded' then p.amount when 'charged_back' then p.amount when 'partially_refunded' then p.amount / 2 else 0 end,
      p.method, p.tx, case when p.status <> 'pending' then p.paid end,
      ${transactionFee}, ${settlementFee}, ${reserveFee}, p.amount - (${transactionFee}) - (${settlementFee}) - (${reserveFee}),
      p.channel, p.campaign, (array['US','US','US','US','GB','DE','TW','JP','CA','AU'])[1 + (p.s * 3) % 10], p.paid, p.paid
    from bench_payment_facts p
    order by p.status = 'pending', p.paid, p.s`);
  // The processor's events: the payment of each order, then what reversed it, then the ends of subscriptions.
  const event = (kind: SQL, tx: SQL, related: SQL, occurred: SQL, extra: SQL) =>
    sql`json_build_object('kind', ${kind}, 'transaction_id', ${tx}, 'related_transaction_id', ${related}, 'purchase_id', 'P' || o.subscription,
      'occurred_at', to_char((${occurred}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), ${extra})::text`;
  await db.execute(sql`insert into provider_events (segpay, kind, transaction_id, related_transaction_id, purchase_id, status, raw, payload, ip, "order", subscription,
      occurred_at, received_at, applied_at)
    select segpay, kind, tx, related, 'P' || subscription, status, raw, raw::jsonb, '198.51.100.' || (1 + id % 20), id, subscription, occurred, occurred, occurred
    from (
      select o.segpay, o.kind, o.transaction_number as tx, null as related, o.subscription, case when o.status = 'pending' then 'pending' else 'applied' end as status,
        coalesce(o.paid_at, o.created_at) as occurred, o.id,
        ${event(sql`o.kind`, sql`o.transaction_number`, sql`null`, sql`coalesce(o.paid_at, o.created_at)`, sql`'user_id', o."user", 'plan_id', o.plan, 'amount', o.amount, 'currency', o.currency, 'payment_method', o.payment_method`)} as raw
      from orders o
      union all
      select o.segpay, r.kind, 'F' || o.transaction_number, o.transaction_number, o.subscription, 'applied', o.paid_at + interval '3 days', o.id,
        ${event(sql`r.kind`, sql`'F' || o.transaction_number`, sql`o.transaction_number`, sql`o.paid_at + interval '3 days'`, sql`'amount', o.refunded_amount, 'currency', o.currency`)}
      from orders o, lateral (select case o.status when 'charged_back' then 'chargeback' when 'voided' then 'void' else 'refund' end as kind) r
      where o.status in ('refunded', 'partially_refunded', 'charged_back', 'voided')
      order by occurred
    ) e`);
  await db.execute(sql`insert into provider_events (segpay, kind, transaction_id, purchase_id, status, raw, payload, subscription, occurred_at, received_at, applied_at)
    select s.segpay, e.kind, e.kind || '-' || s.id, 'P' || s.id, 'applied', e.raw, e.raw::jsonb, s.id, e.occurred, e.occurred, e.occurred
    from subscriptions s,
      lateral (select k as kind, case k when 'cancellation' then s.cancelled_at else s.current_period_end end as occurred,
        json_build_object('kind', k, 'transaction_id', k || '-' || s.id, 'purchase_id', 'P' || s.id,
          'occurred_at', to_char((case k when 'cancellation' then s.cancelled_at else s.current_period_end end) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))::text as raw
        from unnest(case s.status when 'cancelled' then array['cancellation'] when 'expired' then array['expiration'] else array[]::text[] end) k) e`);
  await db.execute(sql`drop table bench_payment_facts`);
  await db.execute(sql`drop table bench_subscription_facts`);
  await db.execute(sql`vacuum analyze plans, segpays, subscriptions, orders, provider_events`);
};
