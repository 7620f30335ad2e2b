import type { ContentSlug } from '@thwa/domain/contracts/content';
import type { ContentPageVersion, OpsContentPage } from '@thwa/domain/contracts/operations-settings';
import type { ContentPageRow } from './business-settings.repository.ts';
import type { BusinessSettingsDeps } from './business-settings.ts';

export function pageVersion(row: ContentPageRow | undefined): ContentPageVersion | null {
  return row ? { title: row.title, description: row.description, bodyMarkdown: row.bodyMarkdown, updatedAt: row.updatedAt.toISOString() } : null;
}

/** One page in both languages, as the editor loads it (each language's updatedAt guards the save). */
export function createReadContentPage({ repository }: Pick<BusinessSettingsDeps, 'repository'>) {
  return async (slug: ContentSlug): Promise<OpsContentPage> => {
    const rows = await repository.pageVersions(slug);
    return { slug, en: pageVersion(rows.find((row) => row.lang === 'en')), mm: pageVersion(rows.find((row) => row.lang === 'mm')) };
  };
}
