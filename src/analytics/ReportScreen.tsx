/**
 * A report's page: the generic report screen, or the analytics page drawn from the call (by
 * channel, by campaign, one channel). The by-channel and by-campaign tables are a page of rows:
 * their share of revenue is asked of the calls that sum the whole range by channel and by campaign.
 */
import { useTranslate } from 'react-admin';
import { channelRevenuePieChart } from '../../resources/channel_revenue_pie_chart/schema.ts';
import type { TReport } from '../../resources/report.ts';
import { subscriptionReferrals } from '../../resources/subscription_referrals/schema.ts';
import { GenericReport } from '../generic/GenericReport.tsx';
import { channelPagePath, type TScreenReport } from './analyticsScreens.ts';
import { ChannelAnalyticsPage } from './ChannelAnalyticsPage.tsx';
import { CallShareChart } from './CallShareChart.tsx';

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
          chart={(_rows, currency, asked) => (
            <CallShareChart path={`${channelRevenuePieChart.path}?${asked}`} by="channelName" value="revenue" currency={currency} title={translate('analytics.revenue_by_channel')} />
          )}
        />
      );
    case 'byCampaign':
      return (
        <GenericReport
          report={report}
          chart={(_rows, currency, asked) => (
            <CallShareChart path={`${subscriptionReferrals.path}?${asked}`} by="campaignName" value="revenue" currency={currency} title={translate('analytics.revenue_by_campaign')} />
          )}
        />
      );
    default:
      return <GenericReport report={report} />;
  }
};
