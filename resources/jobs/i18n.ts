/** What jobs are called in the three languages: merged into the catalogues from the registry. */
import { defineLabels } from '../define.ts';

export const jobsLabels = defineLabels({
  en: {
    name: 'Recurring job |||| Recurring jobs',
    empty: 'No job has been scheduled yet.',
    fields: { name: 'Job', everySeconds: 'Every', lastStatus: 'Last run', lastStartedAt: 'Last started', lastDurationMs: 'Duration (ms)', lastItems: 'Items', lastError: 'Last error', lastInstance: 'Instance', nextRunAt: 'Next run', runs: 'Runs', failures: 'Failures' },
    values: {
      name: { 'publish-scheduled-videos': 'Publish scheduled videos', 'sweep-uploads': 'Clear unfinished uploads', 'sweep-idempotency-keys': 'Forget idempotency keys older than 24 hours', 'sweep-unreferenced-files': 'Delete files nothing refers to', 'send-mails': 'Send the mail outbox', 'analytics-refresh': 'Bring the analytics rollups up to date', 'analytics-records': 'Count the rows of the daily channel and daily campaign tables', 'analytics-partitions': 'Prepare and expire monthly visit partitions', 'tend-embedded-database': 'Tidy the embedded database (vacuum, statistics)', 'split-sort-blocks': 'Split oversized ranges of the large lists’ sort positions' },
      lastStatus: { running: 'Running', succeeded: 'Succeeded', failed: 'Failed', stopped: 'Stopped at shutdown' },
    },
  },
  'zh-TW': {
    name: '排程工作',
    empty: '目前還沒有排程工作。',
    fields: { name: '工作', everySeconds: '間隔', lastStatus: '上次執行', lastStartedAt: '上次開始', lastDurationMs: '耗時（毫秒）', lastItems: '處理筆數', lastError: '上次錯誤', lastInstance: '執行個體', nextRunAt: '下次執行', runs: '執行次數', failures: '失敗次數' },
    values: {
      name: { 'publish-scheduled-videos': '發布已排程的影片', 'sweep-uploads': '清除未完成的上傳', 'sweep-idempotency-keys': '清除超過 24 小時的冪等鍵', 'sweep-unreferenced-files': '刪除無人引用的檔案', 'send-mails': '寄出郵件寄件匣', 'analytics-refresh': '更新分析彙總', 'analytics-records': '計算每日渠道與每日活動的列數', 'analytics-partitions': '建立與移除每月造訪分割區', 'tend-embedded-database': '整理內建資料庫（清理、統計）', 'split-sort-blocks': '分割大型列表中過大的排序範圍' },
      lastStatus: { running: '執行中', succeeded: '成功', failed: '失敗', stopped: '關機時中止' },
    },
  },
  'zh-CN': {
    name: '定时任务',
    empty: '目前还没有定时任务。',
    fields: { name: '任务', everySeconds: '间隔', lastStatus: '上次运行', lastStartedAt: '上次开始', lastDurationMs: '耗时（毫秒）', lastItems: '处理条数', lastError: '上次错误', lastInstance: '实例', nextRunAt: '下次运行', runs: '运行次数', failures: '失败次数' },
    values: {
      name: { 'publish-scheduled-videos': '定时发布视频', 'sweep-uploads': '清除未完成的上传', 'sweep-idempotency-keys': '清除超过 24 小时的幂等键', 'sweep-unreferenced-files': '删除无人引用的文件', 'send-mails': '发送邮件发件箱', 'analytics-refresh': '更新分析汇总', 'analytics-records': '计算每日渠道与每日活动的行数', 'analytics-partitions': '创建与移除每月访问分区', 'tend-embedded-database': '整理内置数据库（清理、统计）', 'split-sort-blocks': '拆分大型列表中过大的排序范围' },
      lastStatus: { running: '运行中', succeeded: '成功', failed: '失败', stopped: '关机时中止' },
    },
  },
});
