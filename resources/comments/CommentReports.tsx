/** The comment reports: each reported comment once, its latest report first, with its reports beside it. */
import { Stack, Typography } from '@mui/material';
import {
  DataTable,
  List,
  NumberField,
  ResourceContextProvider,
  SelectInput,
  Title,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { EnumField, formatDateTime, GenericReferenceField, LocalDateField, SnippetField } from '../../src/generic/fields.tsx';
import { ListPagination } from '../../src/generic/ListPagination.tsx';
import { COMMENT_REPORT_STATUSES } from './schema.ts';

type TReport = { id: number; reporter: number; reporterName: string | null; reason: string; createdAt: string; outcome: string | null };

/** The reports of one comment: who, why, when, and how staff closed them. */
const CommentReportLines = () => {
  const record = useRecordContext<{ reports: TReport[] }>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
      {(record?.reports ?? []).map((report) => (
        <Typography component="li" variant="body2" key={report.id}>
          <strong>{report.reporterName ?? `#${report.reporter}`}</strong> · {formatDateTime(new Date(report.createdAt), locale)} · {report.reason} ·{' '}
          {translate(report.outcome ? `resources.comments.reports.outcomes.${report.outcome}` : 'resources.comments.reports.open')}
        </Typography>
      ))}
    </Stack>
  );
};

const filters = [
  <SelectInput
    key="reportStatus"
    source="reportStatus"
    label="resources.comments.fields.reportStatus"
    alwaysOn
    choices={COMMENT_REPORT_STATUSES.map((id) => ({ id, name: `resources.comments.values.reportStatus.${id}` }))}
  />,
];

export const CommentReports = () => {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('resources.comments.reports.title')} />
      {/* The route opens with the comments' list permission; the reports are no resource of their own to check again. */}
      <List
        resource="comments/reports"
        disableAuthentication
        title={false}
        filters={filters}
        exporter={false}
        sort={{ field: 'lastReportedAt', order: 'DESC' }}
        perPage={25}
        pagination={<ListPagination rowsPerPageOptions={[10, 25, 50]} />}
        empty={<Typography sx={{ p: 2 }}>{translate('resources.comments.reports.empty')}</Typography>}
      >
        <ResourceContextProvider value="comments">
          <DataTable bulkActionButtons={false} rowClick={(id) => `/comments/${id}`}>
            <DataTable.Col source="comment" label="resources.comments.fields.comment" disableSort><SnippetField source="comment" /></DataTable.Col>
            <DataTable.Col source="video" label="resources.comments.fields.video" disableSort><GenericReferenceField source="video" reference="videos" /></DataTable.Col>
            <DataTable.Col source="user" label="resources.comments.fields.user" disableSort><GenericReferenceField source="user" reference="users" /></DataTable.Col>
            <DataTable.Col source="reportStatus" label="resources.comments.fields.reportStatus" disableSort><EnumField source="reportStatus" /></DataTable.Col>
            <DataTable.Col source="count" label="resources.comments.reports.count" disableSort><NumberField source="count" /></DataTable.Col>
            <DataTable.Col source="reports" label="resources.comments.reports.lines" disableSort><CommentReportLines /></DataTable.Col>
            <DataTable.Col source="lastReportedAt" label="resources.comments.reports.last_reported_at" disableSort><LocalDateField source="lastReportedAt" showTime /></DataTable.Col>
          </DataTable>
        </ResourceContextProvider>
      </List>
    </>
  );
};
