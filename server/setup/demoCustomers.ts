/**
 * The demo's customer contact: three sites (one per language), each with its intake key, and
 * 300 support tickets and 100 cooperation requests sent through the public intake's own code
 * (`submitIntake`), as the sites would send them; then spread over the last 90 days, some
 * solved or archived, some answered by staff. Seeded from a fixed number: the same set each time.
 */
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { cooperations } from '../../resources/cooperations/schema.ts';
import { issueKey } from '../../resources/sites/keys.server.ts';
import { sites } from '../../resources/sites/schema.ts';
import { supportReplies } from '../../resources/supports/replies.server.ts';
import { supports } from '../../resources/supports/schema.ts';
import { submitIntake } from '../crud/intake.ts';
import type { TDb } from '../db/index.ts';
import { admins } from '../db/system.ts';
import type { TStorage } from '../files/storage.ts';
import { receiveUpload, type TUpload } from '../files/store.ts';
import { serverResource } from '../registry.ts';

type TLanguage = 'en' | 'zh-TW' | 'zh-CN';

const SITES: { name: string; domain: string; defaultLanguage: TLanguage }[] = [
  { name: 'Showrunner International', domain: 'www.showrunner-demo.com', defaultLanguage: 'en' },
  { name: 'Showrunner 台灣', domain: 'tw.showrunner-demo.com', defaultLanguage: 'zh-TW' },
  { name: 'Showrunner 中国', domain: 'cn.showrunner-demo.com', defaultLanguage: 'zh-CN' },
];

/** Subject and message per ticket type, per language. */
const TICKETS: Record<TLanguage, Record<string, [string, string][]>> = {
  en: {
    account: [
      ['Cannot log in', 'My password stopped working after yesterday’s update. I tried the reset link twice but never got the email.'],
      ['Change my email address', 'I no longer use my old address. How do I move my account to a new email?'],
    ],
    billing: [
      ['Charged twice this month', 'My card statement shows two charges for the same plan on the same day. Please refund one.'],
      ['Cancel my renewal', 'I would like to stop the automatic renewal but keep access until the end of the period.'],
    ],
    playback: [
      ['Videos keep buffering', 'Every video stops every few seconds on my TV, although other services play fine.'],
      ['No sound on my phone', 'Since the last app update videos play without sound on my Android phone.'],
    ],
    content: [
      ['Missing subtitles', 'The latest episode has no English subtitles although the earlier ones had them.'],
      ['Request: more documentaries', 'Could you add more documentaries? I subscribed mainly for them.'],
    ],
    other: [['Feedback on the new design', 'The new home page is hard to navigate on a tablet. The old menu was easier.']],
  },
  'zh-TW': {
    account: [
      ['無法登入', '昨天更新後密碼就無法使用，重設密碼信也一直沒有收到。'],
      ['更改電子郵件', '我已經不再使用舊的信箱，請問要如何把帳號改到新的電子郵件？'],
    ],
    billing: [
      ['本月被重複扣款', '信用卡帳單顯示同一天有兩筆相同方案的扣款，請協助退還其中一筆。'],
      ['取消自動續訂', '我想取消自動續訂，但希望能使用到本期結束。'],
    ],
    playback: [
      ['影片一直緩衝', '在電視上觀看時每隔幾秒就停下來，其他平台都很順。'],
      ['手機播放沒有聲音', '更新 App 之後，Android 手機播放影片都沒有聲音。'],
    ],
    content: [
      ['缺少字幕', '最新一集沒有中文字幕，之前的集數都有。'],
      ['希望增加紀錄片', '可以多上架一些紀錄片嗎？我主要是為了紀錄片訂閱的。'],
    ],
    other: [['對新版介面的建議', '新版首頁在平板上不好操作，舊的選單比較方便。']],
  },
  'zh-CN': {
    account: [
      ['无法登录', '昨天更新后密码就不能用了，重置密码的邮件也一直没有收到。'],
      ['更改邮箱', '我已经不用旧邮箱了，请问怎样把账号改到新的邮箱？'],
    ],
    billing: [
      ['本月被重复扣费', '信用卡账单显示同一天扣了两笔相同套餐的费用，请退还其中一笔。'],
      ['取消自动续费', '我想取消自动续费，但希望能用到本期结束。'],
    ],
    playback: [
      ['视频一直缓冲', '在电视上看视频每隔几秒就卡住，其他平台都很流畅。'],
      ['手机播放没有声音', '更新 App 之后，安卓手机播放视频都没有声音。'],
    ],
    content: [
      ['缺少字幕', '最新一集没有中文字幕，之前的都有。'],
      ['希望增加纪录片', '能多上一些纪录片吗？我主要是为了纪录片订阅的。'],
    ],
    other: [['对新版界面的建议', '新版首页在平板上不好操作，旧的菜单更方便。']],
  },
};

const COOPERATIONS: Record<TLanguage, { subjects: string[]; names: string[]; message: string }> = {
  en: {
    subjects: ['Content licensing proposal', 'Advertising partnership', 'Co-production of a series', 'Affiliate programme', 'Distribution in new markets'],
    names: ['Olivia Carter', 'James Patel', 'Emma Schneider', 'Lucas Martin', 'Ava Thompson'],
    message: 'We are a studio with a catalogue of 120 titles and would like to discuss a partnership. Could we arrange a call next week?',
  },
  'zh-TW': {
    subjects: ['影片授權合作提案', '廣告合作洽詢', '影集共同製作', '聯盟行銷合作', '新市場發行合作'],
    names: ['王小明', '陳怡君', '林志豪', '張雅婷', '李建宏'],
    message: '我們是擁有 120 部作品的製作公司，希望能洽談合作，方便下週安排通話嗎？',
  },
  'zh-CN': {
    subjects: ['影片授权合作提案', '广告合作咨询', '剧集联合制作', '联盟营销合作', '新市场发行合作'],
    names: ['王伟', '李娜', '张磊', '刘洋', '陈静'],
    message: '我们是一家拥有 120 部作品的制作公司，希望洽谈合作，下周方便安排通话吗？',
  },
};

