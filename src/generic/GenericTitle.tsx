import { useNotify, useRecordContext, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import type { TResource } from '../../resources/define.ts';

type TTitleProps = { resource: TResource };

const useSingular = (resource: TResource) => useTranslate()(`resources.${resource.name}.name`, { smart_count: 1 });

/** A record in words: its title field, else `#id`. */
export const representation = (resource: TResource, record: RaRecord): string => {
  const title = record[String(resource.title)];
  return title === undefined || title === null || title === '' ? `#${record.id}` : String(title);
};

/**
 * "Video “Harbour” created": what a save did, by name, instead of react-admin's "Element created".
 * Returned as `onSuccess` options for a create or an edit, which then goes where `to` says.
 */
export const useSavedNotice = (resource: TResource, kind: 'created' | 'updated', to: (id: RaRecord['id']) => string) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const name = useSingular(resource);
  return {
    onSuccess: (record: RaRecord) => {
      notify('generic.notify.' + kind, { type: 'info', messageArgs: { name, title: representation(resource, record) } });
      redirect(to(record.id));
    },
  };
};

/** "Create tag", in react-admin's wording. */
export const CreateTitle = ({ resource }: TTitleProps) => {
  const translate = useTranslate();
  return <span>{translate('ra.page.create', { name: useSingular(resource) })}</span>;
};

/**
 * "Tag Noir": the singular name and the record's title field. Built here rather than left to
 * react-admin because its default reads the <Resource> registration, which these routes bypass.
 */
export const RecordTitle = ({ resource, screen }: TTitleProps & { screen: 'edit' | 'show' }) => {
  const translate = useTranslate();
  const name = useSingular(resource);
  const record = useRecordContext();
  if (!record) return null;
  const recordRepresentation = representation(resource, record);
  return <span>{translate(`ra.page.${screen}`, { name, recordRepresentation, id: record.id })}</span>;
};
