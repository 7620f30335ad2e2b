import { useId, type ReactNode } from 'react';

/** One titled card of a booking's details (thank-you, track booking); each product lays its details out in these. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card mt-4 p-4" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
