import { Link } from 'react-router';

interface StatusPageProps {
  status: number;
  title: string;
  body: string;
  secondary?: string;
  action: { href: string; label: string };
}

/** The 404 and 500 screens: what happened, and the one way on. */
export function StatusPage({ status, title, body, secondary, action }: StatusPageProps) {
  return (
    <section className="mx-auto max-w-lg py-16 text-center" aria-labelledby="status-title">
      {/* Error pages have no route meta; React 19 hoists this into <head>. */}
      <title>{title}</title>
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        {status}
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