const REPLIES: Record<TLanguage, string[]> = {
  en: ['Thank you for writing. We are looking into it and will get back to you shortly.', 'This is fixed now. Please let us know if it happens again.'],
  'zh-TW': ['感謝您的來信，我們正在處理，會盡快回覆您。', '問題已經解決，若再次發生請告訴我們。'],
  'zh-CN': ['感谢来信，我们正在处理，会尽快回复你。', '问题已经解决，如果再次出现请告诉我们。'],
};

const TICKET_COUNT = 300;
const COOPERATION_COUNT = 100;
const DAY_MS = 86_400_000;

/** A small seeded generator (mulberry32): the same demo on every start. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** A tiny PDF, received as the intake receives an attached file. */
const attachment = async (storage: TStorage, name: string): Promise<TUpload> => {
  const pdf = Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
  const received = await receiveUpload(storage, { kind: 'file', source: Readable.from([pdf]), maxBytes: pdf.length });
  return { ...received, kind: 'file', originalName: name, uploadedBy: null };
};

export const seedDemoCustomers = async (db: TDb, storage: TStorage): Promise<void> => {
  const next = random(12);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const sitesTable = serverResource(sites).table;
  const siteIds: Record<TLanguage, number> = { en: 0, 'zh-TW': 0, 'zh-CN': 0 };
  await db.transaction(async (tx) => {
    for (const site of SITES) {
      // The customers' sites of the demo are shared: the first of a language already made is the one.
      const [row] = await tx.select({ id: sitesTable.id }).from(sitesTable).where(eq(sitesTable.defaultLanguage, site.defaultLanguage)).orderBy(sitesTable.id).limit(1);
      const [made] = row ? [row] : await tx.insert(sitesTable).values(site).returning({ id: sitesTable.id });
      // The keys are not kept: staff rotate a site's key to give it to its servers.
      await issueKey(tx as never, made!.id as number);
      siteIds[site.defaultLanguage] = made!.id as number;
    }
  });
  const languages = Object.keys(siteIds) as TLanguage[];

  const supportsEntry = serverResource(supports);
  const ticketIds: { id: number; language: TLanguage }[] = [];
  for (let i = 0; i < TICKET_COUNT; i++) {
    const language = languages[i % languages.length]!;
    const type = pick(Object.keys(TICKETS[language]));
    const [subject, message] = pick(TICKETS[language][type]!);
    const fields = { type, subject, message, email: `customer${i + 1}@example.${language === 'en' ? 'com' : language === 'zh-TW' ? 'tw' : 'cn'}`, language };
    const file = i % 25 === 0 ? await attachment(storage, `screenshot-${i + 1}.pdf`) : undefined;
    ticketIds.push({ id: await submitIntake(db, storage, supportsEntry, { callerId: siteIds[language], fields, file }), language });
  }

  const cooperationsEntry = serverResource(cooperations);
  const cooperationIds: number[] = [];
  for (let i = 0; i < COOPERATION_COUNT; i++) {
    const language = languages[i % languages.length]!;
    const words = COOPERATIONS[language];
    const fields = {
      subject: pick(words.subjects),
      name: pick(words.names),
      email: `partner${i + 1}@studio-demo.com`,
      phone: `+${language === 'en' ? '1 415' : language === 'zh-TW' ? '886 2' : '86 21'} ${String(1000 + i).padStart(4, '0')}-${String(2000 + i * 7).slice(-4)}`,
      message: words.message,
    };
    const file = i % 10 === 0 ? await attachment(storage, `proposal-${i + 1}.pdf`) : undefined;
    cooperationIds.push(await submitIntake(db, storage, cooperationsEntry, { callerId: siteIds[language], fields, file }));
  }

  // What time and staff did to them: spread over 90 days, older ones mostly handled.
  const [admin] = await db.select({ id: admins.id }).from(admins).orderBy(admins.id).limit(1);
  await db.transaction(async (raw) => {
    const tx = raw as unknown as TDb;
    const now = Date.now();
    for (const { id, language } of ticketIds) {
      const age = next();
      const createdAt = new Date(now - age * 90 * DAY_MS);
      const status = age > 0.4 ? pick(['solved', 'solved', 'archived', 'open']) : pick(['open', 'open', 'solved']);
      await tx.update(supportsEntry.table).set({ createdAt, updatedAt: createdAt, status }).where(eq(supportsEntry.table.id, id));
      if (status !== 'open' || next() < 0.3) {
        const replies = status === 'open' ? REPLIES[language].slice(0, 1) : REPLIES[language];
        await tx.insert(supportReplies).values(
          replies.map((message, n) => ({ supportId: id, adminId: admin?.id ?? null, message, createdAt: new Date(createdAt.getTime() + (n + 1) * 3 * 3_600_000) })),
        );
      }
    }
    for (const id of cooperationIds) {
      const age = next();
      const createdAt = new Date(now - age * 90 * DAY_MS);
      const status = age > 0.5 ? pick(['solved', 'archived', 'new']) : pick(['new', 'new', 'solved']);
      await tx.update(cooperationsEntry.table).set({ createdAt, updatedAt: createdAt, status }).where(eq(cooperationsEntry.table.id, id));
    }
  });
};
