/**
 * What comments add on the server: the moves staff make (enable, disable, ban from a report,
 * reject a report), the reports grouped by comment, and how the sites' customers post and report
 * comments (`postComments`, `reportComment`), the one path by which comments and reports are made.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZListQuery } from '../../server/crud/params.ts';
import { defineServerSide, type TActionHandler, type TServerResource } from '../../server/crud/resource.ts';
import { scopeWhere } from '../../server/crud/scope.ts';
import { transitions } from '../../server/crud/transitions.ts';
import { nextVersion } from '../../server/crud/versions.ts';
import { deriveTable } from '../../server/db/derive.ts';
import type { TDb } from '../../server/db/index.ts';
import { audit } from '../../server/lib/audit.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../server/lib/errors.ts';
import { users } from '../users/schema.ts';
import { videos } from '../videos/schema.ts';
import { commentReports, commentsTable } from './reports.server.ts';
import { COMMENT_MAX, COMMENT_REPORT_STATUSES, REPORT_REASON_MAX } from './schema.ts';

export { commentReports, commentsTable };

// The customers' writes name authors and videos by these (the same tables the registry derives).
const usersTable = deriveTable(users);
const videosTable = deriveTable(videos);

const refused = (action: string) => `resources.comments.errors.${action}_refused`;

/** Closes a comment's open reports with staff's outcome. */
const closeReports = (tx: TDb, commentId: number, outcome: 'banned' | 'rejected') =>
  tx.update(commentReports).set({ closedAt: new Date(), outcome }).where(and(eq(commentReports.commentId, commentId), isNull(commentReports.closedAt)));

const commentActions = (entry: TServerResource): Record<string, TActionHandler> => {
  const shown = transitions(entry.resource, { enable: { to: 'visible', refused: refused('enable') }, disable: { to: 'hidden', refused: refused('disable') } });
  const decided = transitions(entry.resource, { ban: { to: 'banned', refused: refused('ban') }, 'reject-report': { to: 'rejected', refused: refused('reject_report') } }, 'reportStatus');
  return {
    ...shown,
    // Upholds the reports: the comment leaves the site and its author may comment no more (lifted on the user's page).
    ban: async (context) => {
      const moved = await decided.ban!(context);
      const { tx, row, request } = context;
      await closeReports(tx, Number(row.id), 'banned');
      const author = Number(row.user);
      const [before] = await tx.select({ commentingBanned: usersTable.commentingBanned }).from(usersTable).where(eq(usersTable.id, author)).for('update');
      if (before && !before.commentingBanned) {
        await tx.update(usersTable).set({ commentingBanned: true, ...nextVersion(users, usersTable), updatedAt: new Date() }).where(eq(usersTable.id, author));
        await audit(tx, request, { action: 'ban', resource: 'users', recordId: author, before: { commentingBanned: false }, after: { commentingBanned: true, comment: row.id } });
      }
      return { ...moved, status: 'hidden' };
    },
    // The reports were unfounded: they are closed, and the comment stays as it was.
    'reject-report': async (context) => {
      const moved = await decided['reject-report']!(context);
      await closeReports(context.tx, Number(context.row.id), 'rejected');
      return moved;
    },
  };
};

const ZReportsFilter = z.strictObject({
  reportStatus: z.enum(COMMENT_REPORT_STATUSES, { message: 'validation.enum' }).optional(),
  comment: z.number().int().positive().max(2147483647).optional(),
});

const parseJson = (raw: string | undefined, fallback: unknown) => {
  if (raw === undefined || raw === '') return fallback;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest('errors.bad_request');
  }
};

const readRange = (raw: string | undefined) => {
  const range = parseJson(raw, [0, 24]);
  const valid = Array.isArray(range) && range.length === 2 && range.every((n) => Number.isSafeInteger(n) && n >= 0) && range[1] >= range[0] && range[1] - range[0] < 500;
  if (!valid) throw badRequest('errors.bad_request');
  return { offset: range[0] as number, limit: (range[1] as number) - (range[0] as number) + 1 };
};

