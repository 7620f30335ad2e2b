import { Form } from 'react-router';
import { BUS_CITIES } from '@thwa/domain/bus/bus-cities';
import { formatCalendarDate, localDigits } from '@thwa/domain/date-format';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { describedBy, Field, inputClass } from '../checkout/field.tsx';
import { MAX_BUS_SEATS, type BusQueryErrors, type BusQueryText } from './bus-query.ts';
import type { MessageKey } from '../../i18n/en.ts';

const ERROR_KEYS = { city: 'bus.errors.city', sameCity: 'bus.errors.sameCity', date: 'bus.errors.date', passengers: 'bus.errors.passengers' } as const satisfies Record<string, MessageKey>;

/**
 * The bus search (issue 21): from, to, date, passengers and the fare's nationality, as a plain GET
 * form to /bus/search, so it works before and without JavaScript. The cities are suggested from the
 * network's list (a datalist of matchBusCities' cities, no call); the results resolve what was typed.
 */
export function BusSearchForm({ text, errors = {}, dates, compact = false }: { text: BusQueryText; errors?: BusQueryErrors; dates: { min: string; max: string }; compact?: boolean }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const errorOf = (field: keyof BusQueryErrors): string | null => {
    const code = errors[field];
    return code ? t(ERROR_KEYS[code], { last: formatCalendarDate(dates.max, lang), max: localDigits(MAX_BUS_SEATS, lang) }) : null;
  };
  const cityName = (city: (typeof BUS_CITIES)[number]) => (lang === 'mm' ? city.nameMy : city.nameEn);
  const shownCity = (value: string) => {
    const city = BUS_CITIES.find((one) => one.code === value.toUpperCase());
    return city ? cityName(city) : value;
  };
  return (
    <Form method="get" action="/bus/search" className={`card grid gap-4 ${compact ? '' : 'sm:grid-cols-2'}`} aria-label={t('bus.search')} data-testid="bus-search-form">
      <datalist id="bus-cities">
        {BUS_CITIES.map((city) => (
          <option key={city.code} value={cityName(city)}>
            {lang === 'mm' ? city.regionMy : city.regionEn}
          </option>
        ))}
      </datalist>
      {(['from', 'to'] as const).map((field) => (
        <Field key={field} id={`bus-${field}`} label={t(field === 'from' ? 'bus.from' : 'bus.to')} hint={t('bus.cityHint')} error={errorOf(field)}>
          <input
            name={field}
            list="bus-cities"
            className={inputClass}
            defaultValue={shownCity(text[field])}
            autoComplete="off"
            required
            maxLength={60}
            {...describedBy(`bus-${field}`, { hint: true, error: errorOf(field) })}
          />
        </Field>
      ))}
      <Field id="bus-date" label={t('bus.date')} error={errorOf('date')}>
        <input type="date" name="date" className={inputClass} defaultValue={text.date} min={dates.min} max={dates.max} required {...describedBy('bus-date', { error: errorOf('date') })} />
      </Field>
      <Field id="bus-passengers" label={t('bus.passengers')} error={errorOf('passengers')}>
        <select name="passengers" className={inputClass} defaultValue={text.passengers} {...describedBy('bus-passengers', { error: errorOf('passengers') })}>
          {Array.from({ length: MAX_BUS_SEATS }, (_, index) => (
            <option key={index} value={String(index + 1)}>
              {localDigits(index + 1, lang)}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className={`grid gap-1 ${compact ? '' : 'sm:col-span-2'}`}>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('bus.nationality')}</legend>
        <div className="flex flex-wrap gap-3">
          {(['local', 'foreign'] as const).map((nationality) => (
            <label key={nationality} className="choice min-h-12 flex-1 gap-2">
              <input type="radio" name="nationality" value={nationality} defaultChecked={text.nationality === nationality} className="h-5 w-5 accent-brand-700" />
              {t(nationality === 'local' ? 'bus.nationality.local' : 'bus.nationality.foreign')}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={`button-primary justify-center text-lg ${compact ? '' : 'sm:col-span-2'}`}>
        {t('bus.search')}
      </button>
    </Form>
  );
}
