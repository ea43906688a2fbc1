/**
 * The bot rule of the event intake (docs/analytics-ingestion.md): an event is a bot's, and is
 * dropped before it is stored, when its user agent names a robot — a word of BOT_WORDS anywhere
 * in it, in any case — or when the site sends a user agent and it is empty (only spaces). An
 * event without a `user_agent` at all is a person's: a site need not send it.
 */

/** Words that only robots, crawlers, preview fetchers and scripted browsers put in their user agent. */
export const BOT_WORDS = [
  'bot', 'crawl', 'spider', 'slurp', 'headless', 'lighthouse', 'pingdom', 'preview', 'scrape', 'curl', 'wget',
  'python-requests', 'python-urllib', 'go-http-client', 'java/', 'okhttp', 'axios', 'node-fetch', 'phantomjs', 'selenium',
  'puppeteer', 'playwright', 'facebookexternalhit', 'embedly', 'monitor', 'uptime',
] as const;

const PATTERN = new RegExp(BOT_WORDS.map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'), 'i');

/** Whether an event with this user agent is a robot's (undefined: the site sent none, a person's). */
export const isBot = (userAgent: string | null | undefined): boolean => {
  if (userAgent === undefined || userAgent === null) return false;
  const text = userAgent.trim();
  return text === '' || PATTERN.test(text);
};