const readFilter = (raw: string | undefined) => {
  const given = parseJson(raw, {});
  if (typeof given !== 'object' || given === null || Array.isArray(given)) throw badRequest('errors.bad_request');
  const camel = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== '' && v !== null).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v]));
  const parsed = ZReportsFilter.safeParse(camel);
  if (!parsed.success) throw unprocessable(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'filter'), [issue.message]])));
  return parsed.data;
};

/**
 * `GET /comments/reports`: each reported comment once, with its reports (who, why, when) and their
 * count, the latest report first; those of the comments the caller's scope sees.
 */
const reportRoutes = (entry: TServerResource) => (app: FastifyInstance) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/admin/comments/reports',
    {
      schema: {
        tags: ['comments'],
        summary: 'Reports grouped by comment, the most recently reported first: the comment, its reports (reporter, reason, date) and their count',
        querystring: ZListQuery,
      },
      config: { permission: 'list-comments' },
    },
    async (request, reply) => {
      const { offset, limit } = readRange(request.query.range);
      const filter = readFilter(request.query.filter);
      const conditions = [
        filter.reportStatus ? eq(commentsTable.reportStatus, filter.reportStatus) : undefined,
        filter.comment ? eq(commentsTable.id, filter.comment) : undefined,
        scopeWhere(entry, request.scope),
      ];
      const where = and(...conditions);
      const reporter = sql.raw('reporter');
      const lastReported = sql<string>`max(${commentReports.createdAt})`;
      const rows = await app.db
        .select({
          id: commentsTable.id,
          comment: commentsTable.comment,
          user: commentsTable.user,
          username: usersTable.username,
          video: commentsTable.video,
          videoTitle: videosTable.title,
          status: commentsTable.status,
          reportStatus: commentsTable.reportStatus,
          count: sql<number>`count(*)::int`.mapWith(Number),
          openCount: sql<number>`(count(*) filter (where ${commentReports.closedAt} is null))::int`.mapWith(Number),
          lastReportedAt: lastReported.mapWith((v: unknown) => new Date(v as string)),
          reports: sql<unknown[]>`json_agg(json_build_object('id', ${commentReports.id}, 'reporter', ${commentReports.reporterId}, 'reporterName', ${reporter}.username,
            'reason', ${commentReports.reason}, 'createdAt', ${commentReports.createdAt}, 'outcome', ${commentReports.outcome}) order by ${commentReports.createdAt} desc, ${commentReports.id} desc)`,
        })
        .from(commentReports)
        .innerJoin(commentsTable, eq(commentsTable.id, commentReports.commentId))
        .leftJoin(usersTable, eq(usersTable.id, commentsTable.user))
        .leftJoin(videosTable, eq(videosTable.id, commentsTable.video))
        .leftJoin(sql`${usersTable} as reporter`, sql`${reporter}.id = ${commentReports.reporterId}`)
        .where(where)
        .groupBy(commentsTable.id, usersTable.username, videosTable.title)
        .orderBy(desc(lastReported), desc(commentsTable.id))
        .limit(limit)
        .offset(offset);
      const [total] = await app.db
        .select({ n: sql<number>`count(distinct ${commentReports.commentId})::int`.mapWith(Number) })
        .from(commentReports)
        .innerJoin(commentsTable, eq(commentsTable.id, commentReports.commentId))
        .where(where);
      const n = total?.n ?? 0;
      const last = rows.length ? offset + rows.length - 1 : offset;
      reply.header('Content-Range', `comments/reports ${offset}-${last}/${n}`);
      return rows;
    },
  );
};

