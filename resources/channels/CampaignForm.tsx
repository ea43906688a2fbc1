/**
 * A campaign's form, at `#/channels/{id}/campaigns/create` and `#/channels/{id}/campaigns/{cid}/edit`:
 * checked against the API's own contract before it is sent, the server's refusals shown under
 * their fields; saved, it returns to the channel's page.
 */
import { Card, CardContent } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, Loading, SaveButton, SelectInput, TextInput, Title, Toolbar, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { translateMessage } from '../../src/generic/formValues.ts';
import { MoneyInput } from '../../src/generic/moneyFields.tsx';
import type { TAppDataProvider } from '../../src/providers/dataProvider.ts';
import { CAMPAIGN_STATUSES, ZCampaign, type TCampaign } from './campaigns.ts';
import { CurrencyInput } from '../../src/generic/CurrencyInput.tsx';

type TValues = Record<string, unknown>;
const MONEY = { type: 'money', currencyField: 'currency' } as const;
const label = (field: string) => `resources.channels.campaigns.fields.${field}`;
const orNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** What the form sends: empty inputs as null, nothing the contract does not know. */
export const campaignPayload = (values: TValues): TValues => ({
  name: values.name ?? '',
  utmCampaign: values.utmCampaign ?? '',
  landingUrl: orNull(values.landingUrl),
  startDate: orNull(values.startDate),
  endDate: orNull(values.endDate),
  currency: values.currency || 'USD',
  budget: orNull(values.budget),
  spend: orNull(values.spend),
  status: values.status || 'planned',
});

export const CampaignForm = () => {
  const { id, cid } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<TAppDataProvider>();
  const [record, setRecord] = useState<TCampaign | TValues | undefined>(cid ? undefined : { currency: 'USD', status: 'planned' });
  useEffect(() => {
    if (cid) dataProvider.call<TCampaign>('GET', `/channels/${id}/campaigns/${cid}`).then(setRecord, () => navigate(`/channels/${id}`));
  }, [cid, id, dataProvider, navigate]);
  const validate = (values: TValues) => {
    const errors: Record<string, string> = {};
    for (const issue of ZCampaign.safeParse(campaignPayload(values)).error?.issues ?? []) {
      const field = String(issue.path[0] ?? '');
      if (field && !(field in errors)) errors[field] = translateMessage(translate, issue.message);
    }
    return errors;
  };
  const save = async (values: TValues) => {
    try {
      await dataProvider.call(cid ? 'PUT' : 'POST', `/channels/${id}/campaigns${cid ? `/${cid}` : ''}`, campaignPayload(values));
      notify(cid ? 'ra.notification.updated' : 'ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } });
      navigate(`/channels/${id}`);
      return undefined;
    } catch (error) {
      const errors = (error as { body?: { errors?: Record<string, string[]> } })?.body?.errors;
      if (errors) return Object.fromEntries(Object.entries(errors).map(([field, [message]]) => [field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), translateMessage(translate, message ?? '')]));
      notify('ra.notification.http_error', { type: 'error' });
      return undefined;
    }
  };
  if (!record) return <Loading />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(`resources.channels.campaigns.${cid ? 'edit' : 'create'}`)} />
      <CardContent>
        <Form record={record} onSubmit={save} validate={validate}>
          <TextInput source="name" label={label('name')} isRequired />
          <TextInput source="utmCampaign" label={label('utmCampaign')} isRequired />
          <TextInput source="landingUrl" label={label('landingUrl')} />
          <TextInput source="startDate" label={label('startDate')} type="date" slotProps={{ inputLabel: { shrink: true } }} />
          <TextInput source="endDate" label={label('endDate')} type="date" slotProps={{ inputLabel: { shrink: true } }} />
          <CurrencyInput source="currency" label={label('currency')} />
          <MoneyInput source="budget" field={MONEY} label={translate(label('budget'))} />
          <MoneyInput source="spend" field={MONEY} label={translate(label('spend'))} />
          <SelectInput source="status" label={label('status')} choices={CAMPAIGN_STATUSES.map((status) => ({ id: status, name: `resources.channels.campaigns.status.${status}` }))} />
          <Toolbar>
            <SaveButton />
          </Toolbar>
        </Form>
      </CardContent>
    </Card>
  );
};
