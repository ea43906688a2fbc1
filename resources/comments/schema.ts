import { defineResource } from '../define.ts';

/** visible: shown on the site; hidden: taken off it by staff or by a ban. */
export const COMMENT_STATUSES = ['visible', 'hidden'] as const;
/**
 * none: never reported; reported: reports await a decision; banned: staff upheld them (the comment
 * is hidden and its author may no longer comment); rejected: staff found them unfounded.
 */
export const COMMENT_REPORT_STATUSES = ['none', 'reported', 'banned', 'rejected'] as const;

export const COMMENT_MAX = 2000;
export const REPORT_REASON_MAX = 500;

/** What customers write under videos; other customers report them, and staff decide. */
export const comments = defineResource({
  name: 'comments',
  area: 'customers',
  path: '/comments',
  icon: 'article',
  routes: { list: '', show: ':id' },
  menuOrder: 40,
  fields: {
    user: { type: 'reference', reference: 'users', required: true, readOnly: true },
    video: { type: 'reference', reference: 'videos', required: true, readOnly: true },
    comment: { type: 'text', required: true, max: COMMENT_MAX, readOnly: true },
    likesCount: { type: 'integer', min: 0, default: 0, readOnly: true },
    status: {
      type: 'enum',
      values: COMMENT_STATUSES,
      required: true,
      default: 'visible',
      readOnly: true,
      max: 20,
      tones: { visible: 'success', hidden: 'default' },
    },
    reportStatus: {
      type: 'enum',
      values: COMMENT_REPORT_STATUSES,
      required: true,
      default: 'none',
      readOnly: true,
      max: 20,
      tones: { none: 'default', reported: 'warning', banned: 'error', rejected: 'info' },
    },
    /** When its first open report came in: how long it has waited in the inbox. */
    reportedAt: { type: 'datetime', readOnly: true },
    /** Its reports still awaiting a decision. */
    reportsCount: { type: 'integer', computed: true },
  },
  operations: ['list', 'get', 'delete'],
  list: ['id', 'comment', 'video', 'user', 'likesCount', 'status', 'reportStatus', 'reportsCount', 'createdAt'],
  filters: ['status', 'reportStatus', 'video', 'user', 'createdAt'],
  search: ['comment'],
  sortable: ['likesCount', 'status', 'reportStatus', 'reportedAt'],
  sort: { field: 'createdAt', order: 'DESC' },
  actions: {
    enable: { bulk: true, icon: 'enable', when: { status: ['hidden'] } },
    disable: { bulk: true, icon: 'hide', when: { status: ['visible'] } },
    ban: { icon: 'disable', confirm: true, when: { reportStatus: ['reported'] } },
    'reject-report': { icon: 'undo', when: { reportStatus: ['reported'] } },
  },
  title: 'comment',
  // A comment is its author's: a channel admin sees those of their channels' customers.
  scopedBy: { through: 'user' },
  inbox: {
    when: { reportStatus: ['reported'] },
    since: 'reportedAt',
    summary: 'comment',
    decisions: [
      { action: 'reject-report', key: 'r' },
      { action: 'ban', key: 'b' },
      { action: 'delete', key: 'd' },
    ],
  },
  screens: { reports: { path: 'reports', menuOrder: 41, icon: 'question' } },
});
