// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { TravellersDrawer } from '../flight-search/travellers-drawer.tsx';
import { GuestsDrawer } from './guests-drawer.tsx';

afterEach(cleanup);

const LATIN_DIGIT = /[0-9]/;

describe('the guest and traveller counters', () => {
  it('count rooms, adults and children in Myanmar digits in the Myanmar UI', async () => {
    renderInRoot(<GuestsDrawer open guests={{ rooms: 1, adult: 2, childAges: [4] }} onChange={() => {}} onClose={() => {}} />, { lang: 'mm' });
    await screen.findAllByRole('status');
    const counters = [...document.querySelectorAll('output')].map((output) => output.textContent);
    expect(counters).toEqual(['၁', '၂', '၁']);
  });

  it('count adults, children and infants in Myanmar digits in the Myanmar UI, Latin ones in English', async () => {
    renderInRoot(<TravellersDrawer open counts={{ adult: 2, child: 1, infant: 0 }} cabin="economy" onChange={() => {}} onClose={() => {}} />, { lang: 'mm' });
    await screen.findAllByRole('status');
    expect([...document.querySelectorAll('output')].map((output) => output.textContent)).toEqual(['၂', '၁', '၀']);
    expect(document.body.textContent).not.toMatch(LATIN_DIGIT);
    cleanup();
    renderInRoot(<TravellersDrawer open counts={{ adult: 2, child: 1, infant: 0 }} cabin="economy" onChange={() => {}} onClose={() => {}} />, { lang: 'en' });
    await screen.findAllByRole('status');
    expect([...document.querySelectorAll('output')].map((output) => output.textContent)).toEqual(['2', '1', '0']);
  });
});
