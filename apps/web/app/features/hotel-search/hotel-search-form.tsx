import { useEffect, useId, useState } from 'react';
import { Form } from 'react-router';
import type { HotelLocation } from '@thwa/domain/contracts/hotels';
import { addDays, daysBetween, isIsoDate } from '@thwa/domain/dates';
import {
  checkInBounds,
  checkOutBounds,
  moveCheckIn,
  placeOfLocation,
  validateHotelSearch,
  type HotelSearchFormProblem,
} from '@thwa/domain/hotels/hotel-search-query';
import { MAX_STAY_NIGHTS } from '@thwa/domain/hotels/stay';
import type { Nationality } from '@thwa/domain/settings';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { DateField } from '../../ui/date-field.tsx';
import type { MessageKey } from '../../i18n/en.ts';
import { DestinationDrawer } from './destination-drawer.tsx';
import { everyChildHasAge, GuestsDrawer, type GuestsDraft } from './guests-drawer.tsx';
import { readRecentLocations, rememberLocation } from './location-storage.ts';

/** What the form starts with, from the server (hotel-search.server.ts). */
export interface HotelSearchStart {
  /** Today in Asia/Yangon, the first day a stay may begin. */
  today: string;
  /** Spec §9 default stay, or the dates of a search sent back with a problem. */
  checkin: string;
  checkout: string;
  rooms: number;
  adult: number;
  childAges: number[];
  /** null: the visitor's settings nationality. */
  nationality: Nationality | null;
  /** What was typed in the destination field of a search sent without JavaScript. */
  typed: string;
  problem: StartProblem | null;
}

/** Why a search sent without JavaScript came back to the form instead of reaching the listing. */
export type StartProblem = 'destinationRequired' | 'notFound' | 'failed' | 'checkInInvalid' | 'checkOutInvalid' | 'guestsInvalid';

type Problem = StartProblem | 'childAgeRequired';

const PROBLEM_TEXT: Record<Problem, MessageKey> = {
  destinationRequired: 'hotelSearch.destinationRequired',
  notFound: 'hotelSearch.notFoundTyped',
  failed: 'error.body',
  childAgeRequired: 'hotelSearch.childAgeRequired',
  checkInInvalid: 'hotelSearch.checkInInvalid',
  checkOutInvalid: 'hotelSearch.checkOutInvalid',
  guestsInvalid: 'hotelSearch.guestsInvalid',
};

/** The form's message for a problem of the search rules (hotel-search-query.ts). */
export function problemOf(found: HotelSearchFormProblem): StartProblem {
  if (found.field === 'destination') return 'destinationRequired';
  if (found.field === 'checkin') return 'checkInInvalid';
  if (found.field === 'checkout') return 'checkOutInvalid';
  return 'guestsInvalid';
}

type OpenDrawer = 'destination' | 'guests' | null;

/**
 * The hotel search form of the /hotel landing (spec §2, §3, §9): where, check-in and check-out,
 * rooms and guests, and whose prices. A real GET form: with a place chosen it goes straight to
 * /hotel/listing with the spec §2 parameters; without JavaScript the destination is a plain text
 * field and the form goes to /hotel, whose loader finds the place typed and sends the visitor on to
 * the listing (or back here with the problem). After hydration the drawer takes the field's place.
 */
