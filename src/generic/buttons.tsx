/**
 * Links to a resource's screens at the registry's paths. react-admin's own CreateButton,
 * EditButton and ShowButton build `/<resource>/...` paths, which this app does not route
 * (informations live under /blocks, questions edit at /questions/:id/edit).
 */
import type { MouseEvent } from 'react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import ListIcon from '@mui/icons-material/List';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { resourcePath, type TResource } from '../../resources/define.ts';

type TLinkButtonProps = { resource: TResource };

// Inside a clickable row, the button's own link must win over the row's.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

export const CreateLinkButton = ({ resource, variant }: TLinkButtonProps & { variant?: 'text' | 'contained' }) => {
  const to = resourcePath(resource, 'create');
  if (to === undefined) return null;
  return (
    <Button component={Link} to={to} label="ra.action.create" variant={variant}>
      <AddIcon />
    </Button>
  );
};

export const BatchCreateLinkButton = ({ resource }: TLinkButtonProps) => {
  const to = resourcePath(resource, 'batchCreate');
  if (to === undefined) return null;
  return (
    <Button component={Link} to={to} label="generic.action.batch_create">
      <LibraryAddIcon />
    </Button>
  );
};

export const ListLinkButton = ({ resource }: TLinkButtonProps) => (
  <Button component={Link} to={resourcePath(resource, 'list')!} label="ra.action.list">
    <ListIcon />
  </Button>
);

const RecordLinkButton = ({ resource, screen }: TLinkButtonProps & { screen: 'edit' | 'show' }) => {
  const record = useRecordContext();
  const to = record ? resourcePath(resource, screen, record.id) : undefined;
  if (to === undefined) return null;
  return (
    <Button component={Link} to={to} label={`ra.action.${screen}`} onClick={stopPropagation}>
      {screen === 'edit' ? <EditIcon /> : <VisibilityIcon />}
    </Button>
  );
};

export const EditLinkButton = ({ resource }: TLinkButtonProps) => <RecordLinkButton resource={resource} screen="edit" />;

export const ShowLinkButton = ({ resource }: TLinkButtonProps) => <RecordLinkButton resource={resource} screen="show" />;
