/**
 * The channel's screens: its form refuses a UTM value a link could not carry before anything is
 * sent and sends the profit share in basis points; the tracking-link builder writes the link of a
 * site's page, copies it and shows its QR code; a campaign ending before it starts is refused
 * under its field.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelsLabels } from '../../resources/channels/i18n.ts';
import { channels } from '../../resources/channels/schema.ts';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

const permissions = [...channels.permissions, 'list-sites', 'list-admins'];
const save = () => userEvent.click(screen.getByRole('button', { name: /Save|儲存|保存/ }));
const textbox = (label: string) => screen.findByRole('textbox', { name: new RegExp(`^${label}`) }, { timeout: 5000 });

afterEach(() => vi.restoreAllMocks());

describe('the channel form', () => {
  it.each(['en', 'zh-TW', 'zh-CN'] as const)('in %s: a UTM value with a space is refused under its field; the profit share is sent in basis points (the server stores values in lower case)', { timeout: 20000 }, async (locale) => {
    const { fields, validation } = channelsLabels[locale];
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 7, ...data } }));
    renderRoutes('/channels/create', { locale, permissions, dataProvider: { create: create as never } });
    await userEvent.type(await textbox(fields.utmSource!), 'news letter');
    await userEvent.type(await textbox(fields.utmMedium!), 'Email');
    const share = await textbox(fields.profitSharing!);
    await userEvent.clear(share);
    await userEvent.type(share, '12.5');
    await save();
    expect(await screen.findByText((validation as Record<string, string>).utm!)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    const source = await textbox(fields.utmSource!);
    await userEvent.clear(source);
    await userEvent.type(source, 'newsletter');
    await save();
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![1].data).toMatchObject({ utmSource: 'newsletter', utmMedium: 'Email', profitSharing: 1250 });
  });
});

describe('the tracking-link builder', () => {
  it('builds the link of a site’s page with the campaign’s utm_campaign, copies it and shows its QR code', { timeout: 20000 }, async () => {
    const channel = { id: 5, utmSource: 'google', utmMedium: 'cpc', utmCampaign: null, utmTerm: 'boots', utmContent: null, utmId: null, type: 'paid_ads', campaignsCount: 1, adminCount: 0, profitSharing: 1000, disabled: false, archived: false, createdAt: '', updatedAt: '' };
    const campaign = { id: 9, channelId: 5, name: 'Spring', utmCampaign: 'spring', landingUrl: null, startDate: null, endDate: null, currency: 'USD', budget: 100, spend: 0, status: 'active' };
    const call = vi.fn(async (_method: string, path: string) => (path.endsWith('/campaigns') ? [campaign] : []));
    const getList = vi.fn(async (resource: string) =>
      resource === 'sites' ? { data: [{ id: 2, name: 'Main', domain: 'www.example.com' }], total: 1 } : { data: [], total: 0 },
    );
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoutes('/channels/5', { permissions, dataProvider: { getOne: (async () => ({ data: channel })) as never, getList: getList as never, call } });
    const { link } = channelsLabels.en as unknown as { link: Record<string, string> };
    expect(await screen.findByText(link.pick_site!, {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: link.site }));
    await userEvent.click(await screen.findByRole('option', { name: 'Main (www.example.com)' }));
    await userEvent.click(screen.getByRole('combobox', { name: link.campaign }));
    await userEvent.click(await screen.findByRole('option', { name: 'Spring (spring)' }));
    const path = screen.getByRole('textbox', { name: link.path });
    await userEvent.clear(path);
    await userEvent.type(path, '/offers/spring sale');
    const expected = 'https://www.example.com/offers/spring%20sale?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=boots';
    expect(await screen.findByTestId('tracking-link')).toHaveTextContent(expected);
    await userEvent.click(screen.getByRole('button', { name: link.copy }));
    expect(writeText).toHaveBeenCalledWith(expected);
    expect(await screen.findByRole('img', { name: link.qr })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    // The campaigns are listed on the channel's page.
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    expect(within(table).getByText('Spring')).toBeInTheDocument();
  });
});

describe('the campaign form', () => {
  it('refuses an end before the start under its field, then sends the campaign in minor units', { timeout: 20000 }, async () => {
    const call = vi.fn(async (_method: string, _path: string, body?: unknown) => body ?? []);
    renderRoutes('/channels/5/campaigns/create', { permissions, dataProvider: { call } });
    const { campaigns } = channelsLabels.en as unknown as { campaigns: { fields: Record<string, string>; validation: Record<string, string> } };
    await userEvent.type(await textbox(campaigns.fields.name!), 'Spring');
    await userEvent.type(await textbox(campaigns.fields.utmCampaign!), 'Spring-2026');
    await userEvent.type(screen.getByLabelText(campaigns.fields.startDate!), '2026-03-10');
    await userEvent.type(screen.getByLabelText(campaigns.fields.endDate!), '2026-03-01');
    await userEvent.type(await textbox(campaigns.fields.budget!), '1234.50');
    await save();
    expect(await screen.findByText(campaigns.validation.end_before_start!)).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('POST', expect.anything(), expect.anything());
    const end = screen.getByLabelText(campaigns.fields.endDate!);
    await userEvent.clear(end);
    await userEvent.type(end, '2026-03-31');
    await save();
    await waitFor(() => expect(call).toHaveBeenCalledWith('POST', '/channels/5/campaigns', expect.objectContaining({ name: 'Spring', utmCampaign: 'Spring-2026', startDate: '2026-03-10', endDate: '2026-03-31', budget: 123450 })));
  });
});
