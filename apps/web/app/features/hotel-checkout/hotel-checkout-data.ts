import type { HotelCheckout } from '@thwa/domain/contracts/hotel-booking';
import type { ContactField, ContactFormValues } from '@thwa/domain/booking/contact';
import type { CheckoutErrorData, CountryOption, ErrorView } from '../checkout/checkout-data.ts';

/** What /hotel/checkout shows: the priced stay and the guest and contact form, or a spec §8 modal. */
export interface HotelCheckoutFormData {
  kind: 'form';
  title: string;
  checkout: HotelCheckout;
  countries: CountryOption[];
  values: ContactFormValues;
  fromProfile: ContactField[];
  idempotencyKey: string;
  /** Spec §8 "room price change": the total the guest was shown and the total now, until they continue. */
  priceChange: { previous: number; now: number; continueHref: string } | null;
  /** Where "choose another room" leads: the hotel's page the guest came from, or the hotel search. */
  backHref: string;
}

export type HotelCheckoutPageData = HotelCheckoutFormData | CheckoutErrorData;

/** A refused submit: what was typed, the stable code of each bad field with its message, or a modal. */
export interface HotelCheckoutActionData {
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  fieldMessages: Record<string, string>;
  error?: ErrorView;
}
