/**
 * A write-only secret in a form: typed as a password, never shown. A record that has one reads it
 * as the mask, which the form sends back unchanged (the server keeps the secret); typing replaces it.
 */
import { TextInput, useRecordContext } from 'react-admin';
import { SECRET_MASK } from '../../resources/define.ts';

export const SecretInput = ({ source, isRequired }: { source: string; isRequired?: boolean }) => {
  const record = useRecordContext();
  const isSet = record?.[source] === SECRET_MASK;
  return (
    <TextInput
      source={source}
      isRequired={isRequired && !isSet}
      type="password"
      autoComplete="new-password"
      // Focusing a kept secret empties the box, so that what is typed is the new one, not appended to the mask.
      onFocus={(event) => {
        if (event.target.value === SECRET_MASK) event.target.select();
      }}
      helperText={isSet ? 'generic.secret.kept' : 'generic.secret.new'}
    />
  );
};

/** A secret as read: the mask when one is set, nothing otherwise. */
export const SecretField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  return record?.[source] ? <span aria-label={SECRET_MASK}>{'••••••••'}</span> : null;
};