export function HotelSearchForm({ start }: { start: HotelSearchStart }) {
  const t = useT();
  const { settings } = useRootData();
  const problemId = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [location, setLocation] = useState<HotelLocation | null>(null);
  const [typed, setTyped] = useState(start.typed);
  const [stay, setStay] = useState({ checkin: start.checkin, checkout: start.checkout });
  const [guests, setGuests] = useState<GuestsDraft>({ rooms: start.rooms, adult: start.adult, childAges: start.childAges });
  const [nationality, setNationality] = useState<Nationality>(start.nationality ?? settings.nationality);
  const [drawer, setDrawer] = useState<OpenDrawer>(null);
  const [problem, setProblem] = useState<Problem | null>(start.problem);
  // Device memory is read after hydration: the server cannot know it, and the first paint must match.
  const [recent, setRecent] = useState<HotelLocation[]>([]);

  useEffect(() => {
    setEnhanced(true);
    setRecent(readRecentLocations());
  }, []);

  function choose(chosen: HotelLocation, text: string) {
    setLocation(chosen);
    setTyped(text);
    setProblem(null);
    setDrawer(null);
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    // Without a chosen place the form goes to /hotel, which only the no-JavaScript field needs.
    if (!location) {
      event.preventDefault();
      setProblem('destinationRequired');
      return;
    }
    if (!everyChildHasAge(guests)) {
      event.preventDefault();
      setProblem('childAgeRequired');
      setDrawer('guests');
      return;
    }
    const found = validateHotelSearch(
      {
        ...placeOfLocation(location, typed),
        ...stay,
        rooms: guests.rooms,
        adult: guests.adult,
        childAges: guests.childAges,
        nationality,
        currency: settings.currency,
        language: settings.lang,
      },
      start.today,
    );
    if (found) {
      event.preventDefault();
      setProblem(problemOf(found));
      return;
    }
    setRecent(rememberLocation(location));
  }

  const place = location ? placeOfLocation(location, typed) : null;
  const nights = isIsoDate(stay.checkin) && isIsoDate(stay.checkout) ? daysBetween(stay.checkin, stay.checkout) : 0;
  const checkIn = checkInBounds(start.today);
  // Without JavaScript the check-out cannot follow a new check-in, so it offers the whole year; the
  // server checks the pair.
  const checkOut = enhanced && isIsoDate(stay.checkin) ? checkOutBounds(stay.checkin, start.today) : { min: addDays(checkIn.min, 1), max: addDays(checkIn.max, 1) };
  const describedBy = problem ? problemId : undefined;

  return (
    <Form
      method="get"
      action={place ? '/hotel/listing' : '/hotel'}
      onSubmit={onSubmit}
      noValidate={enhanced}
      className="card mt-6 grid gap-4 text-slate-900"
      aria-label={t('hotelSearch.form')}
    >
      {/* The spec §2 parameters, in the spec's order (a GET form sends its fields in document order). */}
      {place ? (
        <>
          <input type="hidden" name="term" value={place.term} />
          <input type="hidden" name="listingSearchTerm" value={place.listingSearchTerm} />
          <input type="hidden" name="itemId" value={place.itemId} />
          <input type="hidden" name="name" value={place.name} />
          <input type="hidden" name="scope" value={place.scope} />
          <input type="hidden" name="city" value={place.city} />
          <input type="hidden" name="country" value={place.country} />
          <input type="hidden" name="region" value={place.region} />
        </>
      ) : null}

      {enhanced ? (
        <button
          type="button"
          onClick={() => setDrawer('destination')}
          aria-describedby={problem === 'destinationRequired' || problem === 'notFound' ? describedBy : undefined}
          className="grid min-h-16 rounded-xl border border-slate-300 px-3 py-2 text-left"
        >
          <span className="text-xs font-medium uppercase tracking-wide text-slate-600">{t('hotelSearch.destination')}</span>
          {location ? <span className="text-lg font-bold">{location.name}</span> : <span className="text-slate-600">{t('hotelSearch.destinationPlaceholder')}</span>}
        </button>
      ) : (
        <label className="grid gap-1">
          <span className="text-sm font-medium text-slate-700">{t('hotelSearch.destination')}</span>
          <input
            type="text"
            name="term"
            defaultValue={start.typed}
            placeholder={t('hotelSearch.destinationPlaceholder')}
            autoComplete="off"
            aria-invalid={problem === 'destinationRequired' || problem === 'notFound' ? true : undefined}
            aria-describedby={describedBy}
            className="min-h-12 rounded-xl border border-slate-300 px-3 text-base"
          />
        </label>
      )}

      <div className="grid grid-cols-2 items-end gap-3">
        <DateField
          label={t('hotelSearch.checkIn')}
          name="checkin"
          {...checkIn}
          value={stay.checkin}
          invalid={problem === 'checkInInvalid'}
          describedBy={describedBy}
          onChange={(date) => {
            setStay((current) => moveCheckIn(current, date, start.today));
            setProblem(null);
          }}
        />
        <DateField
          label={t('hotelSearch.checkOut')}
          name="checkout"
          {...checkOut}
          value={stay.checkout}
          invalid={problem === 'checkOutInvalid'}
          describedBy={describedBy}
          onChange={(date) => {
            setStay((current) => ({ ...current, checkout: date }));
            setProblem(null);
          }}
        />
      </div>
      {nights > 0 ? <p className="-mt-2 text-sm text-slate-700">{t('hotelSearch.nights', { count: nights })}</p> : null}

      <input type="hidden" name="rooms" value={guests.rooms} />
      <input type="hidden" name="adult" value={guests.adult} />
      <input type="hidden" name="child" value={guests.childAges.length} />
      <input type="hidden" name="child_ages" value={guests.childAges.filter((age) => age !== null).join(',')} />
      <button type="button" className="choice justify-between gap-2" onClick={() => setDrawer('guests')}>
        <span className="text-sm text-slate-700">{t('hotelSearch.guests')}</span>
        <span className="text-right font-medium">
          {t('hotelSearch.guestsSummary', { rooms: guests.rooms, adults: guests.adult, children: guests.childAges.length })}
        </span>
      </button>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('hotelSearch.nationality')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['local', 'foreign'] as const).map((option) => (
            <label key={option} className="choice gap-2 has-[:checked]:border-brand-700 has-[:checked]:font-semibold">
              <input
                type="radio"
                name="nationality"
                value={option}
                checked={nationality === option}
                onChange={() => setNationality(option)}
                className="size-4 accent-brand-700"
              />
              {t(option === 'local' ? 'hotelSearch.nationalityLocal' : 'hotelSearch.nationalityForeign')}
            </label>
          ))}
        </div>
        <p className="text-sm text-slate-600">{t('hotelSearch.nationalityHint')}</p>
      </fieldset>

      <input type="hidden" name="currency" value={settings.currency} />
      <input type="hidden" name="language" value={settings.lang} />

      {problem ? (
        <p id={problemId} role="alert" className="font-medium text-rose-700">
          {t(PROBLEM_TEXT[problem], { text: start.typed, max: MAX_STAY_NIGHTS })}
        </p>
      ) : null}
      <button type="submit" className="button-primary justify-center text-lg">
        {t('hotelSearch.submit')}
      </button>

      <DestinationDrawer open={drawer === 'destination'} initialText={typed} recent={recent} onClose={() => setDrawer(null)} onChoose={choose} />
      <GuestsDrawer
        open={drawer === 'guests'}
        guests={guests}
        onClose={() => setDrawer(null)}
        onChange={(next) => {
          setGuests(next);
          if (problem === 'childAgeRequired' || problem === 'guestsInvalid') setProblem(null);
        }}
      />
    </Form>
  );
}

