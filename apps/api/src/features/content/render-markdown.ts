import { Marked } from 'marked';
import { isServedPage } from '@thwa/domain/site-map';

/**
 * Content is written by our own staff, but it is still rendered as if it were not trusted: raw HTML
 * in the Markdown is dropped, and links may only be mailto:, tel: or a page the site serves today
 * (a link to a page that is not built yet stays plain text; see SERVED_PAGES).
 */
const marked = new Marked({
  async: false,
  gfm: true,
  renderer: {
    html: () => '',
    link({ href, tokens }) {
      const text = this.parser.parseInline(tokens);
      const safe = /^(mailto:|tel:|#)/.test(href) || isServedPage(href);
      return safe ? `<a href="${escapeAttribute(href)}">${text}</a>` : text;
    },
    image: () => '',
  },
});

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export interface ContactDetails {
  phone: string;
  email: string;
}

/** `{phone}` and `{email}` in content stand for the configured support contacts (spec §8). */
export function renderContentMarkdown(markdown: string, contact: ContactDetails): string {
  const dialable = contact.phone.replace(/[^+\d]/g, '');
  const withContacts = markdown
    .replaceAll('tel:{phone}', `tel:${dialable}`)
    .replaceAll('{phone}', contact.phone)
    .replaceAll('{email}', contact.email);
  return marked.parse(withContacts) as string;
}
