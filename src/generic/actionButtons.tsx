/**
 * The buttons of a resource's custom actions on a record and on the list's selection, and its CSV
 * export. Everything an action shows comes from its declaration (icon, whether it asks first) and
 * from the entity's labels (`resources.<name>.actions.*`, `resources.<name>.notifications.*`), so
 * that a new action needs no change here. A refusal names what is missing, in the admin's language.
 */
import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  Confirm,
  HttpError,
  useDataProvider,
  useListContext,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useSaveContext,
  useTranslate,
  useTranslateLabel,
  useUnselectAll,
  type RaRecord,
} from 'react-admin';
import { useState } from 'react';
import { useFormContext, useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { TResource } from '../../resources/define.ts';
import { appFieldType } from './fieldTypes.tsx';
import { ICON_TONES, ICONS } from '../icons.tsx';
import type { TAppDataProvider } from '../providers/dataProvider.ts';
import { ReasonDialog } from './ReasonDialog.tsx';
import { RevealDialog } from './RevealDialog.tsx';

type TActionProps = { resource: TResource; action: string };
type TArgs = Record<string, string | number>;

/**
 * `Missing: Title, Cover` from a 422's fields; for a bulk refusal, one line per record id. A state
 * refused in bulk (409: already disabled) names the records refused.
 */
const useRefusal = (resource: TResource) => {
  const translate = useTranslate();
  const label = useTranslateLabel();
  const fields = (names: string[]) => names.map((name) => label({ source: name, resource: resource.name })).join(', ');
  return (error: unknown): string => {
    if (!(error instanceof HttpError)) return (error as Error).message;
    const errors = (error.body as { errors?: Record<string, string | string[]> } | undefined)?.errors ?? {};
    if (error.status === 409) {
      const ids = Object.keys(errors).filter((key) => /^\d+$/.test(key));
      return ids.length ? `${error.message} (${ids.map((id) => `#${id}`).join(', ')})` : error.message;
    }
    const lines = Object.entries(errors).map(([key, value]) =>
      /^\d+$/.test(key) ? `#${key}: ${fields([value].flat())}` : fields([key]),
    );
    return lines.length ? `${error.message} ${translate('generic.notify.missing', { fields: lines.join(' · ') })}` : error.message;
  };
};

/** A record's values as message arguments (`%{title}`, `%{publishedAt}`), dates in the admin's language. */
const useRecordArgs = (resource: TResource) => {
  const [locale] = useLocaleState();
  return (record: Record<string, unknown> | undefined): TArgs => {
    if (!record) return {};
    const entries = Object.entries(record).flatMap(([name, value]): [string, string | number][] => {
      const field = resource.fields[name];
      const toMessage = field && appFieldType(field).toMessage;
      if (typeof value === 'string' && toMessage) return [[name, toMessage(value, locale)]];
      return typeof value === 'string' || typeof value === 'number' ? [[name, value]] : [];
    });
    return Object.fromEntries(entries);
  };
};

/** The message after an action went through: per `result` value, else `done`, else react-admin's own. */
const useDoneMessage = (resource: TResource, action: string) => {
  const translate = useTranslate();
  const base = `resources.${resource.name}.notifications.${action}`;
  const result = resource.actions?.[action]?.result;
  return {
    one: (record: Record<string, unknown>, args: TArgs): string => {
      const done = translate(`${base}.done`, { ...args, _: translate('ra.notification.updated', { smart_count: 1 }) });
      const value = result ? record[result] : undefined;
      return typeof value === 'string' ? translate(`${base}.${value}`, { ...args, _: done }) : done;
    },
    many: (count: number): string =>
      translate(`${base}.many`, { smart_count: count, _: translate('generic.notify.bulk_done', { smart_count: count }) }),
  };
};

/** The button, and its confirmation when the action declares one (with the reason, when it asks one). */
const ActionButton = ({ resource, action, args, run }: TActionProps & { args: TArgs; run: (reason?: string) => Promise<void> }) => {
  const [isConfirming, setConfirming] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const declared = resource.actions?.[action] ?? {};
  const Icon = ICONS[declared.icon ?? 'run'];
  const key = `resources.${resource.name}.actions.${action}`;
  const go = async (reason?: string) => {
    setConfirming(false);
    setBusy(true);
    try {
      await run(reason);
    } finally {
      setBusy(false);
    }
  };
  if (declared.asksReason) {
    return (
      <>
        <Button label={`${key}.label`} color={ICON_TONES[declared.icon ?? 'run'] ?? 'primary'} onClick={() => setConfirming(true)} disabled={isBusy}>
          <Icon />
        </Button>
        <ReasonDialog
          isOpen={isConfirming}
          title={`${key}.confirm_title`}
          content={`${key}.confirm_content`}
          args={args}
          onConfirm={(reason) => void go(reason)}
          onClose={() => setConfirming(false)}
        />
      </>
    );
  }
  return (
    <>
      <Button
        label={`${key}.label`}
        color={ICON_TONES[declared.icon ?? 'run'] ?? 'primary'}
        onClick={() => (declared.confirm ? setConfirming(true) : void go())}
        disabled={isBusy}
      >
        <Icon />
      </Button>
      {declared.confirm && (
        <Confirm
          isOpen={isConfirming}
          title={`${key}.confirm_title`}
          content={`${key}.confirm_content`}
          titleTranslateOptions={args}
          contentTranslateOptions={args}
          onConfirm={() => void go()}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
};

/** The fields a refusal names, each with its message: `{title: 'Needed to publish'}`. */
const refusedFields = (error: unknown): Record<string, string> => {
  if (!(error instanceof HttpError)) return {};
  const errors = (error.body as { errors?: Record<string, string | string[]> } | undefined)?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, [messages].flat()[0] ?? '']));
};

/** Runs the action on the record in context; `onRefused` hears each refusal before the toast. */
const useRecordAction = (resource: TResource, action: string, onRefused: (error: unknown) => void = () => undefined) => {
  const record = useRecordContext<RaRecord>();
  const dataProvider = useDataProvider<TAppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const refusal = useRefusal(resource);
  const recordArgs = useRecordArgs(resource);
  const done = useDoneMessage(resource, action);
  const reveals = resource.actions?.[action]?.reveals;
  const [secret, setSecret] = useState<string | null>(null);
  const run = async (reason?: string) => {
    if (!record) return;
    try {
      const answer = await dataProvider.action(resource.name, record.id, action, ...(reason === undefined ? [] : [{ reason }]));
      const after = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : record;
      notify(done.one(after, recordArgs(after)), { type: 'success' });
      if (reveals && typeof after[reveals] === 'string') setSecret(after[reveals]);
      refresh();
    } catch (error) {
      fail(error);
    }
  };
  const fail = (error: unknown) => {
    onRefused(error);
    notify(refusal(error), { type: 'error', multiLine: true, autoHideDuration: 10000 });
  };
  const revealed = (
    <RevealDialog
      revealed={reveals && secret ? { resource: resource.name, title: `resources.${resource.name}.actions.${action}.label`, field: reveals, value: secret } : null}
      onClose={() => setSecret(null)}
    />
  );
  return { record, run, fail, args: recordArgs(record), revealed };
};

const StandaloneActionButton = ({ resource, action }: TActionProps) => {
  const { record, run, args, revealed } = useRecordAction(resource, action);
  return record ? (
    <>
      <ActionButton resource={resource} action={action} args={args} run={run} />
      {revealed}
    </>
  ) : null;
};

/**
 * Inside an edit form the action acts on what the admin sees: unsaved changes are saved first
 * (the form's own validation and the server's refusals mark their fields and stop the action),
 * and the fields a refused action names are marked in the form.
 */
const FormActionButton = ({ resource, action, form }: TActionProps & { form: UseFormReturn<FieldValues> }) => {
  const { isDirty } = useFormState({ control: form.control });
  const { save } = useSaveContext();
  const markFields = (errors: Record<string, string>) => {
    for (const [field, message] of Object.entries(errors)) form.setError(field, { type: 'server', message }, { shouldFocus: false });
  };
  const { record, run, fail, args, revealed } = useRecordAction(resource, action, (error) => markFields(refusedFields(error)));
  const saveThenRun = (reason?: string) =>
    new Promise<void>((resolve) => {
      if (!isDirty || !save) return void run(reason).then(resolve);
      void form.handleSubmit(
        async (values) => {
          // The save's own callbacks replace the edit screen's: the action runs instead of leaving the screen.
          await save(values, {
            onSuccess: () => void run(reason).then(resolve),
            onError: (error: unknown) => {
              fail(error);
              resolve();
            },
          });
        },
        () => resolve(),
      )();
    });
  return record ? (
    <>
      <ActionButton resource={resource} action={action} args={args} run={saveThenRun} />
      {revealed}
    </>
  ) : null;
};

/** Whether the record holds values the action starts from (its declared `when`). */
const startsFrom = (resource: TResource, action: string, record: RaRecord | undefined): boolean =>
  Object.entries(resource.actions?.[action]?.when ?? {}).every(([field, values]) => record !== undefined && values.includes(String(record[field])));

/** A record's action button, when the record's state allows the action: on an edit form it saves unsaved changes first (see FormActionButton). */
export const RecordActionButton = ({ resource, action }: TActionProps) => {
  // null outside a form (a show screen): the action runs on the stored record.
  const form = useFormContext() as UseFormReturn<FieldValues> | null;
  const record = useRecordContext<RaRecord>();
  if (!startsFrom(resource, action, record)) return null;
  return form ? <FormActionButton resource={resource} action={action} form={form} /> : <StandaloneActionButton resource={resource} action={action} />;
};

export const BulkActionButton = ({ resource, action }: TActionProps) => {
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider<TAppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource.name);
  const refusal = useRefusal(resource);
  const done = useDoneMessage(resource, action);
  const run = async (reason?: string) => {
    try {
      await dataProvider.bulkAction(resource.name, action, selectedIds, ...(reason === undefined ? [] : [{ reason }]));
      notify(done.many(selectedIds.length), { type: 'success' });
      unselectAll();
      refresh();
    } catch (error) {
      notify(refusal(error), { type: 'error', multiLine: true, autoHideDuration: 10000 });
    }
  };
  return <ActionButton resource={resource} action={action} args={{ smart_count: selectedIds.length }} run={run} />;
};

/** The filtered, sorted list as the resource's CSV, downloaded with the token in a header. */
export const ExportCsvButton = ({ resource }: { resource: TResource }) => {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<TAppDataProvider>();
  const notify = useNotify();
  const run = async () => {
    try {
      await dataProvider.exportCsv(resource.name, { filter: filterValues, sort }, resource.export!.filename);
      notify('generic.notify.exported', { type: 'info', messageArgs: { filename: resource.export!.filename } });
    } catch {
      notify('generic.notify.export_failed', { type: 'error' });
    }
  };
  return <Button label="generic.action.export_csv" onClick={() => void run()} disabled={total === 0}><DownloadIcon /></Button>;
};
