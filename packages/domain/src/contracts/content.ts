import { z } from 'zod';
import { Language } from './common.ts';

/** The static pages of spec §2, served under /content/{slug}. */
export const CONTENT_SLUGS = [
  'our-awards',
  'contact-us',
  'faq',
  'privacy-notice',
  'information-security-policy',
  'website-terms-of-use',
  'terms-of-services',
  'online-refund-policy',
  'testimonials',
  'our-partners',
  'download-app',
  'about-us',
  'our-team',
] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];

export const ContentPageParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });
export const ContentPageQuery = z.object({ language: Language.default('en') });

export const ContentPageResponse = z
  .object({
    code: z.literal(200),
    page: z.object({
      slug: z.string(),
      language: Language,
      title: z.string(),
      description: z.string(),
      html: z.string().describe('The page body, rendered from Markdown on the server.'),
      updatedAt: z.iso.datetime({ offset: true }),
    }),
  })
  .meta({ id: 'ContentPageResponse' });
export type ContentPageResponse = z.infer<typeof ContentPageResponse>;
