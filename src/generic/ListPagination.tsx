/**
 * react-admin's pagination, honest about the total: past the count's cap it says "1-25 of
 * 10,000+"; staff still page and jump as with an exact total.
 */
import { useCallback } from 'react';
import { Pagination, useListContext, useLocaleState, useTranslate, type PaginationProps } from 'react-admin';
import type { TTotalKind } from '../providers/dataProvider.ts';

const LABEL: Partial<Record<TTotalKind, string>> = { 'at-least': 'generic.pagination.at_least' };

export const ListPagination = (props: PaginationProps) => {
  const { meta } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = LABEL[(meta as { totalKind?: TTotalKind } | undefined)?.totalKind ?? 'exact'];
  const labelDisplayedRows = useCallback(
    ({ from, to, count }: { from: number; to: number; count: number }) =>
      translate(label!, { offsetBegin: from, offsetEnd: to, total: count.toLocaleString(locale) }),
    [label, locale, translate],
  );
  return <Pagination {...props} {...(label ? { labelDisplayedRows } : {})} />;
};
