import type { useNotify } from 'react-admin';

type TNotify = ReturnType<typeof useNotify>;

/**
 * A failed save: field errors (already one translated message per camelCase field, see the data
 * provider) go back to the form to show under their inputs; anything else is a notification.
 */
export const submissionErrors = (error: unknown, notify: TNotify): Record<string, string> | undefined => {
  const { body, message } = (error ?? {}) as { body?: { errors?: Record<string, string> }; message?: string };
  const fields = body?.errors;
  if (fields && Object.keys(fields).some((field) => field !== '_')) return fields;
  notify(message || 'ra.notification.http_error', { type: 'error' });
  return undefined;
};
