import { useRecordContext, useTranslate } from 'react-admin';
import type { TResource } from '../../resources/define.ts';

type TTitleProps = { resource: TResource };

const useSingular = (resource: TResource) => useTranslate()(`resources.${resource.name}.name`, { smart_count: 1 });

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
  const title = record[String(resource.title)];
  const recordRepresentation = title === undefined || title === null || title === '' ? `#${record.id}` : String(title);
  return <span>{translate(`ra.page.${screen}`, { name, recordRepresentation, id: record.id })}</span>;
};
