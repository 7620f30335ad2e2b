import { useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { ContactField } from '@thwa/domain/booking/contact';
import { localDigits } from '@thwa/domain/date-format';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { CheckoutSteps } from '../../ui/checkout-steps.tsx';
import { Price } from '../../ui/price.tsx';
import { PRODUCT_PAGES } from '../../products/product-pages.ts';
import { ContactFields } from '../checkout/contact-fields.tsx';
import { FormAlerts } from '../checkout/form-alerts.tsx';
import { useFormDraft } from '../checkout/form-draft.ts';
import { contactFieldName, contactShownAgain, readTravellerText, type TravellerText } from '../checkout/form-values.ts';
import { phoneCodeOptions } from '../checkout/phone-code-options.ts';
import { useFormRules } from '../checkout/rules-loader.ts';
import { SavedTravellerPicker } from '../checkout/saved-traveller-picker.tsx';
import { TravellerFields } from '../checkout/traveller-fields.tsx';
import { CancellationTiers } from '../bus-listing/cancellation-tiers.tsx';
import { formatLocalTime } from '../bus-search/bus-format.ts';
import type { BusCheckoutActionData, BusCheckoutData, BusCheckoutGone } from './bus-checkout.server.ts';
import { HoldCountdown } from './hold-countdown.tsx';

/** The held trip: the coach, its times, where to board and get off, the seats and the amount. */
function HeldTrip({ data }: { data: BusCheckoutData }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const { checkout } = data;
  const { departure } = checkout;
  const rows: Array<[string, string, string?]> = [
    [t('bus.trip.operator'), `${departure.operator.name} · ${t(departure.busClass === 'vip' ? 'bus.class.vip' : 'bus.class.standard')}`],
    [t('bus.trip.departs'), `${departure.from.cityName} · ${formatLocalTime(`${departure.departureDate}T${departure.departureTime}`, lang)}`],
    [t('bus.trip.arrives'), `${departure.to.cityName} · ${formatLocalTime(departure.arrival, lang)}`],
    [t('bus.trip.boarding'), `${checkout.boarding.name} · ${formatLocalTime(checkout.boarding.at, lang)}`, checkout.boarding.address],
    [t('bus.trip.dropping'), `${checkout.dropping.name} · ${formatLocalTime(checkout.dropping.at, lang)}`, checkout.dropping.address],
    [t('bus.trip.seats'), checkout.seats.map((seat) => localDigits(seat.seatNo, lang)).join(', ')],
  ];
  return (
    <section className="card grid gap-3" aria-labelledby="bus-held-trip" data-testid="bus-held-trip">
      <h2 id="bus-held-trip" className="text-lg font-semibold">{`${departure.from.cityName} → ${departure.to.cityName}`}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value, more]) => (
          <div key={label} className="contents">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-medium">
              {value}
              {more ? <span className="block text-sm font-normal text-slate-700">{more}</span> : null}
            </dd>
          </div>
        ))}
        <dt className="text-slate-700">{t('bus.checkout.total')}</dt>
        <dd className="text-lg font-bold text-brand-900" data-testid="bus-total">
          <Price mmk={checkout.amount} />
        </dd>
      </dl>
      <CancellationTiers tiers={departure.cancellation} headingLevel="h3" />
      <Link to={data.seatsHref} className="font-medium text-brand-800 underline">
        {t('bus.checkout.changeSeats')}
      </Link>
    </section>
  );
}

