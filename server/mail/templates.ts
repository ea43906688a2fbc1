/**
 * The mails the product sends, per language. `%{name}` takes the value of `name` in the data the
 * caller gives; `link` is a secret (a single-use token): the outbox shows it with its token hidden.
 * A template that other areas need is added here, in the three languages; `message` sends a text
 * written elsewhere (a reply to a ticket), given as `subject` and `text`.
 */
import { MAIL_LANGUAGES, MAIL_TEMPLATES } from '../../resources/mails/schema.ts';

export type TMailLocale = (typeof MAIL_LANGUAGES)[number];

type TTemplate = { subject: string; text: string };

const MESSAGE: TTemplate = { subject: '%{subject}', text: '%{text}' };

export const TEMPLATES = {
  'email-verification': {
    en: {
      subject: 'Confirm your e-mail address for %{site}',
      text: 'Hello %{username},\n\nPlease confirm your e-mail address by opening this link within 24 hours:\n\n%{link}\n\nIf you did not sign up on %{site}, you can ignore this e-mail.',
    },
    'zh-TW': {
      subject: '請確認您在 %{site} 的電子郵件地址',
      text: '%{username} 您好：\n\n請在 24 小時內開啟以下連結，確認您的電子郵件地址：\n\n%{link}\n\n如果您沒有在 %{site} 註冊，請忽略這封郵件。',
    },
    'zh-CN': {
      subject: '请确认您在 %{site} 的邮箱地址',
      text: '%{username} 您好：\n\n请在 24 小时内打开以下链接，确认您的邮箱地址：\n\n%{link}\n\n如果您没有在 %{site} 注册，请忽略这封邮件。',
    },
  },
  'reset-password': {
    en: {
      subject: 'Choose a new password for %{site}',
      text: 'Hello %{username},\n\nOpen this link within one hour to choose a new password:\n\n%{link}\n\nIf you did not ask for it, you can ignore this e-mail; your password stays as it is.',
    },
    'zh-TW': {
      subject: '設定您在 %{site} 的新密碼',
      text: '%{username} 您好：\n\n請在一小時內開啟以下連結，設定新密碼：\n\n%{link}\n\n如果這不是您提出的要求，請忽略這封郵件，您的密碼不會改變。',
    },
    'zh-CN': {
      subject: '设置您在 %{site} 的新密码',
      text: '%{username} 您好：\n\n请在一小时内打开以下链接，设置新密码：\n\n%{link}\n\n如果这不是您发起的请求，请忽略这封邮件，您的密码不会改变。',
    },
  },
  'support-reply': {
    en: { subject: 'Re: %{subject}', text: 'Hello,\n\n%{text}\n\nThis is the answer to your message to %{site}. Reply through the help page of the site if you need more.' },
    'zh-TW': { subject: '回覆：%{subject}', text: '您好：\n\n%{text}\n\n這是 %{site} 對您來信的回覆。如需進一步協助，請透過網站的客服頁面聯絡我們。' },
    'zh-CN': { subject: '回复：%{subject}', text: '您好：\n\n%{text}\n\n这是 %{site} 对您来信的回复。如需进一步帮助，请通过网站的客服页面联系我们。' },
  },
  message: { en: MESSAGE, 'zh-TW': MESSAGE, 'zh-CN': MESSAGE },
} satisfies Record<(typeof MAIL_TEMPLATES)[number], Record<TMailLocale, TTemplate>>;

export type TTemplateName = keyof typeof TEMPLATES;

const fill = (text: string, data: Record<string, string>) => text.replace(/%\{(\w+)\}/g, (whole, key: string) => data[key] ?? whole);

/** The single-use token of a link, hidden: what staff read in the outbox. */
export const hideToken = (link: string) => link.replace(/([?&]token=)[^&#\s]+/g, '$1•••');

export const isMailLocale = (value: unknown): value is TMailLocale => (MAIL_LANGUAGES as readonly unknown[]).includes(value);

/** The mail in the customer's language (English when the language is not one of ours): as sent, and as shown. */
export const renderMail = (template: TTemplateName, locale: string, data: Record<string, string>) => {
  const chosen = TEMPLATES[template][isMailLocale(locale) ? locale : 'en'];
  const shown = data.link === undefined ? data : { ...data, link: hideToken(data.link) };
  return {
    locale: isMailLocale(locale) ? locale : 'en',
    subject: fill(chosen.subject, data).replace(/[\r\n]+/g, ' ').slice(0, 255),
    text: fill(chosen.text, data),
    shownText: fill(chosen.text, shown),
    hasSecret: data.link !== undefined,
  };
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HTML part: the text, escaped, its http(s) links clickable, its lines kept. */
export const textToHtml = (text: string) =>
  `<div style="font-family:sans-serif;line-height:1.5">${escapeHtml(text)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
    .replace(/\n/g, '<br>')}</div>`;
