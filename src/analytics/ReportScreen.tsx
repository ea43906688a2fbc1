/** A report's page: the generic report screen, or the analytics page drawn from the call (by channel, by campaign, one channel). */
import { useTranslate } from 'react-admin';
import type { TReport } from '../../resources/report.ts';
import { GenericReport } from '../generic/GenericReport.tsx';
import { channelPagePath, type TScreenReport } from './analyticsScreens.ts';
import { ChannelAnalyticsPage } from './ChannelAnalyticsPage.tsx';
import { ShareChart } from './ShareChart.tsx';

export const ReportScreen = ({ report }: { report: TReport }) => {
  const translate = useTranslate();
  switch ((report as Partial<TScreenReport>).screen) {
    case 'channel':
      return <ChannelAnalyticsPage report={report} />;
    case 'byChannel':
      return (
        <GenericReport
          report={report}
          link={{ column: 'channelName', to: (row) => (Number(row.channel) > 0 ? channelPagePath(Number(row.channel)) : undefined) }}
          chart={(rows, currency) => <ShareChart rows={rows} by="channelName" value="revenue" currency={currency} title={translate('analytics.revenue_by_channel')} />}
        />
      );
    case 'byCampaign':
      return (
        <GenericReport
          report={report}
          chart={(rows, currency) => <ShareChart rows={rows} by="campaignName" value="revenue" currency={currency} title={translate('analytics.revenue_by_campaign')} />}
        />
      );
    default:
      return <GenericReport report={report} />;
  }
};
