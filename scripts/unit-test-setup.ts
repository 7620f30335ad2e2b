// Component tests poll the DOM (findBy…, waitFor) for up to this long before failing: scaled with every
// other wait of the suite, so a busy machine is not mistaken for a broken component.
import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';
import { scaledWait } from './wait-scale.mjs';

configure({ asyncUtilTimeout: scaledWait(1_000) });

// What a page keeps in the tab (a checkout step's draft, the guest's contact) would otherwise pass from
// one test to the next in the same file's DOM: each test starts in a fresh tab.
afterEach(() => {
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
