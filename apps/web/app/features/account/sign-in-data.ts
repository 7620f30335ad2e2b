import type { FormFailure } from './form-failure.ts';

/** The ways into an account that /sign-in offers, as its `tab` query parameter names them. */
export const SIGN_IN_TABS = ['signin', 'agent', 'signup', 'forgot'] as const;
export type SignInTab = (typeof SIGN_IN_TABS)[number];

export function signInTabFrom(value: string | null): SignInTab {
  return (SIGN_IN_TABS as readonly string[]).includes(value ?? '') ? (value as SignInTab) : 'signin';
}

/** A notice the page opens with, after something done elsewhere. */
export const SIGN_IN_NOTICES = ['deleted', 'passwordReset'] as const;
export type SignInNotice = (typeof SIGN_IN_NOTICES)[number];

export function signInNoticeFrom(value: string | null): SignInNotice | null {
  return (SIGN_IN_NOTICES as readonly string[]).includes(value ?? '') ? (value as SignInNotice) : null;
}

export type Realm = 'user' | 'agent';

export interface SignInPageData {
  title: string;
  tab: SignInTab;
  /** Where a password reset happens: agents reset on the agent realm. */
  realm: Realm;
  /** The checked way back, kept in every form and tab link. */
  redirect: string | null;
  notice: SignInNotice | null;
  /** Spec §6: an account page sent the visitor here. */
  fromAccountPage: boolean;
}

/**
 * What an action answers when the page stays: the step to show next (a code to enter after sign-up or
 * a forgotten password), the values to keep, and what went wrong, by field or for the whole form.
 */
export interface SignInActionData {
  step: SignInTab | 'activate' | 'reset';
  realm: Realm;
  username: string;
  values?: Record<string, string>;
  sentTo?: string;
  notice?: 'codeResent' | 'codeSent';
  fieldErrors?: Record<string, string>;
  error?: FormFailure;
}
