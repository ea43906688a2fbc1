import { SimpleList, type RaRecord } from 'react-admin';
import type { TResource } from '../../resources/define.ts';
import { fieldFor } from './fieldTypes.tsx';

/**
 * The list on a phone: a table of several columns would run off a 390 px screen, so each record
 * is a line titled by its title field, with the next declared column beneath it.
 */
export const GenericSimpleList = ({ resource, rowClick }: { resource: TResource; rowClick: (id: number | string) => string | false }) => {
  const title = String(resource.title);
  const detail = resource.list.map(String).find((column) => column !== title && column !== 'id');
  return (
    <SimpleList
      primaryText={fieldFor(resource, title, 'list')}
      secondaryText={detail ? fieldFor(resource, detail, 'list') : undefined}
      tertiaryText={(record: RaRecord) => `#${record.id}`}
      rowClick={(id) => rowClick(id)}
    />
  );
};
