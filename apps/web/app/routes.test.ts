import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isServedPage } from '@thwa/domain/site-map';
import routes from './routes.ts';

/** The paths of the web's pages: every route but the catch-all, the settings form's action, the home blocks' feeds and file downloads. */
function pagePaths(): string[] {
  return routes
    .filter((route) => route.path !== '*' && route.path !== 'settings' && route.path !== 'home-feeds' && !route.path?.endsWith('/download'))
    .map((route) => `/${(route.path ?? '').replace(/:(\w+)\?$/, '').replace(/:(\w+)/g, 'x')}`.replace(/\/$/, '') || '/');
}

describe('the site map (domain site-map.ts) knows every page the web serves', () => {
  it('so content and the account home link to each of them, products included', () => {
    const paths = pagePaths();
    expect(paths).toContain('/health-insurance/detail');
    expect(paths.filter((path) => !isServedPage(path))).toEqual([]);
  });
});

/** True when a route module declares its page identifier (tag-manager.tsx's `handle.pageId`). */
function declaresPageId(file: string): boolean {
  return /export const handle = \{[^}]*pageId:/s.test(readFileSync(new URL(file, import.meta.url), 'utf8'));
}

describe('page identifiers (spec §2, issue 22 item 6)', () => {
  it('every page declares one, itself or through the layout around it, so the data layer never hears unknown_page', () => {
    type Entry = { file: string; children?: Entry[] };
    const undeclared = (entries: readonly Entry[], layoutDeclares: boolean): string[] =>
      entries.flatMap((entry) => {
        const source = readFileSync(new URL(entry.file, import.meta.url), 'utf8');
        const isPage = /^export default function/m.test(source);
        const declared = layoutDeclares || declaresPageId(entry.file);
        return [...(isPage && !declared ? [entry.file] : []), ...undeclared(entry.children ?? [], declared)];
      });
    expect(undeclared(routes as Entry[], false)).toEqual([]);
  });

  it('the pages of spec §2 push the identifiers it names', () => {
    const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
    expect(source('routes/flight-landing.tsx')).toContain("pageId: 'home_page'");
    expect(source('routes/flight-depart-search.tsx')).toContain("pageId: 'flight_departure_page'");
    expect(source('routes/flight-return-search.tsx')).toContain("pageId: 'flight_return_page'");
    expect(source('routes/flight-checkout.tsx')).toContain("pageId: 'flight_checkout_page'");
    expect(source('routes/flight-payment.tsx')).toContain("pageId: 'payment_page'");
    expect(source('routes/checkout-thank-you.tsx')).toContain("pageId: 'thank_you_page'");
    expect(source('routes/hotel-landing.tsx')).toContain("pageId: 'hotel_landing_page'");
    expect(source('routes/content-page.tsx')).toContain("'testimonial_page'");
  });
});
