import { z } from 'zod';
import { defineResource } from '../define.ts';
import { withFormats } from '../formats.ts';

/** What kind of partner or medium a channel is. */
export const CHANNEL_TYPES = ['affiliate', 'paid_ads', 'social', 'email', 'partner', 'other'] as const;

/** The UTM parameters that make a channel's identity, in the order a link carries them. */
export const UTM_FIELDS = ['utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent', 'utmId'] as const;
export type TUtmField = (typeof UTM_FIELDS)[number];

/** The longest UTM value a channel or campaign keeps. */
export const UTM_MAX = 200;

/**
 * A UTM value as links carry it: trimmed and lower-cased (so `Google` and ` google` are one
 * channel), then URL-safe characters only (letters, digits, `.`, `_`, `-`, `~`): a space or a
 * non-ASCII letter in a link is encoded differently by every sender, so it could never be matched.
 */
export const ZUtmValue = z
  .string({ error: 'validation.string' })
  .trim()
  .toLowerCase()
  .min(1, { message: 'validation.required' })
  .max(UTM_MAX, { message: `validation.max_length|${UTM_MAX}` })
  .regex(/^[a-z0-9._~-]+$/, { message: 'resources.channels.validation.utm' });

const utm = { type: 'string', max: UTM_MAX, indexed: true } as const;

/**
 * A source of visitors (an affiliate, an ad network, a newsletter), known by the UTM parameters of
 * the links it sends: one channel per distinct set of them. Archived channels leave the default
 * list but keep their history, and their links are still attributed to them.
 * Its economics (visitors, revenue, profit share owed) need orders and visits, which carry no
 * channel yet: they are not shown here.
 */
export const channels = withFormats(
  defineResource({
    name: 'channels',
    area: 'marketing',
    path: '/channels',
    icon: 'campaign',
    routes: { list: '', create: 'create', edit: 'edit/:id', show: ':id' },
    menuOrder: 10,
    fields: {
      utmSource: { ...utm, required: true },
      utmMedium: { ...utm, required: true },
      utmCampaign: utm,
      utmTerm: utm,
      utmContent: utm,
      utmId: utm,
      type: { type: 'enum', values: CHANNEL_TYPES, required: true, default: 'other', max: 20 },
      campaignsCount: { type: 'integer', computed: true },
      adminCount: { type: 'integer', computed: true },
      // Of the revenue after refunds, owed to the channel.
      profitSharing: { type: 'basisPoints', required: true, default: 0, min: 0, max: 10000 },
      disabled: { type: 'boolean', default: false },
      archived: { type: 'boolean', default: false, readOnly: true, tones: { true: 'warning' } },
    },
    operations: ['list', 'get', 'create', 'update'],
    list: ['id', 'utmSource', 'utmMedium', 'utmCampaign', 'type', 'campaignsCount', 'adminCount', 'profitSharing', 'disabled', 'archived'],
    filters: ['type', 'disabled', 'archived'],
    listDefaults: { archived: false },
    search: ['utmSource', 'utmMedium', 'utmCampaign'],
    sortable: ['utmSource', 'utmMedium', 'type', 'profitSharing'],
    sort: { field: 'id', order: 'DESC' },
    actions: {
      archive: { confirm: true, icon: 'hide', when: { archived: ['false'] } },
      recover: { icon: 'undo', when: { archived: ['true'] } },
    },
    title: 'utmSource',
    scopedBy: 'id',
    // The campaigns' forms, nested under their channel (spec §2); their list is on the channel's page.
    screens: { campaignCreate: { path: ':id/campaigns/create' }, campaignEdit: { path: ':id/campaigns/:cid/edit' } },
  }),
  {
    utmSource: ZUtmValue,
    utmMedium: ZUtmValue,
    utmCampaign: ZUtmValue,
    utmTerm: ZUtmValue,
    utmContent: ZUtmValue,
    utmId: ZUtmValue,
  },
);
