/**
 * Rich text is stored as HTML that is safe to render as it is, in this app and on the customer
 * site: what the editor produces survives (headings, lists, links, images, alignment, text colour
 * and highlight); scripts, event handlers, frames, objects, javascript: links and any style but
 * those three do not, whoever sent them. Links to other sites cannot reach back into the page
 * (`target=_blank` always carries `rel="noopener noreferrer"`), `//host` is no path of ours,
 * and images come from this site's media library only: an outside image tells its host who read
 * the text, and when.
 */
import sanitizeHtml from 'sanitize-html';

const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i];
const ALIGNED = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** `//host` and `/\\host` are other sites to a browser, not paths here. */
const isProtocolRelative = (href: string): boolean => /^\s*[\\/]{2}/.test(href);
const isLibraryImage = (src: string | undefined): boolean => /^\/media\/[a-z0-9][a-z0-9/._-]*$/i.test(src ?? '') && !src!.includes('..');

const safeLink: sanitizeHtml.Transformer = (tagName, attribs) => {
  const { href, target, rel, ...rest } = attribs;
  const relTokens = new Set((rel ?? '').toLowerCase().split(/\s+/).filter(Boolean));
  if (target) ['noopener', 'noreferrer'].forEach((token) => relTokens.add(token));
  return {
    tagName,
    attribs: {
      ...rest,
      ...(href !== undefined && !isProtocolRelative(href) ? { href } : {}),
      ...(target ? { target: '_blank' } : {}),
      ...(relTokens.size ? { rel: [...relTokens].join(' ') } : {}),
    },
  };
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    span: ['style'],
    mark: ['style', 'data-color'],
    ...Object.fromEntries(ALIGNED.map((tag) => [tag, ['style']])),
  },
  // Only the styles the editor's toolbar sets, with plain values (no url(), no expressions).
  allowedStyles: {
    ...Object.fromEntries(ALIGNED.map((tag) => [tag, { 'text-align': [/^(left|right|center|justify)$/] }])),
    span: { color: COLOUR },
    mark: { 'background-color': COLOUR, color: [/^inherit$/] },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: { a: safeLink },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isLibraryImage(frame.attribs.src),
  // A disallowed tag goes, its text stays; script and style go with their content.
  disallowedTagsMode: 'discard',
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
