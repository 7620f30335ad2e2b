import { data } from 'react-router';
import { formatYangonDate } from '@thwa/domain/date-format';
import { CONTENT_SLUGS, type ContentPageResponse, type ContentSlug } from '@thwa/domain/contracts/content';
import type { Route } from './+types/content-page';
import { webRuntime } from '../runtime.ts';
import { createApiClient } from '../lib/api-client.ts';
import { requestLanguage } from '../features/settings/settings.server.ts';
import { useRootData, useT } from '../i18n/use-messages.ts';

function isContentSlug(slug: string): slug is ContentSlug {
  return (CONTENT_SLUGS as readonly string[]).includes(slug);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isContentSlug(params.slug)) throw data(null, { status: 404 });
  const lang = await requestLanguage(request);
  const api = createApiClient(context.get(webRuntime).api, lang);
  const { status, body } = await api.get<ContentPageResponse>(`/content/pages/${params.slug}?language=${lang}`);
  if (status === 404) throw data(null, { status: 404 });
  if (status !== 200) throw new Error(`content page ${params.slug} answered ${status}`);
  return body.page;
}

export const handle = {
  pageId: (page: unknown) => ((page as { slug?: string } | undefined)?.slug === 'testimonials' ? 'testimonial_page' : 'content_page'),
  sharedPage: true,
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const brand = (matches.find((match) => match?.id === 'root')?.loaderData as { config?: { brandName: string } } | undefined)
    ?.config?.brandName;
  return loaderData
    ? [{ title: `${loaderData.title} · ${brand ?? 'Thwa'}` }, { name: 'description', content: loaderData.description }]
    : [];
};

/** `/content/{slug}`: the editable static pages of spec §2, rendered from the database. */
export default function ContentPage({ loaderData: page }: Route.ComponentProps) {
  const t = useT();
  const { settings } = useRootData();
  // The shared formatter, not Intl: Node's and the browser's Myanmar date data differ (hydration error #418).
  const updated = formatYangonDate(page.updatedAt, settings.lang, { month: 'long' });
  return (
    <article className="mx-auto max-w-3xl py-8">
      <h1 className="text-3xl font-bold text-brand-900">{page.title}</h1>
      <p className="mt-3 text-lg text-slate-700">{page.description}</p>
      {/* Rendered from Markdown by the api, which drops raw HTML and unsafe links. */}
      <div className="prose mt-8" dangerouslySetInnerHTML={{ __html: page.html }} />
      <p className="mt-10 text-sm text-slate-600">{t('content.updated', { date: updated })}</p>
    </article>
  );
}
