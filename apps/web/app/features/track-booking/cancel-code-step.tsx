import { useEffect, useId, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../i18n/use-messages.ts';
import type { CancelCodeStep as Step, TrackBookingValues } from './track-booking-data.ts';

/**
 * Track booking's last step of a cancellation (issue 19): the code mailed to the booking's contact.
 * Focus moves to the code's field whenever the step opens, a new code is sent or a code is refused:
 * a screen reader then hears where the code went, or why it was refused (the field's description),
 * and a phone opens its number pad. One form with two buttons: Enter confirms (the first), the other
 * asks for a new code. A plain form, so it works without JavaScript.
 */
export function CancelCodeStep({ step, values }: { step: Step; values: TrackBookingValues }) {
  const t = useT();
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' ? navigation.formData?.get('intent') : undefined;
  const busy = pending === 'cancelWithCode' || pending === 'resendCode';
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, [step]);

  return (
    <Form method="post" className="mt-3 grid gap-3" noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        {t('track.cancelCode.title')}
      </h3>
      {/* A long masked address ('g*****…@example.com') is one word: it wraps anywhere, so 390 px holds it. */}
      <p id={`${id}-lead`} className="[overflow-wrap:anywhere]">
        {t(step.resent ? 'track.cancelCode.resent' : 'track.cancelCode.sent', { sentTo: step.sentTo })}
      </p>
      <input type="hidden" name="bookingId" value={values.bookingId} />
      <input type="hidden" name="email" value={values.email} />
      <input type="hidden" name="sentTo" value={step.sentTo} />
      <div>
        <label htmlFor={id} className="font-medium">
          {t('track.cancelCode.label')}
        </label>
        <input
          ref={input}
          id={id}
          name="otp"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          // Six digits, though a pasted '123 456' or Myanmar digits are taken too (the api normalises them).
          maxLength={12}
          spellCheck={false}
          aria-invalid={step.error ? true : undefined}
          aria-describedby={step.error ? `${id}-error ${id}-lead` : `${id}-lead`}
          className="mt-1 block w-full max-w-xs rounded-lg border border-slate-400 px-3 py-2 text-lg tracking-widest"
        />
        {step.error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
            {step.error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="cancelWithCode" className="button-secondary justify-center border-red-300 text-red-800" disabled={busy} aria-disabled={busy || undefined}>
          {pending === 'cancelWithCode' ? t('checkout.submitting') : t('track.cancelCode.submit')}
        </button>
        <button type="submit" name="intent" value="resendCode" className="button-secondary justify-center" disabled={busy} aria-disabled={busy || undefined}>
          {t('track.cancelCode.resend')}
        </button>
      </div>
    </Form>
  );
}
