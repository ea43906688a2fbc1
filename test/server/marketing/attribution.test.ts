/** The one attribution rule (resources/channels/attribution.ts) and the links the builder writes, with odd cases. */
import { describe, expect, it } from 'vitest';
import { attribute, readUtm, trackingLink } from '../../../resources/channels/attribution.ts';

const channels = [
  { id: 1, utmSource: 'google', utmMedium: 'cpc' },
  { id: 2, utmSource: 'google', utmMedium: 'cpc', utmTerm: 'boots' },
  { id: 3, utmSource: 'newsletter', utmMedium: 'email', archived: true },
  { id: 4, utmSource: 'old', utmMedium: 'cpc', disabled: true },
  { id: 5, utmSource: 'partner', utmMedium: 'referral', utmCampaign: 'fall' },
];
const campaigns = [
  { id: 10, channelId: 1, utmCampaign: 'spring' },
  { id: 11, channelId: 3, utmCampaign: 'weekly' },
  { id: 12, channelId: 2, utmCampaign: 'spring' },
];

describe('attribute', () => {
  it('reads names and values in any case and spacing, ignoring other parameters', () => {
    expect(attribute('?UTM_Source=Google&utm_medium=%20CPC%20&gclid=abc&ref=x', channels, campaigns)).toEqual({ channelId: 1, campaignId: null, archived: false });
  });

  it('matches a channel without a term whether the link has one or not; the most specific channel wins', () => {
    expect(attribute('utm_source=google&utm_medium=cpc', channels)?.channelId).toBe(1);
    expect(attribute('utm_source=google&utm_medium=cpc&utm_term=shoes', channels)?.channelId).toBe(1);
    expect(attribute('utm_source=google&utm_medium=cpc&utm_term=BOOTS', channels)?.channelId).toBe(2);
  });

  it('finds the campaign of the matched channel only', () => {
    expect(attribute('utm_source=google&utm_medium=cpc&utm_campaign=Spring', channels, campaigns)).toMatchObject({ channelId: 1, campaignId: 10 });
    expect(attribute('utm_source=google&utm_medium=cpc&utm_term=boots&utm_campaign=spring', channels, campaigns)).toMatchObject({ channelId: 2, campaignId: 12 });
    expect(attribute('utm_source=google&utm_medium=cpc&utm_campaign=weekly', channels, campaigns)).toMatchObject({ channelId: 1, campaignId: null });
  });

  it('still attributes an archived channel, flagged; never a disabled one', () => {
    expect(attribute('utm_source=newsletter&utm_medium=email&utm_campaign=weekly', channels, campaigns)).toEqual({ channelId: 3, campaignId: 11, archived: true });
    expect(attribute('utm_source=old&utm_medium=cpc', channels)).toBeNull();
  });

  it('needs every value the channel declares, the first of a repeated parameter, and source and medium', () => {
    expect(attribute('utm_source=partner&utm_medium=referral', channels)).toBeNull();
    expect(attribute('utm_source=partner&utm_medium=referral&utm_campaign=fall', channels)?.channelId).toBe(5);
    expect(attribute('utm_source=bing&utm_source=google&utm_medium=cpc', channels)).toBeNull();
    expect(attribute('utm_source=google', channels)).toBeNull();
    expect(attribute('', channels)).toBeNull();
    expect(attribute('utm_source=&utm_medium=cpc', channels)).toBeNull();
  });

  it('reads a whole URL, a query with or without ?, and ignores a fragment', () => {
    expect(readUtm('https://www.example.com/landing?utm_source=Google&utm_medium=cpc#utm_term=x')).toEqual({ utmSource: 'google', utmMedium: 'cpc' });
    expect(readUtm('utm_id=ABC')).toEqual({ utmId: 'abc' });
    expect(readUtm('/landing')).toEqual({});
    expect(readUtm(new URLSearchParams('utm_content=%E6%B8%A0%E9%81%93'))).toEqual({ utmContent: '渠道' });
  });
});

describe('trackingLink', () => {
  const channel = { id: 2, utmSource: 'google', utmMedium: 'cpc', utmTerm: 'boots', utmContent: null };
  it('puts the channel’s values on the site’s landing path, the campaign’s utm_campaign in place of the channel’s', () => {
    expect(trackingLink('www.example.com', '/offers/spring', channel, { utmCampaign: 'spring' })).toBe(
      'https://www.example.com/offers/spring?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=boots',
    );
  });

  it('keeps the path’s own query, replaces any UTM it held, encodes the path, and stays on the site', () => {
    expect(trackingLink('www.example.com', 'a b/?page=2&utm_source=evil', channel)).toBe('https://www.example.com/a%20b/?page=2&utm_source=google&utm_medium=cpc&utm_term=boots');
    expect(trackingLink('www.example.com', '//evil.com/x', channel)).toMatch(/^https:\/\/www\.example\.com\/evil\.com\/x\?/);
    expect(trackingLink('www.example.com', '', channel)).toBe('https://www.example.com/?utm_source=google&utm_medium=cpc&utm_term=boots');
  });

  it('is attributed back to its channel and campaign by the one rule', () => {
    const link = trackingLink('www.example.com', '/x?y=1', channel, { utmCampaign: 'spring' });
    expect(attribute(link, channels, campaigns)).toEqual({ channelId: 2, campaignId: 12, archived: false });
  });
});
