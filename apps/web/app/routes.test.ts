import { describe, expect, it } from 'vitest';
import { isServedPage } from '@thwa/domain/site-map';
import routes from './routes.ts';

/** The paths of the web's pages: every route but the catch-all, the settings form's action and file downloads. */
function pagePaths(): string[] {
  return routes
    .filter((route) => route.path !== '*' && route.path !== 'settings' && !route.path?.endsWith('/download'))
    .map((route) => `/${(route.path ?? '').replace(/:(\w+)\?$/, '').replace(/:(\w+)/g, 'x')}`.replace(/\/$/, '') || '/');
}

describe('the site map (domain site-map.ts) knows every page the web serves', () => {
  it('so content and the account home link to each of them, products included', () => {
    const paths = pagePaths();
    expect(paths).toContain('/health-insurance/detail');
    expect(paths.filter((path) => !isServedPage(path))).toEqual([]);
  });
});
