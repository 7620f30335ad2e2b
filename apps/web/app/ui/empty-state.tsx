import type { ReactNode } from 'react';

/** An empty state of spec §8: what happened, and the next step (design §10). */
export function EmptyState({ title, body, headingLevel = 2, children }: { title: string; body: ReactNode; headingLevel?: 1 | 2; children?: ReactNode }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="card mt-6 grid justify-items-center gap-3 py-10 text-center">
      <svg aria-hidden="true" viewBox="0 0 64 64" width="64" height="64" fill="none">
        <circle cx="28" cy="28" r="18" stroke="#0f5e5a" strokeWidth="4" />
        <path d="M41 41l13 13" stroke="#0f5e5a" strokeWidth="5" strokeLinecap="round" />
        <path d="M21 28h14" stroke="#e0a526" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <Heading className={headingLevel === 1 ? 'text-2xl font-semibold' : 'text-xl font-semibold'}>{title}</Heading>
      <div className="max-w-md text-slate-700">{body}</div>
      {children ? <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </section>
  );
}
