import { renderContentMarkdown } from '../../content/render-markdown.ts';
import type { BusinessSettingsDeps } from './business-settings.ts';

/** Markdown rendered exactly as /content/:slug renders it (raw HTML dropped, only safe links), nothing stored. */
export function createPreviewContent({ contact }: Pick<BusinessSettingsDeps, 'contact'>) {
  return (markdown: string): { html: string } => ({ html: renderContentMarkdown(markdown, contact) });
}
