/** The inputs of a resource's create and edit forms, one per declared field, as its field type gives it. */
import { isWritable, type TResource } from '../../resources/define.ts';
import { appFieldType, type TFieldTypeProps } from './fieldTypes.tsx';

export const GenericInput = (props: TFieldTypeProps) => appFieldType(props.field).input(props);

/** `operation`: an edit form leaves out what only the create writes. */
export const GenericInputs = ({ resource, operation = 'create' }: { resource: TResource; operation?: 'create' | 'update' }) => (
  <>
    {Object.entries(resource.fields)
      .filter(([, field]) => isWritable(field, operation))
      .map(([source, field]) => (
        <GenericInput key={source} resource={resource} source={source} field={field} />
      ))}
  </>
);