/** What a customer writes under a video on a site. */
export const ZCommentPost = z.strictObject({
  user: z.number().int().positive(),
  video: z.number().int().positive(),
  comment: z.string().trim().min(1, { message: 'validation.required' }).max(COMMENT_MAX, { message: `validation.max_length|${COMMENT_MAX}` }),
  likesCount: z.number().int().min(0).optional(),
  createdAt: z.date().optional(),
});
export type TCommentPost = z.infer<typeof ZCommentPost>;

/**
 * Posts customers' comments (as the sites do): each author must exist and not be barred from
 * commenting (422 on `user`), each video must exist (422 on `video`). Returns the new ids in order.
 */
export const postComments = async (tx: TDb, posts: readonly TCommentPost[]): Promise<number[]> => {
  if (posts.length === 0) return [];
  const checked = posts.map((post) => {
    const parsed = ZCommentPost.safeParse(post);
    if (!parsed.success) throw unprocessable(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), [issue.message]])));
    return parsed.data;
  });
  const userIds = [...new Set(checked.map((post) => post.user))];
  const videoIds = [...new Set(checked.map((post) => post.video))];
  const authors = await tx.select({ id: usersTable.id, banned: usersTable.commentingBanned }).from(usersTable).where(inArray(usersTable.id, userIds));
  if (authors.length !== userIds.length) throw unprocessable({ user: ['validation.reference'] });
  if (authors.some((author) => author.banned)) throw unprocessable({ user: ['resources.comments.errors.commenting_banned'] });
  const found = await tx.select({ id: videosTable.id }).from(videosTable).where(inArray(videosTable.id, videoIds));
  if (found.length !== videoIds.length) throw unprocessable({ video: ['validation.reference'] });
  const ids: number[] = [];
  // Inserted in slices, so that a large set stays within the parameters one statement takes.
  for (let i = 0; i < checked.length; i += 1000) {
    const rows = await tx.insert(commentsTable).values(checked.slice(i, i + 1000)).returning({ id: commentsTable.id });
    ids.push(...rows.map((row) => Number(row.id)));
  }
  return ids;
};

/**
 * A customer reports a comment (as the sites do): the report is kept open and the comment awaits
 * staff's decision, from its first open report on. A banned comment takes no more reports (409).
 */
export const reportComment = async (tx: TDb, report: { comment: number; reporter: number; reason: string; createdAt?: Date }): Promise<number> => {
  const reason = report.reason.trim();
  if (!reason || reason.length > REPORT_REASON_MAX) throw unprocessable({ reason: [reason ? `validation.max_length|${REPORT_REASON_MAX}` : 'validation.required'] });
  const [comment] = await tx.select({ id: commentsTable.id, reportStatus: commentsTable.reportStatus }).from(commentsTable).where(eq(commentsTable.id, report.comment)).for('update');
  if (!comment) throw notFound();
  if (comment.reportStatus === 'banned') throw conflict(refused('report'), { reportStatus: [refused('report')] });
  const [reporter] = await tx.select({ id: usersTable.id }).from(usersTable).where(eq(usersTable.id, report.reporter));
  if (!reporter) throw unprocessable({ reporter: ['validation.reference'] });
  const at = report.createdAt ?? new Date();
  const [row] = await tx.insert(commentReports).values({ commentId: report.comment, reporterId: report.reporter, reason, createdAt: at }).returning({ id: commentReports.id });
  if (comment.reportStatus !== 'reported') {
    await tx.update(commentsTable).set({ reportStatus: 'reported', reportedAt: at, updatedAt: new Date() }).where(eq(commentsTable.id, report.comment));
  }
  return row!.id;
};

export const server = defineServerSide({
  table: commentsTable,
  tables: { reports: commentReports },
  extend: (entry) => {
    return {
      computed: {
        reportsCount: (table) => sql`(select count(*)::int from comment_reports r where r.comment_id = ${sql.identifier(table)}.id and r.closed_at is null)`,
      },
      actions: commentActions(entry),
      routes: reportRoutes(entry),
    };
  },
});
