import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';

/**
 * Route modules declare their spec §2 page identifier: `export const handle = { pageId: 'home_page' }`,
 * or a function of the route's loader data when one route serves several kinds of page.
 */
export interface PageHandle {
  pageId: string | ((loaderData: unknown) => string);
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function hasPageId(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'pageId' in handle;
}

/** Tells the data layer which page is on screen, after the first render and after every navigation. */
export function PageViews() {
  const matches = useMatches();
  const location = useLocation();
  const match = [...matches].reverse().find((candidate) => hasPageId(candidate.handle));
  const declared = (match?.handle as PageHandle | undefined)?.pageId;
  const pageId = typeof declared === 'function' ? declared(match?.loaderData) : (declared ?? 'unknown_page');

  useEffect(() => {
    window.dataLayer ??= [];
    window.dataLayer.push({ event: 'page_view', pageId, pagePath: location.pathname });
  }, [location.key, location.pathname, pageId]);

  return null;
}

/** The Google Tag Manager container, only when GTM_ID is configured. It loads after the page (async). */
export function TagManagerScript({ gtmId, nonce }: { gtmId: string; nonce: string }) {
  const snippet = `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;var n=d.querySelector('[nonce]');n&&j.setAttribute('nonce',n.nonce||n.getAttribute('nonce'));f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(gtmId)});`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: snippet }} />;
}
