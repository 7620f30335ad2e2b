import { data, redirect, type RouterContextProvider } from 'react-router';
import type { GetUserResponse, LogoutRequest } from '@thwa/domain/contracts/accounts';
import { roleFromUserCode, canManageSubAgents, isAgent, type Role } from '@thwa/domain/roles';
import { isServedPage } from '@thwa/domain/site-map';
import { accountTools, field, post, postSignedIn } from './account-api.server.ts';
import { readAccountSession, readStoredSession, requireAccountSession, signOut, type AccountSession } from './session.server.ts';

/** The signed-in user as the api knows them now (spec §7 getUser, with the `type` header). */
export async function loadAccountUser(request: Request, context: Readonly<RouterContextProvider>, session: AccountSession) {
  const tools = await accountTools(request, context);
  const outcome = await postSignedIn<GetUserResponse>(request, tools.api, session, `/v4/${session.user.realm}/getUser`, {}, { type: session.user.realm });
  if (!outcome.ok) throw data({ message: outcome.message ?? tools.t('error.body') }, { status: outcome.status });
  return { ...tools, user: outcome.data };
}

/** An account page's link, shown only once its page is served (decision 008: no link to a missing page). */
export interface AccountLink {
  href: string;
  key:
    | 'account.link.profile'
    | 'account.link.notification'
    | 'account.link.myTrips'
    | 'account.link.wallet'
    | 'account.link.travelers'
    | 'account.link.purchases'
    | 'account.link.subAgents'
    | 'account.link.statement'
    | 'account.link.delete';
}

export function accountLinks(userCode: string): AccountLink[] {
  const links: AccountLink[] = [
    { href: '/account/info', key: 'account.link.profile' },
    { href: '/account/notification', key: 'account.link.notification' },
    { href: '/account/my-trip', key: 'account.link.myTrips' },
    { href: '/account/my-wallet', key: 'account.link.wallet' },
    { href: '/traveler-list', key: 'account.link.travelers' },
    { href: '/account/purchased-history', key: 'account.link.purchases' },
    // Spec §6: only an agent (AGT) manages sub-agents; a sub-agent does not see the link.
    ...(canManageSubAgents(userCode) ? [{ href: '/account/sub-agent-info', key: 'account.link.subAgents' } as const] : []),
    // Decision 034: agents and their sub-agents read the agency's statement (its credit and commission).
    ...(isAgent(userCode) ? [{ href: '/account/statement', key: 'account.link.statement' } as const] : []),
    { href: '/account/delete-my-account', key: 'account.link.delete' },
  ];
  return links.filter((link) => isServedPage(link.href));
}

export interface AccountHomeData {
  title: string;
  name: string;
  role: Role;
  links: AccountLink[];
}

export async function loadAccountHome({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }): Promise<AccountHomeData> {
  const session = requireAccountSession(request, context);
  const { user, t } = await loadAccountUser(request, context, session);
  const name = [user.info.firstName, user.info.lastName].filter(Boolean).join(' ') || user.info.email || `+${user.info.phoneCode ?? ''} ${user.info.phoneNumber ?? ''}`.trim();
  return { title: t('account.home.title'), name, role: roleFromUserCode(user.info.userCode).role, links: accountLinks(user.info.userCode) };
}

/**
 * Sign out (spec §4): the session ends at the identity service, the cookie is cleared and the visitor
 * goes home. The cookie is cleared even when the service cannot be reached: the visitor asked to leave.
 */
export async function signOutAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const form = await request.formData();
  if (field(form, 'intent', 20) !== 'signOut') throw data(null, { status: 400 });
  // The session this request knows (its token may just have been refreshed by the middleware) ends by
  // its access token; a cookie whose access token is no longer valid ends by its refresh token.
  const session = readAccountSession(context);
  const stored = session ? null : await readStoredSession(request);
  if (session || stored) {
    const { api } = await accountTools(request, context);
    const realm = session?.user.realm ?? stored?.token.user_type ?? 'user';
    const body: LogoutRequest = stored ? { refresh_token: stored.token.refresh_token } : {};
    await post(api, `/auth/realms/${realm}/protocol/openid-connect/logout`, body, session?.headers);
  }
  return redirect('/', { headers: { 'Set-Cookie': await signOut(request) } });
}
