/**
 * The demo's comments: 5,000 written by the demo's customers under its videos, each in its
 * author's language, over the last 60 days; 200 of them reported by other customers (one to three
 * reports each), awaiting staff in the moderation inbox. Posted and reported through the same
 * code as the sites' (`postComments`, `reportComment`); seeded from a fixed number, so the same
 * set each time.
 */
import { eq } from 'drizzle-orm';
import { postComments, reportComment, type TCommentPost } from '../../resources/comments/comments.server.ts';
import { users } from '../../resources/users/schema.ts';
import { videos } from '../../resources/videos/schema.ts';
import type { TDb } from '../db/index.ts';
import { serverResource } from '../registry.ts';

export const DEMO_COMMENTS = 5_000;
export const DEMO_REPORTED = 200;
const DAY = 86_400_000;

type TLanguage = 'en' | 'zh-TW' | 'zh-CN';

const COMMENTS: Record<TLanguage, string[]> = {
  en: [
    'Loved every minute of this one.', 'The ending caught me completely off guard!', 'Great cinematography, the night scenes are stunning.',
    'Could we get subtitles in more languages?', 'Watched it twice already. Worth it.', 'The soundtrack is fantastic, where can I find it?',
    'A bit slow in the middle but the last act makes up for it.', 'Best episode of the season so far.', 'The lead actress deserves an award.',
    'Not my favourite, the story felt rushed.', 'Please make a sequel!', 'The behind-the-scenes part was really interesting.',
  ],
  'zh-TW': [
    '這部真的很好看，每一分鐘都值得。', '結局完全出乎意料！', '夜景的攝影太美了。', '希望能增加更多語言的字幕。', '已經看了兩遍，值得推薦。',
    '配樂超棒，請問哪裡可以聽到？', '中段有點慢，但最後很精彩。', '這一季目前最好看的一集。', '女主角的演技值得得獎。', '劇情有點趕，不太喜歡。', '拜託出續集！', '幕後花絮很有趣。',
  ],
  'zh-CN': [
    '这部真的很好看，每一分钟都值得。', '结局完全出乎意料！', '夜景的摄影太美了。', '希望能增加更多语言的字幕。', '已经看了两遍，值得推荐。',
    '配乐超棒，请问哪里可以听到？', '中间有点慢，但最后很精彩。', '这一季目前最好看的一集。', '女主角的演技值得拿奖。', '剧情有点赶，不太喜欢。', '求出续集！', '幕后花絮很有意思。',
  ],
};

/** What reported comments say (spam, abuse, spoilers) and why others report them, per language. */
const REPORTED: Record<TLanguage, { comments: string[]; reasons: string[] }> = {
  en: {
    comments: ['Free premium accounts at cheap-streams.example!!!', 'Spoiler: the brother is the killer.', 'Anyone who likes this is an idiot.', 'Follow me for more, link in profile'],
    reasons: ['Spam', 'Spoiler without warning', 'Harassment', 'Advertising', 'Offensive language'],
  },
  'zh-TW': {
    comments: ['免費高級帳號，請上 cheap-streams.example！！！', '爆雷：哥哥就是兇手。', '喜歡這部的人都是白痴。', '追蹤我看更多，連結在個人頁'],
    reasons: ['垃圾訊息', '未警告就爆雷', '騷擾', '廣告', '不雅用語'],
  },
  'zh-CN': {
    comments: ['免费高级账号，快上 cheap-streams.example！！！', '剧透：哥哥就是凶手。', '喜欢这部的人都是白痴。', '关注我看更多，链接在主页'],
    reasons: ['垃圾信息', '未提醒就剧透', '骚扰', '广告', '不文明用语'],
  },
};

/** A small seeded generator (mulberry32): the same demo on every start. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

export const seedDemoComments = async (db: TDb, now = Date.now()): Promise<void> => {
  const next = random(31);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const userTable = serverResource(users).table;
  const videoTable = serverResource(videos).table;
  // Customers already barred from commenting write nothing.
  const authors = (await db.select({ id: userTable.id, language: userTable.language }).from(userTable).where(eq(userTable.commentingBanned, false)).orderBy(userTable.id)) as { id: number; language: TLanguage }[];
  const videoIds = (await db.select({ id: videoTable.id }).from(videoTable).orderBy(videoTable.id)).map((row) => row.id as number);
  if (authors.length < 4 || videoIds.length === 0) return;
  // One comment in 25 is one that gets reported: 200 of 5,000.
  const every = Math.floor(DEMO_COMMENTS / DEMO_REPORTED);
  const posts: (TCommentPost & { language: TLanguage; isReported: boolean })[] = [];
  for (let i = 0; i < DEMO_COMMENTS; i++) {
    const author = pick(authors);
    const isReported = i % every === every - 1;
    const text = isReported ? pick(REPORTED[author.language].comments) : pick(COMMENTS[author.language]);
    const createdAt = new Date(now - Math.floor(next() * 60 * DAY));
    posts.push({ user: author.id, video: pick(videoIds), comment: text, likesCount: isReported ? 0 : Math.floor(next() ** 3 * 300), createdAt, language: author.language, isReported });
  }
  await db.transaction(async (txn) => {
    const tx = txn as unknown as TDb;
    const ids = await postComments(tx, posts.map(({ language: _language, isReported: _isReported, ...post }) => post));
    for (const [i, post] of posts.entries()) {
      if (!post.isReported) continue;
      // Reported one to three times within a day of being written, never in the future, in the order they came.
      const times = Array.from({ length: 1 + Math.floor(next() * 3) }, () => Math.min(now, post.createdAt!.getTime() + Math.floor(next() * DAY))).sort((a, b) => a - b);
      for (const at of times) {
        let reporter = pick(authors);
        if (reporter.id === post.user) reporter = authors[(authors.indexOf(reporter) + 1) % authors.length]!;
        await reportComment(tx, { comment: ids[i]!, reporter: reporter.id, reason: pick(REPORTED[post.language].reasons), createdAt: new Date(at) });
      }
    }
  });
};
