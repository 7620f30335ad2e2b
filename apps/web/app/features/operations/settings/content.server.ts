import { data, redirect, type RouterContextProvider } from 'react-router';
import { CONTENT_SLUGS, type ContentSlug } from '@thwa/domain/contracts/content';
import { CONTENT_BODY_MAX, type ContentPageText, type OpsContentPage, type OpsContentPagesResponse } from '@thwa/domain/contracts/operations-settings';
import { formatYangonDateTime } from '@thwa/domain/date-format';
import { requireConsoleActor } from '../console-session.server.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };
type Lang = 'en' | 'mm';
const LANGS: readonly Lang[] = ['en', 'mm'];

export interface ContentEditorLanguage extends ContentPageText {
  /** The version loaded, sent back with the save so another editor's save since is not overwritten. */
  basedOn: string | null;
  updatedText: string | null;
  /** The body rendered by the api's renderer, as /content/:slug shows it. */
  previewHtml: string;
}

export interface ContentPageData {
  title: string;
  pages: { slug: ContentSlug; titleEn: string | null; updatedText: string | null }[];
  editor: { slug: ContentSlug; en: ContentEditorLanguage; mm: ContentEditorLanguage } | null;
  saved: boolean;
  error: string | null;
}

export interface ContentActionData {
  error: string;
  values: Record<Lang, ContentPageText>;
}

const isSlug = (value: string | null): value is ContentSlug => (CONTENT_SLUGS as readonly string[]).includes(value ?? '');

/** `/ops/content` (permission content.edit): the pages, and the chosen one (?page=) in both languages with their previews. */
export async function loadConsoleContent(args: Args) {
  const { api, lang, t } = await requireConsoleActor(args, 'content.edit');
  const headers = { 'cache-control': 'no-store' };
  const params = new URL(args.request.url).searchParams;
  const slug = params.get('page');
  const base = { title: t('ops.content.title'), saved: params.has('saved') && isSlug(slug), editor: null };
  const list = await api.get<OpsContentPagesResponse['data']>('/ops/content/pages');
  if (!list.ok) return data<ContentPageData>({ ...base, pages: [], error: list.message ?? t('ops.business.loadFailed') }, { status: list.status, headers });
  const pages = list.data.pages.map((page) => ({ slug: page.slug, titleEn: page.titleEn, updatedText: page.updatedAt ? formatYangonDateTime(page.updatedAt, lang) : null }));
  if (!isSlug(slug)) return data<ContentPageData>({ ...base, pages, error: null }, { headers });
  const page = await api.get<OpsContentPage>(`/ops/content/pages/${slug}`);
  if (!page.ok) return data<ContentPageData>({ ...base, pages, error: page.message ?? t('ops.business.loadFailed') }, { status: page.status, headers });
  const languages = await Promise.all(
    LANGS.map(async (language): Promise<ContentEditorLanguage> => {
      const version = page.data[language];
      const text = { title: version?.title ?? '', description: version?.description ?? '', bodyMarkdown: version?.bodyMarkdown ?? '' };
      const preview = await api.post<{ html: string }>('/ops/content/preview', { markdown: text.bodyMarkdown });
      return { ...text, basedOn: version?.updatedAt ?? null, updatedText: version ? formatYangonDateTime(version.updatedAt, lang) : null, previewHtml: preview.ok ? preview.data.html : '' };
    }),
  );
  return data<ContentPageData>({ ...base, pages, editor: { slug, en: languages[0]!, mm: languages[1]! }, error: null }, { headers });
}

/**
 * Saves the page in both languages (content.edit), posted without JavaScript too. With each language
 * goes the version it was loaded at: a page someone else saved since is refused (CONTENT_CHANGED) and
 * the form comes back with this editor's words, so nothing typed is lost.
 */
export async function saveConsoleContent(args: Args) {
  const { api, t } = await requireConsoleActor(args, 'content.edit');
  const slug = new URL(args.request.url).searchParams.get('page');
  if (!isSlug(slug)) throw redirect('/ops/content');
  const form = await args.request.formData();
  const text = (name: string, max: number) => String(form.get(name) ?? '').slice(0, max);
  const values = Object.fromEntries(
    LANGS.map((language) => [language, { title: text(`${language}.title`, 160).trim(), description: text(`${language}.description`, 400).trim(), bodyMarkdown: text(`${language}.bodyMarkdown`, CONTENT_BODY_MAX) }]),
  ) as Record<Lang, ContentPageText>;
  const basedOn = (language: Lang) => {
    const value = String(form.get(`${language}.basedOn`) ?? '');
    return value === '' ? null : value;
  };
  if (LANGS.some((language) => values[language].title === '' || values[language].description === '')) return data<ContentActionData>({ error: t('ops.content.problem.required'), values }, { status: 400 });
  const answer = await api.post<OpsContentPage>(`/ops/content/pages/${slug}`, { ...values, basedOn: { en: basedOn('en'), mm: basedOn('mm') } });
  if (!answer.ok) return data<ContentActionData>({ error: answer.message ?? t('ops.business.failed'), values }, { status: answer.status });
  return redirect(`/ops/content?page=${slug}&saved=1`);
}

/**
 * `POST /ops/content/preview` (content.edit): the editor's live preview, fetched by script as the text
 * changes; rendered by the api with the public page's renderer, stored nowhere.
 */
export async function previewConsoleContent(args: Args): Promise<Response> {
  const { api } = await requireConsoleActor(args, 'content.edit');
  const form = await args.request.formData();
  const markdown = String(form.get('markdown') ?? '');
  if (markdown.length > CONTENT_BODY_MAX) return Response.json({ error: 'too long' }, { status: 400 });
  const answer = await api.post<{ html: string }>('/ops/content/preview', { markdown });
  if (!answer.ok) return Response.json({ error: answer.message ?? 'failed' }, { status: answer.status, headers: { 'cache-control': 'no-store' } });
  return Response.json({ html: answer.data.html }, { headers: { 'cache-control': 'no-store' } });
}
