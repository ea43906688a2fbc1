/**
 * A channel's campaigns: what a marketer plans under one channel (a newsletter issue, an ad set),
 * told apart in links by its utm_campaign, unique within the channel. One contract, checked by the
 * API and by the form alike.
 */
import { z } from 'zod';
import { isCurrency, MAX_MINOR } from '../money.ts';
import { ZDate, ZLink } from '../define.ts';
import { ZUtmValue } from './schema.ts';

export const CAMPAIGN_STATUSES = ['planned', 'active', 'paused', 'ended'] as const;

const ZMoney = z
  .number({ error: 'validation.number' })
  .int({ message: 'validation.integer' })
  .min(0, { message: 'validation.min_value|0' })
  .max(MAX_MINOR, { message: `validation.max_value|${MAX_MINOR}` });

const fields = {
  name: z.string({ error: 'validation.required' }).trim().min(1, { message: 'validation.required' }).max(100, { message: 'validation.max_length|100' }),
  utmCampaign: ZUtmValue,
  landingUrl: ZLink.nullable().optional(),
  startDate: ZDate.nullable().optional(),
  endDate: ZDate.nullable().optional(),
  currency: z.string({ error: 'validation.currency' }).refine(isCurrency, { message: 'validation.currency' }).default('USD'),
  // Minor units (cents) of the campaign's currency.
  budget: ZMoney.nullable().optional(),
  spend: ZMoney.nullable().optional(),
  status: z.enum(CAMPAIGN_STATUSES, { message: 'validation.enum' }).default('planned'),
};

/** A campaign ends on or after the day it starts. */
const endsAfterStart = (value: { startDate?: string | null; endDate?: string | null }) =>
  !value.startDate || !value.endDate || value.endDate >= value.startDate;
const endMessage = { message: 'resources.channels.campaigns.validation.end_before_start', path: ['endDate'] };

export const ZCampaign = z.strictObject(fields).refine(endsAfterStart, endMessage);
export type TCampaignInput = z.infer<typeof ZCampaign>;

/** A campaign as the API answers it. */
export type TCampaign = Omit<TCampaignInput, 'landingUrl' | 'startDate' | 'endDate' | 'budget' | 'spend'> & {
  id: number;
  channelId: number;
  landingUrl: string | null;
  startDate: string | null;
  endDate: string | null;
  budget: number | null;
  spend: number | null;
};
