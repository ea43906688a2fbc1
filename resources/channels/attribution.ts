/**
 * The one rule that decides which channel and campaign a visit belongs to, from the query of the
 * landing URL it arrived on. The link builder writes exactly these links; sign-ups and the
 * analytics' ingestion read them with this function, and nothing else decides.
 *
 * - Parameter names and values are compared trimmed and in lower case (`UTM_Source=Google` is
 *   `utm_source=google`); the first value of a repeated parameter counts; other parameters are ignored.
 * - A channel matches when the link carries its source and medium and every other UTM value the
 *   channel declares; a value the channel leaves empty matches anything, present or missing (a link
 *   without utm_term matches a channel without a term, and so does one with a term).
 * - Of several matching channels, the one that declares the most values wins (the most specific),
 *   then the oldest. Disabled channels attribute nothing; archived ones still do, flagged archived.
 * - The campaign is the matched channel's campaign whose utm_campaign is the link's; none otherwise.
 */
import { UTM_FIELDS, type TUtmField } from './schema.ts';

export type TUtmValues = Partial<Record<TUtmField, string>>;

/** What the rule needs of a channel. */
export type TAttributableChannel = { id: number; disabled?: boolean | null; archived?: boolean | null } & { [K in TUtmField]?: string | null };
/** What the rule needs of a campaign. */
export type TAttributableCampaign = { id: number; channelId: number; utmCampaign: string };

export type TAttribution = { channelId: number; campaignId: number | null; archived: boolean };

/** `utmSource` → `utm_source`, as links name it (`utmId` → `utm_id`). */
export const utmParam = (field: TUtmField): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const normalise = (value: string) => value.trim().toLowerCase();

/** The UTM values of a landing URL's query (`?utm_source=...`, with or without the `?`, or a whole URL). */
export const readUtm = (query: string | URLSearchParams): TUtmValues => {
  let params: URLSearchParams;
  if (typeof query !== 'string') params = query;
  else {
    const at = query.indexOf('?');
    const raw = at >= 0 ? query.slice(at + 1) : query.includes('=') ? query : '';
    params = new URLSearchParams(raw.split('#')[0]);
  }
  const values: TUtmValues = {};
  const byName = new Map(UTM_FIELDS.map((field) => [utmParam(field), field]));
  for (const [name, value] of params) {
    const field = byName.get(normalise(name));
    if (!field || field in values) continue;
    const text = normalise(value);
    if (text) values[field] = text;
  }
  return values;
};

/** How many UTM values a channel declares: the more, the more specific. */
const declared = (channel: TAttributableChannel) => UTM_FIELDS.filter((field) => channel[field]).length;

const matches = (channel: TAttributableChannel, link: TUtmValues) =>
  Boolean(channel.utmSource && channel.utmMedium) && UTM_FIELDS.every((field) => !channel[field] || normalise(channel[field]) === link[field]);

/** The channel and campaign of a landing URL's query, or null when no channel claims it. */
export const attribute = (
  query: string | URLSearchParams,
  channels: readonly TAttributableChannel[],
  campaigns: readonly TAttributableCampaign[] = [],
): TAttribution | null => {
  const link = readUtm(query);
  const [best] = channels
    .filter((channel) => !channel.disabled && matches(channel, link))
    .sort((a, b) => declared(b) - declared(a) || a.id - b.id);
  if (!best) return null;
  const campaign = link.utmCampaign ? campaigns.find((c) => c.channelId === best.id && normalise(c.utmCampaign) === link.utmCampaign) : undefined;
  return { channelId: best.id, campaignId: campaign?.id ?? null, archived: Boolean(best.archived) };
};

/**
 * The full tracking link of a channel (and a campaign) on a site: the landing path on the site's
 * domain with the channel's UTM values, the campaign's utm_campaign in place of the channel's.
 * Values are encoded by URLSearchParams; the path keeps its own query and loses any UTM it held.
 */
export const trackingLink = (domain: string, path: string, channel: TAttributableChannel, campaign?: { utmCampaign: string } | null): string => {
  const url = new URL(path.trim().replace(/^\/*/, '/'), `https://${domain}`);
  for (const field of UTM_FIELDS) url.searchParams.delete(utmParam(field));
  for (const field of UTM_FIELDS) {
    const value = field === 'utmCampaign' && campaign ? campaign.utmCampaign : channel[field];
    if (value) url.searchParams.set(utmParam(field), value);
  }
  return url.toString();
};
