// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { en } from '../../i18n/en.ts';
import { my } from '../../i18n/my.ts';
import { SiteAlerts } from './site-alerts.tsx';

afterEach(cleanup);

describe('the landing page’s announcement alerts (spec §2, §4 alert types)', () => {
  it('shows each alert with its type named for screen readers, in the page’s language', async () => {
    for (const [lang, messages] of [['en', en], ['mm', my]] as const) {
      const alerts = [
        { id: 1, type: 'warning' as const, title: 'Yangon airport closes early', info: 'Check in by 18:00.' },
        { id: 2, type: 'updated' as const, title: 'New routes', info: 'Now flying to Myeik.' },
      ];
      renderInRoot(<SiteAlerts alerts={alerts} />, { lang });
      const region = await screen.findByRole('region', { name: messages['siteAlerts.label'] });
      expect(within(region).getByText(messages['siteAlerts.type.warning'], { exact: false }).closest('p')!.textContent).toBe(`${messages['siteAlerts.type.warning']}: Yangon airport closes early`);
      expect(within(region).getByText('Now flying to Myeik.')).toBeTruthy();
      expect(region.querySelectorAll('[data-alert-type]')).toHaveLength(2);
      cleanup();
    }
  });

  it('shows nothing at all when no alert is showing', async () => {
    renderInRoot(
      <main>
        <SiteAlerts alerts={[]} />
        <p>rendered</p>
      </main>,
      { lang: 'en' },
    );
    const main = (await screen.findByText('rendered')).closest('main')!;
    expect(main.children).toHaveLength(1);
    expect(screen.queryByRole('region', { name: en['siteAlerts.label'] })).toBeNull();
  });
});
