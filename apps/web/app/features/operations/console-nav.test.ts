import { describe, expect, it } from 'vitest';
import { permissionsOf } from '@thwa/domain/operations/permissions';
import { BUILT_CONSOLE_PAGES, CONSOLE_NAV, consoleNavFor, consoleText } from './console-nav.ts';
import { PRODUCT_CONSOLE_PAGES } from '../../products/product-pages.ts';
import { namespacesFor } from '../../i18n/namespaces.ts';
import routes from '../../routes.ts';

/** Every path of routes.ts, layouts' children included. */
function routePaths(entries: ReadonlyArray<{ path?: string; children?: unknown }>): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path ? [`/${entry.path}`] : []),
    ...(Array.isArray(entry.children) ? routePaths(entry.children as Array<{ path?: string; children?: unknown }>) : []),
  ]);
}

describe('the console navigation', () => {
  it('shows an area only to the groups whose permissions open it', () => {
    expect(consoleNavFor(permissionsOf(['admin'])).map((entry) => entry.path)).toContain('/ops/audit');
    expect(consoleNavFor(permissionsOf(['support', 'finance', 'content', 'inventory'])).map((entry) => entry.path)).not.toContain('/ops/audit');
  });

  it('shows no area whose page is not built yet (decision 008)', () => {
    const shown = consoleNavFor(permissionsOf(['admin'])).map((entry) => entry.path);
    expect(shown.every((path) => BUILT_CONSOLE_PAGES.includes(path))).toBe(true);
    expect(CONSOLE_NAV.some((entry) => !BUILT_CONSOLE_PAGES.includes(entry.path)) ? shown.length < CONSOLE_NAV.length : true).toBe(true);
  });

  it('lists as built only pages that routes.ts serves', () => {
    const served = routePaths(routes);
    expect(BUILT_CONSOLE_PAGES.filter((path) => !served.includes(path))).toEqual([]);
  });

  it("lists each product's console page from the products' registry, after the core areas, to the permission it names", () => {
    const paths = CONSOLE_NAV.map((entry) => entry.path);
    const firstProduct = PRODUCT_CONSOLE_PAGES.length > 0 ? paths.indexOf(PRODUCT_CONSOLE_PAGES[0]!.path) : paths.length;
    expect(paths.slice(firstProduct)).toEqual(PRODUCT_CONSOLE_PAGES.map((page) => page.path));
    for (const page of PRODUCT_CONSOLE_PAGES) {
      expect(page.path).toMatch(/^\/ops\/[a-z-]+$/);
      expect(consoleNavFor([page.permission]).map((entry) => entry.path)).toContain(page.path);
      expect(consoleNavFor([]).map((entry) => entry.path)).not.toContain(page.path);
      // Its page and those below it carry the console's words and the product's.
      expect(namespacesFor(page.path)).toEqual(['ops', page.namespace]);
      expect(namespacesFor(`${page.path}/42`)).toEqual(['ops', page.namespace]);
    }
  });

  it("words a core area from the ops catalogue and a product's page in the page's language", () => {
    const t = (key: string) => `key:${key}`;
    expect(consoleText('ops.nav.orders', 'mm', t)).toBe('key:ops.nav.orders');
    expect(consoleText({ en: 'Buses', mm: 'ကားများ' }, 'mm', t)).toBe('ကားများ');
    expect(consoleText({ en: 'Buses', mm: 'ကားများ' }, 'en', t)).toBe('Buses');
  });
});
