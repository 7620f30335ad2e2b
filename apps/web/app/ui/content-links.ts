import type { ContentSlug } from '@thwa/domain/contracts/content';

/** How the footer and the menu group the content pages of spec §2. */
export const CONTENT_GROUPS: ReadonlyArray<{ title: 'footer.company' | 'footer.support' | 'footer.legal'; slugs: ContentSlug[] }> = [
  { title: 'footer.company', slugs: ['about-us', 'our-team', 'our-awards', 'our-partners', 'testimonials', 'download-app'] },
  { title: 'footer.support', slugs: ['contact-us', 'faq', 'online-refund-policy'] },
  {
    title: 'footer.legal',
    slugs: ['terms-of-services', 'website-terms-of-use', 'privacy-notice', 'information-security-policy'],
  },
];
