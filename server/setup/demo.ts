/** A small demo data set so that every screen has something to show on a fresh embedded start. */
import { count } from 'drizzle-orm';
import { directors } from '../../resources/directors/schema.ts';
import { informations } from '../../resources/informations/schema.ts';
import { questions } from '../../resources/questions/schema.ts';
import { tags } from '../../resources/tags/schema.ts';
import type { TStorage } from '../files/storage.ts';
import { rebuildAll } from '../analytics/refresh.ts';
import { serverResource } from '../registry.ts';
import { seedDemoVisits } from './demoAnalytics.ts';
import { dateDemoSignUps } from './demoSignUps.ts';
import { seedDemoChannels } from './demoChannels.ts';
import { seedDemoCommerce } from './demoCommerce.ts';
import { directSender, type TPostbackSender } from './paymentSimulator.ts';
import { seedDemoComments } from './demoComments.ts';
import { seedDemoContent } from './demoContent.ts';
import { seedDemoCustomers } from './demoCustomers.ts';
import { seedDemoHome } from './demoHome.ts';
import { seedDemoUsers } from './demoUsers.ts';
import type { TDb } from '../db/index.ts';

const TAGS = ['Drama', 'Comedy', 'Romance', 'Documentary', 'Behind the scenes', 'Interview', 'Travel', 'Music', 'Fitness', 'Cooking', 'Fashion', 'Outdoor', 'Studio', 'Exclusive', '4K', 'New release'];
const DIRECTORS = ['Mia Laurent', 'Kenji Watanabe', 'Sofia Reyes', 'Daniel Okafor', 'Lin Yu-ting', 'Marco Bellini', 'Hannah Schultz', 'Chen Wei'];
const FAQ: [string, string][] = [
  ['How do I cancel my subscription?', '<p>Open <strong>Account → Subscription</strong> and choose <em>Cancel renewal</em>. You keep access until the end of the paid period.</p>'],
  ['Which payment methods do you accept?', '<p>Visa, Mastercard, JCB and selected local wallets. Charges appear under a discreet billing name.</p>'],
  ['Can I download videos?', '<p>Plans marked <em>Downloadable</em> let you download videos for offline viewing on up to three devices.</p>'],
  ['Why was my card declined?', '<p>Your bank may block international charges. Please contact your bank or try another card.</p>'],
  ['How do I reset my password?', '<p>Use <strong>Forgot password</strong> on the login page; we send a reset link to your email.</p>'],
  ['Do you offer refunds?', '<p>See our refund policy. Requests within 48 hours of a first charge are reviewed by our support team.</p>'],
];

/** Loads the demo data into an empty database (its images into the storage); does nothing when content exists. */
/** `send`: how the demo's payments reach the postback endpoint (the running app's, or its processor directly where no app runs). */
export const seedDemo = async (db: TDb, storage: TStorage, send: TPostbackSender = directSender(db)): Promise<boolean> => {
  const tagTable = serverResource(tags).table;
  const [{ n }] = (await db.select({ n: count() }).from(tagTable)) as [{ n: number }];
  if (Number(n) > 0) return false;
  const { tagIds, directorIds } = await db.transaction(async (tx) => {
    const tagRows = await tx.insert(tagTable).values(TAGS.map((name, i) => ({ name, sort: (i + 1) * 10 }))).returning({ id: tagTable.id });
    const directorTable = serverResource(directors).table;
    const directorRows = await tx.insert(directorTable).values(DIRECTORS.map((name) => ({ name }))).returning({ id: directorTable.id });
    await tx.insert(serverResource(questions).table).values(FAQ.map(([question, answer], i) => ({ question, answer, sort: (i + 1) * 10 })));
    const info = serverResource(informations).table;
    await tx.update(info).set({ content: '<p>This page is shown to customers. Edit it in the back-office.</p>' });
    return { tagIds: tagRows.map((r) => r.id as number), directorIds: directorRows.map((r) => r.id as number) };
  });
  await seedDemoContent(db, storage, tagIds, directorIds);
  await seedDemoHome(db);
  await seedDemoUsers(db);
  await seedDemoCustomers(db, storage);
  await seedDemoCommerce(db, send);
  await seedDemoChannels(db);
  await seedDemoVisits(db);
  await dateDemoSignUps(db);
  await seedDemoComments(db);
  // The figures of the dashboard and the reports, from all of the above at once.
  await rebuildAll(db);
  return true;
};
