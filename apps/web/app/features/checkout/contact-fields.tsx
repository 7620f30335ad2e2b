import type { ContactField, ContactFormValues } from '@thwa/domain/booking/contact';
import { DEFAULT_PHONE_CODE } from '@thwa/domain/constants';
import { useT } from '../../i18n/use-messages.ts';
import { describedBy, Field, inputClass } from './field.tsx';
import { contactFieldName } from './form-values.ts';

interface ContactFieldsProps {
  initial: ContactFormValues;
  /** The message to show under a field, or null. */
  errorOf: (field: ContactField) => string | null;
  phoneCodes: ReadonlyArray<{ code: string; label: string }>;
}

/** Spec §3 contact info (name, e-mail, country code and mobile number): the fields every product's checkout asks. */
export function ContactFields({ initial, errorOf, phoneCodes }: ContactFieldsProps) {
  const t = useT();
  return (
    <>
      <Field id="contact-name" label={t('checkout.contact.name')} error={errorOf('contactName')}>
        <input
          name={contactFieldName('contactName')}
          className={inputClass}
          defaultValue={initial.contactName}
          autoComplete="name"
          {...describedBy('contact-name', { error: errorOf('contactName') })}
        />
      </Field>
      <Field id="contact-email" label={t('checkout.contact.email')} error={errorOf('email')}>
        <input
          type="email"
          name={contactFieldName('email')}
          className={inputClass}
          defaultValue={initial.email}
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          {...describedBy('contact-email', { error: errorOf('email') })}
        />
      </Field>
      <div className="grid grid-cols-[minmax(7rem,2fr)_5fr] gap-3">
        <Field id="contact-phone-code" label={t('checkout.contact.phoneCode')} error={errorOf('phoneCode')}>
          <select
            name={contactFieldName('phoneCode')}
            className={inputClass}
            defaultValue={initial.phoneCode || DEFAULT_PHONE_CODE}
            autoComplete="tel-country-code"
            {...describedBy('contact-phone-code', { error: errorOf('phoneCode') })}
          >
            {phoneCodes.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="contact-phone" label={t('checkout.contact.phoneNumber')} hint={t('checkout.contact.phoneHint')} error={errorOf('phoneNumber')}>
          <input
            type="tel"
            name={contactFieldName('phoneNumber')}
            className={inputClass}
            defaultValue={initial.phoneNumber}
            autoComplete="tel-national"
            inputMode="tel"
            {...describedBy('contact-phone', { hint: true, error: errorOf('phoneNumber') })}
          />
        </Field>
      </div>
    </>
  );
}
