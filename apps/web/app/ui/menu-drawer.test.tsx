// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rootData } from '../features/flight-listing/test-support.tsx';
import { en } from '../i18n/en.ts';
import { my } from '../i18n/my.ts';
import { PRODUCT_LINKS } from '../products/product-pages.ts';
import { MenuDrawer } from './menu-drawer.tsx';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(cleanup);

function renderMenu(options: { lang?: 'en' | 'mm'; signedIn?: boolean } = {}) {
  const data = { ...rootData({ lang: options.lang ?? 'en' }), account: options.signedIn ? { userId: 'U1', userCode: 'CUS', name: 'Aye' } : null };
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => data,
      HydrateFallback: () => null,
      children: [{ index: true, Component: () => <MenuDrawer open onClose={() => undefined} onChooseLanguage={() => undefined} /> }],
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

describe('the header menu leads guests and members to their booking', () => {
  it('has Track booking for a guest and for a signed-in member, in both languages', async () => {
    renderMenu();
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Track booking' }).getAttribute('href')).toBe('/track-booking');
    cleanup();
    renderMenu({ signedIn: true });
    const memberMenu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(memberMenu).getByRole('link', { name: 'Track booking' }).getAttribute('href')).toBe('/track-booking');
    cleanup();
    renderMenu({ lang: 'mm' });
    const myanmarMenu = await screen.findByRole('navigation', { name: 'မီနူး' });
    expect(within(myanmarMenu).getByRole('link', { name: 'ဘိုကင် ရှာဖွေရန်' }).getAttribute('href')).toBe('/track-booking');
  });
});

describe('the header menu lists what can be booked', () => {
  it('has the core products, then every product of the registry in its order, in both languages', async () => {
    for (const [lang, messages, title] of [['en', en, 'Menu'], ['mm', my, 'မီနူး']] as const) {
      renderMenu({ lang });
      const menu = await screen.findByRole('navigation', { name: title });
      const bookable = within(within(menu).getByRole('heading', { name: messages['menu.products'] }).closest('section')!).getAllByRole('link');
      expect(bookable.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        [messages['product.flight'], '/flight'],
        [messages['product.hotel'], '/hotel'],
        ...PRODUCT_LINKS.map((link) => [link.name[lang], link.href]),
      ]);
      // Each with its icon, drawn for the eye only.
      expect(bookable.every((link) => link.querySelector('svg[aria-hidden="true"]'))).toBe(true);
      cleanup();
    }
  });
});
