import { createContext, useContext } from 'react';

/**
 * The stylesheet travels inside each document's <head> instead of as a file (entry.server.tsx says
 * why). The server render gets the compiled app.css through this context; the browser, which never
 * downloads that text as JavaScript, reads back what the server wrote, so hydration sees the same
 * element and leaves it alone.
 */
export const InlineCssContext = createContext<string | null>(null);

const STYLE_ID = 'app-css';

let fromDocument: string | undefined;

function useInlineCss(): string {
  const css = useContext(InlineCssContext);
  if (css !== null) return css;
  // Read once: the element never changes after the first paint, and the root layout re-renders on
  // every navigation.
  fromDocument ??= document.getElementById(STYLE_ID)?.textContent ?? '';
  return fromDocument;
}

/** The site's stylesheet, inlined; rendered once, in the root layout's <head>. */
export function InlineStylesheet() {
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: useInlineCss() }} />;
}
