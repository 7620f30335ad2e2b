import { useEffect, useId, useRef, useState } from 'react';
import type { TrendingDestination } from '@thwa/domain/contracts/flights';
import { formatCalendarDate } from '@thwa/domain/date-format';
import { validateDestinationStep } from '@thwa/domain/flights/flight-search';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { Drawer } from '../../ui/drawer.tsx';
import type { Airport } from './airport.ts';
import type { LastSearch } from './search-storage.ts';
import { useAirportSearch } from './use-airport-search.ts';

export type AirportStep = 'origin' | 'destination';

interface AirportDrawerProps {
  open: boolean;
  initialStep: AirportStep;
  origin: Airport;
  destination: Airport | null;
  recent: Airport[];
  trending: TrendingDestination[];
  lastSearch: LastSearch | null;
  onClose: () => void;
  onContinue: (origin: Airport, destination: Airport) => void;
  onContinueSearch: (search: LastSearch) => void;
}

/**
 * The from/to drawer (spec §2, §4): a departure step then a destination step; choosing a departure
 * moves to the destination step; swap exchanges the airports; Continue checks the spec §5 rules.
 */
export function AirportDrawer(props: AirportDrawerProps) {
  const { open, initialStep, recent, trending, lastSearch, onClose, onContinue, onContinueSearch } = props;
  const t = useT();
  const { settings } = useRootData();
  const [step, setStep] = useState<AirportStep>(initialStep);
  const [origin, setOrigin] = useState<Airport>(props.origin);
  const [destination, setDestination] = useState<Airport | null>(props.destination);
  const [texts, setTexts] = useState({ origin: '', destination: '' });
  const [error, setError] = useState<'destinationRequired' | 'sameAirports' | null>(null);
  const inputs = { origin: useRef<HTMLInputElement>(null), destination: useRef<HTMLInputElement>(null) };
  const listId = useId();
  const search = useAirportSearch(texts[step], settings.lang);

  // Each opening starts from what the form holds, with the cursor in the field it was opened at (To
  // or From). Not in the field of `step`: that is still the last opening's until this render is
  // committed, and focusing it would move the step back there (its onFocus), so a tap on To typed
  // into Leaving from.
  useEffect(() => {
    if (!open) return;
    setStep(initialStep);
    setOrigin(props.origin);
    setDestination(props.destination);
    setTexts({ origin: '', destination: '' });
    setError(null);
    inputs[initialStep].current?.focus();
    // The refs are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, initialStep, props.origin, props.destination]);

  // Afterwards focusing follows the step: a departure chosen moves the cursor to the destination.
  useEffect(() => {
    if (open) inputs[step].current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  function choose(airport: Airport) {
    setError(null);
    // Spec §4: selecting an airport clears its autocomplete list.
    setTexts((current) => ({ ...current, [step]: '' }));
    if (step === 'origin') {
      setOrigin(airport);
      setStep('destination');
    } else {
      setDestination(airport);
    }
  }

  function swap() {
    if (!destination) return;
    setOrigin(destination);
    setDestination(origin);
    setError(null);
  }

  function submit() {
    const problem = validateDestinationStep(origin, destination);
    if (problem === 'DESTINATION_REQUIRED') return setError('destinationRequired');
    if (problem === 'ORIGIN_EQUALS_DESTINATION') return setError('sameAirports');
    onContinue(origin, destination!);
  }

  const field = (which: AirportStep, label: string, chosen: Airport | null) => (
    <label className="grid gap-1">
      <span className="text-sm font-medium text-slate-700">{label}</span>
      <input
        ref={inputs[which]}
        type="text"
        role="combobox"
        aria-expanded={step === which && search.items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        className="min-h-12 rounded-xl border border-slate-300 px-3 text-base"
        placeholder={chosen ? `${chosen.airportCity} (${chosen.airportCode})` : t('search.chooseDestination')}
        value={texts[which]}
        onFocus={() => setStep(which)}
        onChange={(event) => setTexts((current) => ({ ...current, [which]: event.target.value }))}
      />
    </label>
  );

  const showSuggestions = texts[step].trim().length < 3;
  return (
    <Drawer open={open} onClose={onClose} title={t(step === 'origin' ? 'search.leavingFrom' : 'search.goingTo')} closeLabel={t('menu.close')}>
      <div className="grid gap-3">
        {field('origin', t('search.leavingFrom'), origin)}
        <button type="button" className="button-secondary justify-self-end" onClick={swap} disabled={!destination}>
          ⇅ {t('search.swap')}
        </button>
        {field('destination', t('search.goingTo'), destination)}

        <p className="text-sm text-slate-600">{t('search.typeToSearch')}</p>
        <div aria-live="polite" className="text-sm">
          {search.status === 'loading' ? t('search.searching') : null}
          {search.status === 'success' && search.items.length === 0 ? <p className="text-rose-700">{t('search.notFound')}</p> : null}
          {search.status === 'failed' ? <p className="text-rose-700">{t('error.body')}</p> : null}
        </div>

        <ul id={listId} role="listbox" aria-label={t(step === 'origin' ? 'search.leavingFrom' : 'search.goingTo')} className="grid gap-1">
          {search.items.map((airport) => (
            <li key={airport.airportCode} role="option" aria-selected={false}>
              <AirportOption airport={airport} onChoose={choose} />
            </li>
          ))}
        </ul>

        {showSuggestions && step === 'destination' && lastSearch ? (
          <section>
            <h3 className="menu-heading">{t('search.continueSearch')}</h3>
            <button type="button" className="choice" onClick={() => onContinueSearch(lastSearch)}>
              {t('search.continueSearchTrip', {
                from: lastSearch.origin.airportCity,
                to: lastSearch.destination.airportCity,
                date: formatCalendarDate(lastSearch.departureDate, settings.lang, { weekday: true }),
              })}
            </button>
          </section>
        ) : null}
        {showSuggestions && step === 'origin' && recent.length > 0 ? (
          <section>
            <h3 className="menu-heading">{t('search.recent')}</h3>
            <ul className="grid gap-1">
              {[...recent].reverse().map((airport) => (
                <li key={airport.airportCode}>
                  <AirportOption airport={airport} onChoose={choose} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {showSuggestions && step === 'destination' && trending.length > 0 ? (
          <section>
            <h3 className="menu-heading">{t('search.trending')}</h3>
            <ul className="flex flex-wrap gap-2">
              {trending.map((place) => (
                <li key={place.airportCode}>
                  <button
                    type="button"
                    className="button-secondary"
                    onClick={() =>
                      choose({
                        airportCode: place.airportCode,
                        airportCity: place.airportCity,
                        airportName: place.airportName,
                        countryName: place.countryName,
                        countryCode: place.countryCode,
                      })
                    }
                  >
                    {place.airportCity} ({place.airportCode})
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {error ? (
          <p role="alert" className="font-medium text-rose-700">
            {t(error === 'destinationRequired' ? 'search.destinationRequired' : 'search.sameAirports')}
          </p>
        ) : null}
        <button type="button" className="button-primary justify-center" onClick={submit}>
          {t('search.continue')}
        </button>
      </div>
    </Drawer>
  );
}

function AirportOption({ airport, onChoose }: { airport: Airport; onChoose: (airport: Airport) => void }) {
  return (
    <button type="button" className="flex w-full items-center gap-3 rounded-xl px-3 py-2 text-left hover:bg-brand-50" onClick={() => onChoose(airport)}>
      <span className="w-12 font-bold text-brand-800">{airport.airportCode}</span>
      <span className="grid">
        <span className="font-medium">
          {airport.airportCity}, {airport.countryName}
        </span>
        <span className="text-sm text-slate-600">{airport.airportName}</span>
      </span>
    </button>
  );
}
