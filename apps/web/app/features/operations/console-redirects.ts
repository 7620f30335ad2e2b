import { safeRedirect } from '../account/session-store.ts';

/** The console's first page, where a console sign-in goes when it was given nowhere (or nowhere allowed) to go. */
export const CONSOLE_HOME = '/ops';
export const CONSOLE_SIGN_IN = '/ops/sign-in';

/**
 * Where a console sign-in may send the employee back to: a console page on this site only. Anything
 * else (another origin, a customer page, the sign-in page itself, which would loop) is the console's
 * home. Pure, so the rule is tested with plain strings.
 */
export function consoleReturnPath(target: string | null | undefined): string {
  const path = safeRedirect(target, CONSOLE_HOME);
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (pathname !== CONSOLE_HOME && !pathname.startsWith(`${CONSOLE_HOME}/`)) return CONSOLE_HOME;
  if (pathname === CONSOLE_SIGN_IN || pathname.startsWith(`${CONSOLE_SIGN_IN}/`)) return CONSOLE_HOME;
  return path;
}

/** The page a request was for, as a browser would open it again: React Router's data requests (`.data`, `_routes`) named as their page. */
export function pageOf(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('_routes');
  const search = url.searchParams.toString();
  return url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/') + (search ? `?${search}` : '');
}

/** `/ops/sign-in?redirect=…`: where an employee without an open console session is sent, carrying the way back. */
export function consoleSignInPathFor(returnTo: string): string {
  return `${CONSOLE_SIGN_IN}?${new URLSearchParams({ redirect: consoleReturnPath(returnTo) }).toString()}`;
}
