import { Box } from '@mui/material';
import { SimpleList, type RaRecord } from 'react-admin';
import type { TResource } from '../../resources/define.ts';
import { fieldFor } from './fieldTypes.tsx';

/** The columns of a record's line on a phone, from the resource's declared list. */
export const simpleListColumns = (resource: TResource): { title: string; detail?: string; amount?: string; state?: string } => {
  const title = String(resource.title);
  const columns = resource.list.map(String).filter((column) => column !== title && column !== 'id');
  const typeOf = (column: string) => resource.fields[column]?.type;
  // A status is what a person scans a list for (paid, refunded; open, solved): the first enumeration shown as chips.
  const state = columns.find((column) => typeOf(column) === 'enum' && resource.fields[column]?.tones !== undefined);
  const amount = columns.find((column) => typeOf(column) === 'money');
  const detail = columns.find((column) => column !== state && column !== amount);
  return { title, detail, amount, state };
};

/**
 * The list on a phone: a table of several columns would run off a 390 px screen, so each record
 * is a line titled by its title field, with the next declared column beneath it and its first
 * amount beside that (an order's customer and price), and at its end the record's status chip
 * where it has one, its number otherwise.
 */
export const GenericSimpleList = ({ resource, rowClick }: { resource: TResource; rowClick: (id: number | string) => string | false }) => {
  const { title, detail, amount, state } = simpleListColumns(resource);
  const secondary = [detail, amount].filter((column): column is string => column !== undefined);
  return (
    <SimpleList
      primaryText={fieldFor(resource, title, 'list')}
      secondaryText={
        secondary.length ? (
          <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
            {secondary.map((column) => (
              <span key={column}>{fieldFor(resource, column, 'list')}</span>
            ))}
          </Box>
        ) : undefined
      }
      tertiaryText={
        state ? (
          <Box component="span" sx={{ float: 'right', ml: 1 }}>
            {fieldFor(resource, state, 'list')}
          </Box>
        ) : (
          (record: RaRecord) => `#${record.id}`
        )
      }
      rowClick={(id) => rowClick(id)}
    />
  );
};
