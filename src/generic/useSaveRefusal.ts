/**
 * What an edit form says when its save is refused. A save over a newer version (409 naming who
 * saved it and when) is worded in the admin's language with the time in their own zone, and stays
 * until dismissed; the form keeps what they typed. Other refusals are react-admin's: field
 * messages under the fields, anything else as a notification.
 */
import { HttpError, useLocaleState, useNotify, useTranslate } from 'react-admin';

type TStale = { changedBy?: string | null; changedAt?: string; errors?: Record<string, unknown> };

export const useSaveRefusal = () => {
  const notify = useNotify();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return {
    onError: (error: unknown) => {
      const body = error instanceof HttpError ? (error.body as TStale | undefined) : undefined;
      if (error instanceof HttpError && error.status === 409 && body?.changedAt) {
        const who = body.changedBy ?? translate('errors.version_someone');
        const when = new Date(body.changedAt).toLocaleString(locale);
        notify('errors.version_stale', { type: 'error', autoHideDuration: null, messageArgs: { who, when } });
        return;
      }
      // A refusal with messages per field shows them under the fields.
      if (body?.errors && Object.keys(body.errors).length) return;
      const message = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
  };
};