/** `/bus/checkout`: the held seats, one passenger per seat (NRC or passport), the contact, the cancellation tiers; then payment. */
export function BusCheckoutPage({ data, actionData }: { data: BusCheckoutData | BusCheckoutGone; actionData: BusCheckoutActionData | undefined }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  useFormDraft(form);
  const rules = useFormRules();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const [picks, setPicks] = useState<Record<number, string>>({});
  const [renderedAt] = useState(() => Date.now());

  if (data.kind === 'gone') {
    return (
      <div className="mx-auto grid max-w-3xl gap-4 py-4">
        <h1 className="text-2xl font-bold text-brand-900">{data.title}</h1>
        <p role="alert" className="card">
          {data.message}
        </p>
        <Link to={data.searchHref} className="button-secondary justify-center">
          {t('bus.searchAgain')}
        </Link>
      </div>
    );
  }

  const fieldErrors = actionData?.fieldErrors ?? {};
  const errorOf = (key: string): string | null => (fieldErrors[key] ? (actionData?.fieldMessages[key] ?? t('checkout.errors.field')) : null);
  const contact = contactShownAgain(actionData?.values, data.contact);
  const posted = actionData ? new Map(Object.entries(actionData.values)) : null;
  const townshipsOf = (division: string) => actionData?.townships?.[division] ?? data.townships[division];

  return (
    <div className="mx-auto grid max-w-3xl gap-5 py-4">
      <CheckoutSteps flow={PRODUCT_PAGES.bus.steps} current="detailInfo" />
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{t('bus.checkout.title')}</h1>
        <p className="mt-1 text-slate-700">{t('bus.checkout.lead')}</p>
      </div>
      <HoldCountdown expiresAt={data.checkout.holdExpiresAt} renderedAt={renderedAt} />
      <HeldTrip data={data} />
      <Form method="post" noValidate ref={form} className="grid gap-4" aria-labelledby="bus-passengers-heading">
        <FormAlerts fieldErrors={Object.keys(fieldErrors).length} formError={actionData?.formError} />
        <h2 id="bus-passengers-heading" className="text-lg font-semibold">
          {t('bus.trip.passengers')}
        </h2>
        <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
        {data.passengers.map((original, index) => {
          const seat = data.checkout.seats[index];
          const option = data.saved?.find((one) => one.uuid === picks[index]);
          // A saved traveller fills the form; the gender stays the one held for the seat.
          const slot = option ? { ...original, uuid: option.uuid, values: { ...option.values, gender: original.values.gender }, document: option.document } : original;
          const values: TravellerText = option ? slot.values : posted ? { ...readTravellerText(posted, index), gender: original.values.gender } : slot.values;
          return (
            <div key={original.uuid} className="grid gap-2" data-bus-passenger={seat?.seatNo}>
              <h3 className="font-semibold">{t('bus.checkout.passenger', { seat: localDigits(seat?.seatNo ?? '', lang) })}</h3>
              <p className="text-sm text-slate-700">{t('bus.checkout.genderFixed', { gender: t(seat?.gender === 'female' ? 'bus.seats.female' : 'bus.seats.male') })}</p>
              {data.saved ? <SavedTravellerPicker index={index} options={data.saved} picked={picks[index]} onPick={(uuid) => setPicks((now) => ({ ...now, [index]: uuid ?? '' }))} /> : null}
              {/* The gender is the seat's: its radios are left out of sight (the action takes the seat's). */}
              <div className="[&_fieldset:has(input[type=radio][value=female])]:hidden">
                <TravellerFields
                  key={`${original.uuid}:${picks[index] ?? ''}`}
                  index={index}
                  slot={slot}
                  values={values}
                  document={(option ? null : actionData?.documents?.[index]) ?? slot.document}
                  trip={data.trip}
                  countries={data.countries}
                  townships={townshipsOf(values.divisionCode)}
                  nrc={data.nrc}
                  errorOf={errorOf}
                  rules={rules}
                />
              </div>
            </div>
          );
        })}
        <section className="card grid gap-3" aria-labelledby="bus-contact-heading">
          <h2 id="bus-contact-heading" className="text-lg font-semibold">
            {t('checkout.meta.contactTitle')}
          </h2>
          <p className="-mt-2 text-slate-700">{t('bus.checkout.contactLead')}</p>
          <ContactFields initial={contact} errorOf={(field: ContactField) => errorOf(contactFieldName(field))} phoneCodes={phoneCodeOptions(data.countries)} />
        </section>
        <button type="submit" className="button-primary justify-center text-lg" disabled={submitting} aria-disabled={submitting || undefined}>
          {submitting ? t('checkout.submitting') : t('bus.checkout.pay')}
        </button>
      </Form>
    </div>
  );
}
