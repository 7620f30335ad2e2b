// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rootData } from '../features/flight-listing/test-support.tsx';
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
