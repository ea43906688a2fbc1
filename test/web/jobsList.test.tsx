/** The recurring jobs screen: the runner's record of each job (how often it runs in words), labelled in the admin's language. */
import { screen } from '@testing-library/react';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

const JOB = {
  id: 1,
  name: 'publish-scheduled-videos',
  everySeconds: 60,
  lastStatus: 'failed',
  lastStartedAt: '2026-03-01T10:00:00Z',
  lastDurationMs: 12,
  lastItems: null,
  lastError: 'connection refused',
  lastInstance: 'web-1:4242',
  nextRunAt: '2026-03-01T10:01:00Z',
  runs: 30,
  failures: 2,
  createdAt: '2026-03-01T09:00:00Z',
  updatedAt: '2026-03-01T10:00:00Z',
};

const dataProvider = { getList: async () => ({ data: [JOB], total: 1 }) as never };

describe('the recurring jobs screen', { timeout: 15_000 }, () => {
  it('shows each job’s schedule, last run and failures', async () => {
    renderRoutes('/system/jobs', { permissions: ['list-jobs'], dataProvider });
    // Named in words, above the identifier that JOB_SCHEDULES takes.
    expect(await screen.findByText('Publish scheduled videos')).toBeInTheDocument();
    expect(screen.getByText('publish-scheduled-videos')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('connection refused')).toBeInTheDocument();
    expect(screen.getByText('Failures')).toBeInTheDocument();
    // How often it runs, in words: 1:00 read as an hour as well as a minute.
    expect(screen.getByText('1 minute')).toBeInTheDocument();
  });

  it('is labelled in Traditional and Simplified Chinese', async () => {
    const tw = renderRoutes('/system/jobs', { locale: 'zh-TW', permissions: ['list-jobs'], dataProvider });
    expect(await screen.findByText('失敗次數')).toBeInTheDocument();
    expect(screen.getByText('失敗')).toBeInTheDocument();
    expect(screen.getByText('發布已排程的影片')).toBeInTheDocument();
    expect(screen.getByText('1 分鐘')).toBeInTheDocument();
    tw.unmount();
    renderRoutes('/system/jobs', { locale: 'zh-CN', permissions: ['list-jobs'], dataProvider });
    expect(await screen.findByText('失败次数')).toBeInTheDocument();
    expect(screen.getByText('定时发布视频')).toBeInTheDocument();
    expect(screen.getByText('1分钟')).toBeInTheDocument();
  });

  it.each([
    [15, '15 seconds'],
    [90, '90 seconds'],
    [3600, '1 hour'],
    [21600, '6 hours'],
  ])('says a job run every %i seconds runs every %s', async (everySeconds, shown) => {
    renderRoutes('/system/jobs', { permissions: ['list-jobs'], dataProvider: { getList: async () => ({ data: [{ ...JOB, everySeconds }], total: 1 }) as never } });
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it('shows a job it has no words for by its identifier alone', async () => {
    renderRoutes('/system/jobs', { permissions: ['list-jobs'], dataProvider: { getList: async () => ({ data: [{ ...JOB, name: 'rotate-keys' }], total: 1 }) as never } });
    expect(await screen.findByText('rotate-keys')).toBeInTheDocument();
  });
});
