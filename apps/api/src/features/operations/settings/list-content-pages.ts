import { CONTENT_SLUGS } from '@thwa/domain/contracts/content';
import type { OpsContentPagesResponse } from '@thwa/domain/contracts/operations-settings';
import type { BusinessSettingsDeps } from './business-settings.ts';

/** The static pages of spec §2, each with its English title and its last change in either language. */
export function createListContentPages({ repository }: Pick<BusinessSettingsDeps, 'repository'>) {
  return async (): Promise<OpsContentPagesResponse['data']> => {
    const rows = await repository.listPages();
    return {
      pages: CONTENT_SLUGS.map((slug) => {
        const versions = rows.filter((row) => row.slug === slug);
        const latest = versions.reduce<Date | null>((last, row) => (last && last > row.updatedAt ? last : row.updatedAt), null);
        return { slug, titleEn: versions.find((row) => row.lang === 'en')?.title ?? null, updatedAt: latest?.toISOString() ?? null };
      }),
    };
  };
}
