import { Form, useLocation, useNavigation } from 'react-router';
import type { ReactNode } from 'react';

/**
 * Posts a settings change to /settings and comes back to this page. A plain form, so it works
 * before the page's JavaScript has loaded on a slow connection.
 */
export function SettingsForm({ children, className }: { children: ReactNode; className?: string }) {
  const location = useLocation();
  const navigation = useNavigation();
  return (
    <Form
      method="post"
      action="/settings"
      className={className}
      preventScrollReset
      aria-busy={navigation.formAction === '/settings'}
    >
      <input type="hidden" name="returnTo" value={location.pathname + location.search + location.hash} />
      {children}
    </Form>
  );
}
