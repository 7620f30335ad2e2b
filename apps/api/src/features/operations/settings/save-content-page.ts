import { withTransaction } from '@thwa/db/transaction';
import type { ContentSlug } from '@thwa/domain/contracts/content';
import type { ContentPageText, OpsContentPage, SaveContentPageRequest } from '@thwa/domain/contracts/operations-settings';
import { AppError } from '../../../plugins/errors.ts';
import type { ContentPageRow } from './business-settings.repository.ts';
import type { BusinessSettingsDeps, Employee } from './business-settings.ts';
import { pageVersion } from './read-content-page.ts';

const LANGS = ['en', 'mm'] as const;

const same = (row: ContentPageRow | undefined, text: ContentPageText) =>
  row !== undefined && row.title === text.title && row.description === text.description && row.bodyMarkdown === text.bodyMarkdown;

/**
 * Saves a page's title, description and Markdown in both languages, under the page's row locks. A
 * language someone else saved since the editor loaded it (its updatedAt moved) is CONTENT_CHANGED and
 * nothing is written, so no one's words are silently lost; a save that changes nothing (a second click)
 * writes nothing and succeeds. One audit entry holds what each changed language was and became.
 */
export function createSaveContentPage({ db, repository, audit }: BusinessSettingsDeps) {
  return async (slug: ContentSlug, request: SaveContentPageRequest, employee: Employee): Promise<OpsContentPage> =>
    withTransaction(db, async (transaction) => {
      const rows = await repository.pageVersions(slug, transaction);
      const stored = (lang: 'en' | 'mm') => rows.find((row) => row.lang === lang);
      const changed = LANGS.filter((lang) => !same(stored(lang), request[lang]));
      for (const lang of changed) {
        const loaded = request.basedOn[lang];
        const current = stored(lang)?.updatedAt.toISOString() ?? null;
        if (loaded !== current) throw new AppError('CONTENT_CHANGED', `body.basedOn.${lang}`);
      }
      const saved = new Map<string, ContentPageRow>();
      for (const lang of changed) saved.set(lang, await repository.upsertPage(transaction, slug, lang, request[lang]));
      if (changed.length > 0) {
        const text = (row: ContentPageRow | undefined) => (row ? { title: row.title, description: row.description, bodyMarkdown: row.bodyMarkdown } : null);
        await audit.append(
          {
            actorId: employee.userId,
            action: 'content.saved',
            targetType: 'content_page',
            targetId: slug,
            before: Object.fromEntries(changed.map((lang) => [lang, text(stored(lang))])),
            after: Object.fromEntries(changed.map((lang) => [lang, text(saved.get(lang))])),
            address: employee.address,
          },
          transaction,
        );
      }
      return { slug, en: pageVersion(saved.get('en') ?? stored('en')), mm: pageVersion(saved.get('mm') ?? stored('mm')) };
    });
}
