import { useEffect, useRef, useState } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { useT } from '../../../i18n/use-messages.ts';
import { FIELD, Notice, PageHead } from '../console-ui.tsx';
import type { ContentActionData, ContentEditorLanguage, ContentPageData } from './content.server.ts';

type Lang = 'en' | 'mm';

/** The pause after typing before the preview is asked for again: one request per burst of keys. */
const PREVIEW_PAUSE_MS = 400;

/**
 * The live preview of one language: the body as typed, sent to the console's preview call after a
 * pause (an earlier request still on its way is dropped), shown as the public page will show it. The
 * html comes from the api's renderer, which drops raw HTML and unsafe links, as /content/:slug's does.
 */
function usePreview(initialHtml: string) {
  const [html, setHtml] = useState(initialHtml);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );
  function changed(markdown: string) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const body = new FormData();
      body.set('markdown', markdown);
      fetch('/ops/content/preview', { method: 'POST', body, signal: controller.signal, credentials: 'same-origin' })
        .then(async (response) => {
          const answer = (await response.json()) as { html?: string };
          if (!response.ok || typeof answer.html !== 'string') throw new Error(`preview answered ${response.status}`);
          setHtml(answer.html);
          setFailed(false);
        })
        .catch((error: unknown) => {
          if ((error as { name?: string }).name !== 'AbortError') setFailed(true);
        });
    }, PREVIEW_PAUSE_MS);
  }
  return { html, failed, changed };
}

function LanguageEditor({ lang, version, values }: { lang: Lang; version: ContentEditorLanguage; values: ContentActionData['values'][Lang] | undefined }) {
  const t = useT();
  const preview = usePreview(version.previewHtml);
  const [title, setTitle] = useState(values?.title ?? version.title);
  const [description, setDescription] = useState(values?.description ?? version.description);
  const id = (field: string) => `content-${lang}-${field}`;
  const language = t(`ops.content.lang.${lang}`);
  // The words typed and previewed are in the page's language, whatever the console's.
  const htmlLang = lang === 'mm' ? 'my' : 'en';
  return (
    <section aria-labelledby={id('heading')} className="grid min-w-0 content-start gap-3" data-lang={lang}>
      <h3 id={id('heading')} className="text-lg font-semibold">
        {language}
      </h3>
      <input type="hidden" name={`${lang}.basedOn`} value={version.basedOn ?? ''} />
      <div className="min-w-0">
        <label htmlFor={id('title')} className="font-medium">
          {t('ops.content.field.title')} ({language})
        </label>
        <input id={id('title')} name={`${lang}.title`} lang={htmlLang} required maxLength={160} value={title} onChange={(event) => setTitle(event.target.value)} className={FIELD} />
      </div>
      <div className="min-w-0">
        <label htmlFor={id('description')} className="font-medium">
          {t('ops.content.field.description')} ({language})
        </label>
        <textarea id={id('description')} name={`${lang}.description`} lang={htmlLang} required maxLength={400} rows={2} value={description} onChange={(event) => setDescription(event.target.value)} className={FIELD} />
      </div>
      <div className="min-w-0">
        <label htmlFor={id('body')} className="font-medium">
          {t('ops.content.field.body')} ({language})
        </label>
        <textarea
          id={id('body')}
          name={`${lang}.bodyMarkdown`}
          lang={htmlLang}
          rows={14}
          defaultValue={values?.bodyMarkdown ?? version.bodyMarkdown}
          onChange={(event) => preview.changed(event.target.value)}
          className={`${FIELD} font-mono text-sm`}
          aria-describedby="content-body-hint"
        />
      </div>
      <section aria-labelledby={id('preview')} className="min-w-0 rounded-lg border border-dashed border-slate-400 p-3" data-testid={`preview-${lang}`}>
        <h4 id={id('preview')} className="text-sm font-semibold text-slate-700">
          {t('ops.content.previewOf', { language })}
        </h4>
        <div lang={htmlLang}>
          <p className="mt-2 text-xl font-bold text-brand-900 [overflow-wrap:anywhere]">{title}</p>
          <p className="mt-1 text-slate-700 [overflow-wrap:anywhere]">{description}</p>
          {/* Rendered by the api's content renderer (raw HTML dropped, only safe links), as the public page is. */}
          <div className="prose mt-3 max-w-none [overflow-wrap:anywhere]" dangerouslySetInnerHTML={{ __html: preview.html }} />
        </div>
        {preview.failed ? <p className="mt-2 text-sm text-red-800">{t('ops.content.previewFailed')}</p> : null}
      </section>
    </section>
  );
}

/** `/ops/content`: the static pages; the chosen one edited in both languages side by side, each with its live preview. */
export function ConsoleContentPage({ data, action }: { data: ContentPageData; action: ContentActionData | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const editor = data.editor;
  // A new editor after each visit or answer, filled from what the server holds (or what was refused).
  const { key } = useLocation();
  return (
    <div className="grid gap-6">
      <PageHead title={data.title} lead={t('ops.content.lead')}>
        <p className="mt-2">
          <Link to="/ops/content/alerts" className="text-brand-700 underline">
            {t('ops.content.alertsLink')}
          </Link>
          {' · '}
          <Link to="/ops/content/home" className="text-brand-700 underline">
            {t('ops.content.homeLink')}
          </Link>
        </p>
      </PageHead>
      {data.saved ? <Notice kind="success">{t('ops.content.saved')}</Notice> : null}
      {data.error ? <Notice kind="error">{data.error}</Notice> : null}
      <nav aria-labelledby="content-pages">
        <h2 id="content-pages" className="text-xl font-semibold">
          {t('ops.content.pages')}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {data.pages.map((page) => (
            <li key={page.slug}>
              <Link
                to={`/ops/content?page=${page.slug}`}
                aria-current={editor?.slug === page.slug ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-lg border px-3 text-sm ${editor?.slug === page.slug ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-brand-800 hover:bg-brand-50'}`}
              >
                {page.slug}
              </Link>
            </li>
          ))}
        </ul>
        {!editor ? <p className="mt-2 text-slate-700">{t('ops.content.choose')}</p> : null}
      </nav>
      {editor ? (
        <Form method="post" action={`/ops/content?page=${editor.slug}`} className="card grid gap-4 p-4" aria-labelledby="content-editor" key={key}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="content-editor" className="text-xl font-semibold">
              {t('ops.content.edit', { slug: editor.slug })}
            </h2>
            <a href={`/content/${editor.slug}`} className="text-brand-700 underline" target="_blank" rel="noreferrer">
              {t('ops.content.view')}
            </a>
          </div>
          <p className="text-sm text-slate-700">{editor.en.updatedText ? t('ops.content.updated', { time: editor.en.updatedText }) : t('ops.content.never')}</p>
          {action ? <Notice kind="error">{action.error}</Notice> : null}
          <p id="content-body-hint" className="text-sm text-slate-700">
            {t('ops.content.field.bodyHint')}
          </p>
          <div className="grid gap-6 md:grid-cols-2">
            <LanguageEditor lang="en" version={editor.en} values={action?.values.en} />
            <LanguageEditor lang="mm" version={editor.mm} values={action?.values.mm} />
          </div>
          <div>
            <button type="submit" className="button-primary" disabled={busy}>
              {busy ? t('ops.business.saving') : t('ops.content.save')}
            </button>
          </div>
        </Form>
      ) : null}
    </div>
  );
}
