import { useLocation } from 'react-router';
import { signInPathFor } from '../features/account/session-store.ts';

/**
 * Where the header's and the menu's 'Sign in' go: back to the page they were tapped on once signed in,
 * so a customer whose session ended on a booking's payment page comes back to that booking (issue 19).
 * From the home page and the sign-in page itself, to the account page as before.
 */
export function signInHrefFrom(pathname: string, search: string): string {
  if (pathname === '/' || pathname.startsWith('/sign-in')) return '/sign-in';
  return signInPathFor(`${pathname}${search}`);
}

export function useSignInHref(): string {
  const { pathname, search } = useLocation();
  return signInHrefFrom(pathname, search);
}
