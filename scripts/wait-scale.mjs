// One setting scales every wait the tests allow themselves (design §8: tests must not depend on the
// machine's speed). A wait is how long to poll for a state before giving up, never a delay: a fast
// machine still finishes at once; a busy one (CI shares two cores) gets room. TEST_WAIT_SCALE sets it;
// in CI it defaults to 3, elsewhere to 1.
const given = Number(process.env.TEST_WAIT_SCALE);

export const WAIT_SCALE = Number.isFinite(given) && given > 0 ? given : process.env.CI ? 3 : 1;

/** `ms` scaled for this machine. */
export function scaledWait(ms) {
  return Math.round(ms * WAIT_SCALE);
}
