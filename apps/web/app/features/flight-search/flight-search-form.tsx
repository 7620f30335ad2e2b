import { useEffect, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import type { CabinClass, TrendingDestination } from '@thwa/domain/contracts/flights';
import { FLIGHT_BOOKING_HORIZON_DAYS, TRIP_TYPES, type TripType } from '@thwa/domain/constants';
import { addDays, flightDefaultReturnDate, isContinueSearchOffered, type Area } from '@thwa/domain/dates';
import { flightArea, toFlightSearchQuery, validateDestinationStep } from '@thwa/domain/flights/flight-search';
import type { TravellerCounts } from '@thwa/domain/settings';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { DateField } from '../../ui/date-field.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import type { Airport } from './airport.ts';
import { AirportDrawer, type AirportStep } from './airport-drawer.tsx';
import { readLastSearch, readRecentDepartures, rememberDeparture, rememberSearch, type LastSearch } from './search-storage.ts';
import { TravellersDrawer } from './travellers-drawer.tsx';

export interface FlightSearchDefaults {
  origin: Airport;
  /** Spec §9 default departure date per area, computed on the server in Asia/Yangon. */
  departureDate: Record<Area, string>;
  today: string;
  /** The server's clock, so the continue-search rule agrees with the dates above. */
  now: string;
}

type OpenDrawer = { kind: 'airports'; step: AirportStep } | { kind: 'travellers' } | { kind: 'tripType' } | null;

/**
 * The flight search form of the landing (spec §2, §3 defaults): trip type, from/to, dates,
 * travellers and class. A real GET form to the departure listing, so the URL is the search.
 */
export function FlightSearchForm({ defaults, trending }: { defaults: FlightSearchDefaults; trending: TrendingDestination[] }) {
  const t = useT();
  const { settings } = useRootData();
  const navigate = useNavigate();
  const [tripType, setTripType] = useState<TripType>(TRIP_TYPES.roundTrip);
  // Until the traveller chooses one, the origin is the server's default, named in the page's language:
  // switching the language renders the form again with the default's names in the other language.
  const [chosenOrigin, setChosenOrigin] = useState<Airport | null>(null);
  const origin = chosenOrigin ?? defaults.origin;
  const [destination, setDestination] = useState<Airport | null>(null);
  const [departureDate, setDepartureDate] = useState(defaults.departureDate.international);
  const [dateChosen, setDateChosen] = useState(false);
  const [returnDate, setReturnDate] = useState(flightDefaultReturnDate(defaults.departureDate.international));
  const [counts, setCounts] = useState<TravellerCounts>({ adult: 1, child: 0, infant: 0 });
  const [cabin, setCabin] = useState<CabinClass>('economy');
  const [drawer, setDrawer] = useState<OpenDrawer>(null);
  const [problem, setProblem] = useState<'destinationRequired' | 'sameAirports' | null>(null);
  // Device memory is read after hydration: the server cannot know it, and the first paint must match.
  const [recent, setRecent] = useState<Airport[]>([]);
  const [lastSearch, setLastSearch] = useState<LastSearch | null>(null);

  useEffect(() => {
    setRecent(readRecentDepartures());
    const saved = readLastSearch();
    const area = saved ? flightArea(saved.origin.countryCode, saved.destination.countryCode) : 'international';
    setLastSearch(saved && isContinueSearchOffered(saved.departureDate, new Date(defaults.now), area) ? saved : null);
  }, [defaults.now]);

  function chooseAirports(from: Airport, to: Airport) {
    setChosenOrigin(from);
    setDestination(to);
    setProblem(null);
    setDrawer(null);
    if (!dateChosen) {
      // Until the traveller picks a date, it follows the route's default (domestic: today).
      const date = defaults.departureDate[flightArea(from.countryCode, to.countryCode)];
      setDepartureDate(date);
      setReturnDate(flightDefaultReturnDate(date));
    }
  }

  function changeDeparture(date: string) {
    setDateChosen(true);
    setDepartureDate(date);
    if (returnDate < date) setReturnDate(flightDefaultReturnDate(date));
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const error = validateDestinationStep(origin, destination);
    if (error) {
      event.preventDefault();
      setProblem(error === 'DESTINATION_REQUIRED' ? 'destinationRequired' : 'sameAirports');
      return;
    }
    const query = toFlightSearchQuery({
      tripType,
      origin: origin.airportCode,
      destination: destination!.airportCode,
      departureDate,
      ...(tripType === TRIP_TYPES.roundTrip ? { returnDate } : {}),
      currency: settings.currency,
      language: settings.lang,
      ...counts,
      class: cabin,
    });
    rememberDeparture(origin);
    rememberSearch({ origin, destination: destination!, departureDate, ...(tripType === TRIP_TYPES.roundTrip ? { returnDate } : {}), query });
  }

  const travellerCount = counts.adult + counts.child + counts.infant;
  const lastBookableDay = addDays(defaults.today, FLIGHT_BOOKING_HORIZON_DAYS - 1);
  return (
    <Form method="get" action="/flight/depart/search" onSubmit={onSubmit} className="card mt-6 grid gap-4 text-slate-900" aria-label={t('search.title')}>
      <input type="hidden" name="tripType" value={tripType} />
      <input type="hidden" name="origin" value={origin.airportCode} />
      <input type="hidden" name="destination" value={destination?.airportCode ?? ''} />
      <input type="hidden" name="adult" value={counts.adult} />
      <input type="hidden" name="child" value={counts.child} />
      <input type="hidden" name="infant" value={counts.infant} />
      <input type="hidden" name="class" value={cabin} />
      <input type="hidden" name="currency" value={settings.currency} />
      <input type="hidden" name="language" value={settings.lang} />

      <button type="button" className="justify-self-start font-semibold text-brand-800 underline-offset-4 hover:underline" onClick={() => setDrawer({ kind: 'tripType' })}>
        {t('search.tripType')}: {t(tripType === TRIP_TYPES.oneWay ? 'search.oneWay' : 'search.roundTrip')} ▾
      </button>

      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        <AirportButton label={t('search.from')} airport={origin} placeholder="" onClick={() => setDrawer({ kind: 'airports', step: 'origin' })} />
        <button
          type="button"
          className="icon-button border border-brand-200"
          aria-label={t('search.swap')}
          disabled={!destination}
          onClick={() => {
            if (!destination) return;
            setChosenOrigin(destination);
            setDestination(origin);
          }}
        >
          ⇄
        </button>
        <AirportButton
          label={t('search.to')}
          airport={destination}
          placeholder={t('search.chooseDestination')}
          onClick={() => setDrawer({ kind: 'airports', step: 'destination' })}
        />
      </div>

      <div className={`grid gap-3 ${tripType === TRIP_TYPES.roundTrip ? 'grid-cols-2' : ''}`}>
        <DateField label={t('search.departureDate')} name="departureDate" min={defaults.today} max={lastBookableDay} value={departureDate} onChange={changeDeparture} />
        {tripType === TRIP_TYPES.roundTrip ? (
          <DateField label={t('search.returnDate')} name="returnDate" min={departureDate} max={lastBookableDay} value={returnDate} onChange={setReturnDate} />
        ) : null}
      </div>

      <button type="button" className="choice justify-between" onClick={() => setDrawer({ kind: 'travellers' })}>
        <span className="text-sm text-slate-700">{t('search.travellers')}</span>
        <span className="font-medium">
          {t('search.travellersSummary', { count: travellerCount, cabin: t(cabin === 'economy' ? 'search.economy' : 'search.business') })}
        </span>
      </button>

      {problem ? (
        <p role="alert" className="font-medium text-rose-700">
          {t(problem === 'destinationRequired' ? 'search.destinationRequired' : 'search.sameAirports')}
        </p>
      ) : null}
      <button type="submit" className="button-primary justify-center text-lg">
        {t('search.submit')}
      </button>

      <Drawer open={drawer?.kind === 'tripType'} onClose={() => setDrawer(null)} title={t('search.tripType')} closeLabel={t('menu.close')}>
        <div className="grid gap-2">
          {([TRIP_TYPES.oneWay, TRIP_TYPES.roundTrip] as const).map((type) => (
            <button
              key={type}
              type="button"
              className="choice"
              aria-pressed={tripType === type}
              onClick={() => {
                setTripType(type);
                setDrawer(null);
              }}
            >
              {t(type === TRIP_TYPES.oneWay ? 'search.oneWay' : 'search.roundTrip')}
            </button>
          ))}
        </div>
      </Drawer>
      <AirportDrawer
        open={drawer?.kind === 'airports'}
        initialStep={drawer?.kind === 'airports' ? drawer.step : 'origin'}
        origin={origin}
        destination={destination}
        recent={recent}
        trending={trending}
        lastSearch={lastSearch}
        onClose={() => setDrawer(null)}
        onContinue={chooseAirports}
        onContinueSearch={(search) => void navigate(`/flight/depart/search?${search.query}`)}
      />
      <TravellersDrawer
        open={drawer?.kind === 'travellers'}
        counts={counts}
        cabin={cabin}
        onClose={() => setDrawer(null)}
        onChange={(next, nextCabin) => {
          setCounts(next);
          setCabin(nextCabin);
        }}
      />
    </Form>
  );
}

function AirportButton({ label, airport, placeholder, onClick }: { label: string; airport: Airport | null; placeholder: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="grid min-h-16 rounded-xl border border-slate-300 px-3 py-2 text-left">
      <span className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</span>
      {airport ? (
        <span>
          <span className="text-xl font-bold">{airport.airportCode}</span> <span className="text-sm">{airport.airportCity}</span>
        </span>
      ) : (
        <span className="text-slate-600">{placeholder}</span>
      )}
    </button>
  );
}
