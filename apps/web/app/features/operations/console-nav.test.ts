import { describe, expect, it } from 'vitest';
import { permissionsOf } from '@thwa/domain/operations/permissions';
import { BUILT_CONSOLE_PAGES, CONSOLE_NAV, consoleNavFor } from './console-nav.ts';
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
});
