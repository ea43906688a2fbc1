/** The pages of a paged report's rows, with react-admin's words for them in the admin's language. */
import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEFAULT_PER_PAGE } from '../../../resources/report.ts';

type TProps = { total: number; page: number; perPage: number; onChange: (page: number, perPage: number) => void };

export const PER_PAGE_CHOICES = [DEFAULT_PER_PAGE, 50, 100];

export const ReportPager = ({ total, page, perPage, onChange }: TProps) => {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, Math.min(page - 1, Math.ceil(total / perPage) - 1))}
      rowsPerPage={perPage}
      rowsPerPageOptions={PER_PAGE_CHOICES}
      onPageChange={(_event, next) => onChange(next + 1, perPage)}
      onRowsPerPageChange={(event) => onChange(1, Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
    />
  );
};

/** The page and its size a paged report is asked for, from its query (`page`, `per_page`), the first page of 25 unless told. */
export const pageOf = (query: Record<string, string | undefined>) => ({ page: Number(query.page ?? 1) || 1, perPage: Number(query.per_page ?? DEFAULT_PER_PAGE) || DEFAULT_PER_PAGE });

/** A query without its page: what the CSV and the charts of a paged report are asked with. */
export const withoutPage = <T extends Record<string, string | undefined>>(query: T): T => {
  const { page: _page, per_page: _perPage, ...rest } = query;
  return rest as T;
};
