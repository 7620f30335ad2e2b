// Component tests poll the DOM (findBy…, waitFor) for up to this long before failing: scaled with every
// other wait of the suite, so a busy machine is not mistaken for a broken component.
import { configure } from '@testing-library/dom';
import { scaledWait } from './wait-scale.mjs';

configure({ asyncUtilTimeout: scaledWait(1_000) });
