import type { ContentPageResponse } from '@thwa/domain/contracts/content';
import { AppError } from '../../plugins/errors.ts';
import type { ContentRepository } from './content.repository.ts';
import { renderContentMarkdown, type ContactDetails } from './render-markdown.ts';

export function createContentService(repository: ContentRepository, contact: ContactDetails) {
  return {
    async page(slug: string, language: 'en' | 'mm'): Promise<ContentPageResponse> {
      const row = await repository.findPage(slug, language);
      if (!row) throw new AppError('CONTENT_NOT_FOUND', 'params.slug');
      return {
        code: 200,
        page: {
          slug: row.slug,
          language,
          title: row.title,
          description: row.description,
          html: renderContentMarkdown(row.bodyMarkdown, contact),
          updatedAt: row.updatedAt.toISOString(),
        },
      };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
