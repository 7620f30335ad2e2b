import type { FormFailure } from './form-failure.ts';

/** The signed-in user's details as the profile pages show them. */
export interface ProfileView {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  language: 'en' | 'mm';
  notificationChannel: 'email' | 'sms';
}

export type ProfileForm = 'details' | 'password' | 'contactCode' | 'contactConfirm' | 'notification' | 'delete';

/** What a profile action answers: which form it was, and its outcome. */
export interface ProfileActionData {
  form: ProfileForm;
  done?: string;
  fieldErrors?: Record<string, string>;
  error?: FormFailure;
  /** A new email or phone waiting for its code. */
  pendingContact?: string;
  sentTo?: string;
}
