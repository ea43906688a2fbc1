import { defineResource } from '../define.ts';

export const JOB_STATUSES = ['running', 'succeeded', 'failed', 'stopped'] as const;

/**
 * The recurring jobs (server/lib/jobs.ts) as the super-admin sees them: schedule, last run and
 * failures. Read-only: the runner writes the rows, shared by every instance.
 */
export const jobs = defineResource({
  name: 'jobs',
  area: 'administration',
  path: '/system/jobs',
  routes: { list: '' },
  menuOrder: 60,
  icon: 'schedule',
  fields: {
    // Named by the code that declares the job; its words are in i18n.ts.
    name: { type: 'string', required: true, max: 100, readOnly: true, hasValueLabels: true },
    everySeconds: { type: 'integer', readOnly: true, isInterval: true },
    lastStatus: {
      type: 'enum',
      values: JOB_STATUSES,
      max: 20,
      readOnly: true,
      tones: { running: 'info', succeeded: 'success', failed: 'error', stopped: 'warning' },
    },
    lastStartedAt: { type: 'datetime', readOnly: true },
    lastDurationMs: { type: 'integer', readOnly: true },
    lastItems: { type: 'integer', readOnly: true },
    lastError: { type: 'text', readOnly: true },
    lastInstance: { type: 'string', max: 200, readOnly: true },
    nextRunAt: { type: 'datetime', readOnly: true },
    runs: { type: 'integer', readOnly: true },
    failures: { type: 'integer', readOnly: true },
  },
  operations: ['list'],
  list: ['name', 'everySeconds', 'lastStatus', 'lastStartedAt', 'lastDurationMs', 'lastItems', 'nextRunAt', 'runs', 'failures', 'lastError', 'lastInstance'],
  filters: ['lastStatus'],
  sortable: ['name', 'lastStartedAt', 'nextRunAt', 'failures'],
  sort: { field: 'name', order: 'ASC' },
  title: 'name',
});
