/**
 * The demo customers' sign-up dates. The demo makes its customers first, all at once; a living
 * business gained them over the year. Paying customers keep the date the demo's payments gave them
 * (the simulator's rhythm, before their first payment). Of the others, one whose sign-up the demo's
 * visits report signed up then; the rest are spread over the year.
 */
import { sql } from 'drizzle-orm';
import type { TDb } from '../db/index.ts';

export const dateDemoSignUps = async (db: TDb): Promise<void> => {
  await db.execute(sql`
    UPDATE users u SET created_at = e.at
    FROM (SELECT user_id, min(occurred_at) AS at FROM visit_events WHERE kind = 'sign_up' AND user_id IS NOT NULL GROUP BY user_id) e
    WHERE u.id = e.user_id AND NOT EXISTS (SELECT 1 FROM orders o WHERE o."user" = u.id)`);
  await db.execute(sql`
    UPDATE users u SET created_at = now() - ((u.id * 7919) % 365) * interval '1 day' - ((u.id * 104729) % 86400) * interval '1 second'
    WHERE NOT EXISTS (SELECT 1 FROM visit_events e WHERE e.kind = 'sign_up' AND e.user_id = u.id)
      AND NOT EXISTS (SELECT 1 FROM orders o WHERE o."user" = u.id)`);
  await db.execute(sql`
    UPDATE users u SET created_at = o.first - interval '1 hour'
    FROM (SELECT "user" AS id, min(coalesce(paid_at, created_at)) AS first FROM orders GROUP BY "user") o
    WHERE u.id = o.id AND u.created_at > o.first - interval '1 hour'`);
};
