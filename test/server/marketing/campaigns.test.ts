/** A channel's campaigns, nested under it: planned, kept, changed and deleted; another channel's id answers 404. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { staffWith } from '../helpers/staff.ts';
import { caller, campaignBody, createCampaign, createChannel } from './helpers.ts';

let t: TTestApp;
let token: string;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  call = caller(t);
});
afterAll(() => t.close());

describe('campaigns of a channel', () => {
  it('are planned, read, listed, changed and deleted under their channel, counted on it', async () => {
    const channel = await createChannel(t, token);
    const campaign = await createCampaign(t, token, channel.id, { utm_campaign: ' Spring-2026 ' });
    expect(campaign).toMatchObject({ channel_id: channel.id, name: 'Spring sale', utm_campaign: 'spring-2026', start_date: '2026-03-01', end_date: '2026-03-31', budget: 500000, spend: 12345, currency: 'USD', status: 'active' });
    expect((await call(token, 'GET', `/channels/${channel.id}/campaigns/${campaign.id}`)).json()).toMatchObject({ id: campaign.id });
    expect((await call(token, 'GET', `/channels/${channel.id}`)).json()).toMatchObject({ campaigns_count: 1 });
    const changed = await call(token, 'PUT', `/channels/${channel.id}/campaigns/${campaign.id}`, campaignBody({ utm_campaign: 'spring-2026', spend: 20000, status: 'ended' }));
    expect(changed.json()).toMatchObject({ spend: 20000, status: 'ended' });
    expect(((await call(token, 'GET', `/channels/${channel.id}/campaigns`)).json() as { id: number }[]).map((c) => c.id)).toEqual([campaign.id]);
    expect((await call(token, 'DELETE', `/channels/${channel.id}/campaigns/${campaign.id}`)).statusCode).toBe(200);
    expect((await call(token, 'GET', `/channels/${channel.id}/campaigns/${campaign.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for a campaign of another channel, or a missing channel', async () => {
    const [one, two] = [await createChannel(t, token), await createChannel(t, token)];
    const campaign = await createCampaign(t, token, one.id);
    for (const [method, body] of [['GET', undefined], ['PUT', campaignBody()], ['DELETE', undefined]] as const) {
      expect((await call(token, method, `/channels/${two.id}/campaigns/${campaign.id}`, body)).statusCode).toBe(404);
    }
    expect((await call(token, 'GET', '/channels/999999/campaigns')).statusCode).toBe(404);
    expect((await call(token, 'POST', '/channels/999999/campaigns', campaignBody())).statusCode).toBe(404);
    expect((await call(token, 'GET', `/channels/${one.id}/campaigns/${campaign.id}`)).statusCode).toBe(200);
  });

  it('keeps utm_campaign unique within the channel (409), not across channels', async () => {
    const [one, two] = [await createChannel(t, token), await createChannel(t, token)];
    await createCampaign(t, token, one.id, { utm_campaign: 'launch' });
    const clash = await call(token, 'POST', `/channels/${one.id}/campaigns`, campaignBody({ utm_campaign: 'LAUNCH' }));
    expect(clash.statusCode).toBe(409);
    expect(Object.keys(clash.json().errors)).toEqual(['utm_campaign']);
    await createCampaign(t, token, two.id, { utm_campaign: 'launch' });
  });

  it('answers 422 on the field: an end before the start, bad money, a bad UTM value or URL, never 500', async () => {
    const channel = await createChannel(t, token);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ end_date: '2026-02-01' }, 'end_date', 'The end must be on or after the start'],
      [{ budget: 9.99 }, 'budget', 'Must be a whole number'],
      [{ spend: -1 }, 'spend', 'Must be at least 0'],
      [{ utm_campaign: 'with space' }, 'utm_campaign', 'Letters, digits, “.”, “_”, “-” and “~” only (no spaces or accents)'],
      [{ utm_campaign: 'x'.repeat(201) }, 'utm_campaign', 'Must be 200 characters or less'],
      [{ name: '' }, 'name', 'Required'],
      [{ status: 'done' }, 'status', 'Must be one of the listed values'],
      [{ channel_id: 3 }, 'channel_id', 'Unknown field'],
    ];
    for (const [values, field, message] of cases) {
      const res = await call(token, 'POST', `/channels/${channel.id}/campaigns`, campaignBody(values));
      expect(res.statusCode, JSON.stringify(values)).toBe(422);
      expect(res.json().errors?.[field], `${JSON.stringify(values)} ${res.body}`).toEqual([message]);
    }
  });

  it('are written with edit-channels only', async () => {
    const channel = await createChannel(t, token);
    const reader = await (await staffWith(t, ['list-channels'])).token();
    expect((await call(reader, 'POST', `/channels/${channel.id}/campaigns`, campaignBody())).statusCode).toBe(403);
    const editor = await (await staffWith(t, ['edit-channels'])).token();
    expect((await call(editor, 'POST', `/channels/${channel.id}/campaigns`, campaignBody())).statusCode).toBe(201);
  });
});
