import type { Database } from '@thwa/db/connection';
import { contentPages } from '@thwa/db/schema';
import { and, eq } from '@thwa/db/sql';

export function createContentRepository(db: Database) {
  return {
    async findPage(slug: string, lang: 'en' | 'mm') {
      const [row] = await db
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.slug, slug), eq(contentPages.lang, lang)))
        .limit(1);
      return row;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
