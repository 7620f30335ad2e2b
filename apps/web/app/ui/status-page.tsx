import { Link } from 'react-router';
import { localDigits } from '@thwa/domain/date-format';
import type { Language } from '@thwa/domain/settings';

/**
 * What a loader or action throws (as `data(page, { status })`) to show a status page other than 404
 * and 500, such as the 403 of the agents' pages: the root error boundary renders it. The texts are
 * already in the visitor's language.
 */
export interface StatusPageContent {
  title: string;
  body: string;
  action: { href: string; label: string };
}

export function isStatusPageContent(value: unknown): value is StatusPageContent {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Record<string, unknown>;
  const action = page.action as Record<string, unknown> | undefined;
  return typeof page.title === 'string' && typeof page.body === 'string' && typeof action?.href === 'string' && typeof action.label === 'string';
}

interface StatusPageProps {
  status: number;
  title: string;
  body: string;
  secondary?: string;
  action: { href: string; label: string };
  /** The page's language: the status in its digits (၄၀၄ in Myanmar). English when the root has no settings. */
  lang?: Language | undefined;
}

/** The 403, 404, 429 and 500 screens: what happened, and the one way on. */
export function StatusPage({ status, title, body, secondary, action, lang = 'en' }: StatusPageProps) {
  return (
    <section className="mx-auto max-w-lg py-16 text-center" aria-labelledby="status-title">
      {/* Error pages have no route meta; React 19 hoists this into <head>. */}
      <title>{title}</title>
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        {localDigits(status, lang)}
      </p>
      <h1 id="status-title" className="mt-4 text-2xl font-semibold">
        {title}
      </h1>
      <p className="mt-3 text-slate-700">{body}</p>
      {secondary ? (
        <p className="mt-2 text-slate-700" lang="my">
          {secondary}
        </p>
      ) : null}
      <Link to={action.href} className="button-primary mt-8 inline-flex">
        {action.label}
      </Link>
    </section>
  );
}
