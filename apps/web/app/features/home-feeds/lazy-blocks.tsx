import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';

// The blocks' code and data are not part of a landing's first view: with them rendered on the server,
// `/` carried some 60 KB more HTML and its data, and a throttled phone spent its first seconds on them
// (Lighthouse 77-91 against 97, TBT up to 737 ms, bench/RESULTS.md 2026-11-29), for blocks below the
// search form. They are fetched when they come near the screen, and show their skeletons meanwhile.
const Blocks = lazy(() => import('./home-blocks.tsx').then((module) => ({ default: module.LoadedHomeBlocks })));
const Returning = lazy(() => import('./returning-visitor.tsx').then((module) => ({ default: module.ReturningVisitor })));

/**
 * The blocks load once their place is on the screen: on a phone the search form fills the first
 * screen, so a visit that never scrolls never pays for them (400 px ahead, Lighthouse's phone still
 * loaded them in its first seconds: TBT 378 ms on /, bench/RESULTS.md 2026-11-29).
 */
const AHEAD = '0px';

/**
 * The home blocks (home-blocks.tsx) of a landing: their code, which asks their feeds, loaded when their
 * place comes on the screen. Only this watcher is in the landing's first view.
 */
export function LazyHomeBlocks({ landing }: { landing: 'flight' | 'hotel' }) {
  const mark = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = mark.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [landing]);

  return (
    // Some height before they load, so the observer sees where they start.
    <div ref={mark} className={near ? undefined : 'min-h-8'} data-home-blocks={landing}>
      {near ? (
        <Suspense fallback={null}>
          <Blocks landing={landing} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The returning visitor's blocks (returning-visitor.tsx), their code loaded after the first view; they show after hydration anyway. */
export function LazyReturningVisitor(props: ComponentProps<typeof Returning>) {
  return (
    <Suspense fallback={null}>
      <Returning {...props} />
    </Suspense>
  );
}
