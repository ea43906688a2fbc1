import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { resources } from '../index.ts';

type TFieldProps = { source?: string; label?: string };

/** The entries no admin makes but someone trying to sign in: the others without one are the system's (a job, a command). */
const SIGN_IN_ACTIONS = ['login_failed', 'two_factor_failed'];

/** Who acted: their username, their id once deleted, nobody (a failed login for an unknown name), or the system (a scheduled publish). */
export const AuditLogAdminField = (_props: TFieldProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  if (record.adminUsername) return <Typography component="span" variant="body2">{record.adminUsername}</Typography>;
  const actor = record.adminId
    ? translate('resources.audit_logs.actor.deleted_admin', { id: record.adminId })
    : translate(`resources.audit_logs.actor.${SIGN_IN_ACTIONS.includes(String(record.action)) ? 'nobody' : 'system'}`);
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {actor}
    </Typography>
  );
};

/** The resource by its translated name: one of the registry's, or another the API records (files). */
export const AuditLogResourceField = (_props: TFieldProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const name = record?.resource as string | undefined;
  if (!name) return null;
  return (
    <Typography component="span" variant="body2">
      {resources.some((r) => r.name === name)
        ? translate(`resources.${name}.name`, { smart_count: 2 })
        : translate(`resources.audit_logs.values.resource.${name}`, { _: name })}
    </Typography>
  );
};
