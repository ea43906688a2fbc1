import type { ReactElement } from 'react';
import { Datagrid, List, TextField } from 'react-admin';
import type { TResource } from '../../resources/define.ts';

export const genericViews = (resource: TResource): { list?: ReactElement } => ({
  list: (
    <List resource={resource.name}>
      <Datagrid bulkActionButtons={false}>
        {resource.list.map((f) => (
          <TextField key={String(f)} source={String(f)} />
        ))}
      </Datagrid>
    </List>
  ),
});
