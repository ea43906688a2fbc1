/**
 * The demo's customers: three sites, one per language, and 2,000 users on them, created through
 * the batch-create path (a CSV checked and written as staff's would be), then some verified,
 * some disabled with a reason, and a few mailed a verification link through the outbox.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { sites } from '../../resources/sites/schema.ts';
import { users } from '../../resources/users/schema.ts';
import { parseUserCsv, runUserBatch } from '../../resources/users/batchCreate.server.ts';
import { mailLink } from '../../resources/users/links.server.ts';
import { csvRow } from '../csv/csv.ts';
import type { TDb } from '../db/index.ts';
import { auditLog } from '../db/system.ts';
import { serverResource } from '../registry.ts';

const TOTAL = 2_000;

type TPeople = { language: 'en' | 'zh-TW' | 'zh-CN'; site: { name: string; domain: string }; first: string[]; last: string[]; romanised: string[] };

const PEOPLE: TPeople[] = [
  {
    language: 'en',
    site: { name: 'Showrunner Global', domain: 'watch.showrunner.example' },
    first: ['James', 'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Sophie', 'Jack', 'Grace', 'Leo', 'Chloe', 'Owen', 'Ella'],
    last: ['Smith', 'Johnson', 'Brown', 'Taylor', 'Wilson', 'Davies', 'Evans', 'Thomas', 'Walker', 'Wright', 'Clarke', 'Hughes'],
    romanised: [],
  },
  {
    language: 'zh-TW',
    site: { name: 'Showrunner 台灣', domain: 'tw.showrunner.example' },
    first: ['怡君', '志明', '雅婷', '家豪', '淑芬', '冠宇', '佳穎', '承翰', '詩涵', '宗翰', '欣怡', '俊傑'],
    last: ['陳', '林', '黃', '張', '李', '王', '吳', '劉', '蔡', '楊'],
    romanised: ['yijun', 'zhiming', 'yating', 'jiahao', 'shufen', 'guanyu', 'jiaying', 'chenghan', 'shihan', 'zonghan', 'xinyi', 'junjie'],
  },
  {
    language: 'zh-CN',
    site: { name: 'Showrunner 中国', domain: 'cn.showrunner.example' },
    first: ['伟', '芳', '娜', '敏', '静', '磊', '洋', '艳', '勇', '军', '杰', '娟'],
    last: ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'],
    romanised: ['wei', 'fang', 'na', 'min', 'jing', 'lei', 'yang', 'yan', 'yong', 'jun', 'jie', 'juan'],
  },
];

const MAIL_HOSTS = ['example.com', 'mail.example.net', 'post.example.org'];

/** One site's users as the CSV staff would upload. */
const csvFor = (people: TPeople, from: number, size: number) => {
  const lines = [csvRow(['username', 'email', 'first_name', 'last_name', 'phone', 'birthdate', 'language'])];
  for (let i = from; i < from + size; i += 1) {
    const f = i % people.first.length;
    const first = people.first[f]!;
    const last = people.last[Math.floor(i / people.first.length) % people.last.length]!;
    const handle = `${(people.romanised[f] ?? first).toLowerCase()}${i}`;
    const year = 1970 + (i % 35);
    lines.push(
      csvRow([handle, `${handle}@${MAIL_HOSTS[i % MAIL_HOSTS.length]}`, first, last, `+886 9${String(10_000_000 + i * 7919).slice(-8)}`, `${year}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`, people.language]),
    );
  }
  return lines.join('');
};

export const seedDemoUsers = async (db: TDb): Promise<void> => {
  const userTable = serverResource(users).table;
  const siteTable = serverResource(sites).table;
  await db.transaction(async (txn) => {
    const tx = txn as unknown as TDb;
    const per = Math.ceil(TOTAL / PEOPLE.length);
    let from = 0;
    for (const people of PEOPLE) {
      const [site] = await tx.insert(siteTable).values({ ...people.site, defaultLanguage: people.language }).onConflictDoNothing().returning({ id: siteTable.id });
      if (!site) continue;
      const size = Math.min(per, TOTAL - from);
      const rows = await runUserBatch(tx, serverResource(users), parseUserCsv(csvFor(people, from, size)), { site: site.id as number, mode: 'create', adminId: null, ip: null, locale: 'en' });
      from += size;
      const ids = rows.flatMap((row) => (row.id ? [row.id] : []));
      // Most customers confirmed their address; a few were stopped by staff.
      const verified = ids.filter((_, i) => i % 10 < 7);
      if (verified.length) await tx.update(userTable).set({ status: 'active', emailVerifiedAt: new Date() }).where(inArray(userTable.id, verified));
      const disabled = ids.filter((_, i) => i % 50 === 7);
      if (disabled.length) {
        await tx.update(userTable).set({ status: 'disabled' }).where(inArray(userTable.id, disabled));
        await tx.insert(auditLog).values(disabled.map((id) => ({ action: 'disable', resource: 'users', recordId: String(id), after: { status: 'disabled', reason: 'Repeated chargebacks' } })));
      }
      const banned = ids.filter((_, i) => i % 97 === 3);
      if (banned.length) await tx.update(userTable).set({ commentingBanned: true }).where(inArray(userTable.id, banned));
      const unverified = await tx.select().from(userTable).where(and(inArray(userTable.id, ids.slice(0, 40)), eq(userTable.status, 'unverified')));
      for (const user of unverified.slice(0, 4)) await mailLink(tx, siteTable, user as never, 'verify-email');
    }
  });
};
