/**
 * Rich text is stored as HTML that is safe to render as it is, in this app and on the customer
 * site: what the editor produces survives (headings, lists, links, images, alignment, text colour
 * and highlight); scripts, event handlers, frames, objects, javascript: links and any style but
 * those three do not, whoever sent them.
 */
import sanitizeHtml from 'sanitize-html';

const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i];
const ALIGNED = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

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
  allowedSchemesByTag: { img: ['http', 'https'] },
  // A disallowed tag goes, its text stays; script and style go with their content.
  disallowedTagsMode: 'discard',
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
