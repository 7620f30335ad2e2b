import { useId } from 'react';
import { clockFromMinutes } from '@thwa/domain/duration';
import { formatMoney } from '@thwa/domain/money';
import { openFilters, type FlightFilterRanges, type FlightFilterSelection, type NumberRange } from '@thwa/domain/flights/flight-list';
import type { CabinClass } from '@thwa/domain/contracts/flights';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { displayedPrice } from '../../ui/price.tsx';
import { AirlineMark } from './airline-mark.tsx';
import { STOP_LABELS, localDigits } from './format.ts';

export type SelectionChange = (change: (current: FlightFilterSelection) => FlightFilterSelection) => void;

/** Departure-time sliders move in quarter hours. */
const TIME_STEP = 15;

const CLASS_LABELS: Readonly<Record<CabinClass, MessageKey>> = {
  economy: 'flights.class.economy',
  business: 'flights.class.business',
};

/** A slider step of about a fiftieth of the range, rounded down to 1, 10, 100, 1000… kyat. */
export function priceStep(range: NumberRange): number {
  const span = range.max - range.min;
  return span <= 50 ? 1 : 10 ** Math.floor(Math.log10(span / 50));
}

/** Slider ends on whole steps that still contain the whole range, so no flight falls outside them. */
function sliderBounds(range: NumberRange, step: number): NumberRange {
  return { min: Math.floor(range.min / step) * step, max: Math.ceil(range.max / step) * step };
}

/**
 * How many filter groups narrow the list: the number on the "Filter" button. A group counts when
 * its selection hides something the fully open filters (spec §4) would show.
 */
export function activeFilterCount(selection: FlightFilterSelection, ranges: FlightFilterRanges): number {
  const narrowed = (chosen: NumberRange, full: NumberRange) => chosen.min > full.min || chosen.max < full.max;
  // The class starts at the searched cabin (openFilters): it narrows only when it hides a cabin the
  // list has that the open selection shows.
  const openClass = openFilters(ranges).class;
  return [
    selection.stop !== '',
    selection.class !== '' && selection.class !== openClass,
    ranges.airlines.some((airline) => !selection.airlines.includes(airline.code)),
    narrowed(selection.prices, ranges.prices),
    narrowed(selection.times, ranges.times),
    ranges.offline && !selection.offline,
  ].filter(Boolean).length;
}

interface FilterPanelProps {
  ranges: FlightFilterRanges;
  selection: FlightFilterSelection;
  onChange: SelectionChange;
  onReset: () => void;
}

/**
 * The flight filters of spec §3/§5. It only edits the selection; which flights pass is decided by
 * the domain rules (applyFilters). A group that could change nothing (one class only, no
 * waitlisted flight, one price) is left out rather than offered.
 */
export function FilterPanel({ ranges, selection, onChange, onReset }: FilterPanelProps) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const name = useId();
  const money = (mmk: number) => formatMoney(displayedPrice(mmk, settings), { lang });
  const clock = (minutes: number) => localDigits(clockFromMinutes(minutes), lang);
  const legend = 'mb-2 text-sm font-semibold text-slate-900';

  return (
    <div className="grid gap-6">
      {ranges.stops.length > 0 ? (
        <fieldset>
          <legend className={legend}>{t('flights.filter.stops')}</legend>
          <div className="grid gap-1">
            <Radio name={`${name}-stop`} checked={selection.stop === ''} onSelect={() => onChange((s) => ({ ...s, stop: '' }))}>
              {t('flights.filter.anyStops')}
            </Radio>
            {ranges.stops.map((bucket) => (
              <Radio
                key={bucket.value}
                name={`${name}-stop`}
                checked={selection.stop === bucket.value}
                onSelect={() => onChange((s) => ({ ...s, stop: bucket.value }))}
              >
                {t(STOP_LABELS[bucket.value])}
              </Radio>
            ))}
          </div>
        </fieldset>
      ) : null}

      {ranges.airlines.length > 0 ? (
        <fieldset>
          <legend className={legend}>{t('flights.filter.airlines')}</legend>
          <div className="grid gap-1">
            {ranges.airlines.map((airline) => (
              <label key={airline.code} className="flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-brand-700"
                  checked={selection.airlines.includes(airline.code)}
                  onChange={(event) => {
                    const keep = event.target.checked;
                    onChange((s) => ({
                      ...s,
                      airlines: keep
                        ? ranges.airlines.map((a) => a.code).filter((code) => code === airline.code || s.airlines.includes(code))
                        : s.airlines.filter((code) => code !== airline.code),
                    }));
                  }}
                />
                <AirlineMark code={airline.code} logo={airline.logo} size={28} />
                <span>{airline.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {ranges.prices.max > ranges.prices.min ? (
        <RangeFilter
          legend={t('flights.filter.price')}
          range={ranges.prices}
          value={selection.prices}
          step={priceStep(ranges.prices)}
          format={money}
          minLabel={t('flights.filter.priceMin')}
          maxLabel={t('flights.filter.priceMax')}
          onChange={(prices) => onChange((s) => ({ ...s, prices: prices(s.prices) }))}
        />
      ) : null}

      {ranges.times.max > ranges.times.min ? (
        <RangeFilter
          legend={t('flights.filter.time')}
          range={ranges.times}
          value={selection.times}
          step={TIME_STEP}
          format={clock}
          minLabel={t('flights.filter.timeMin')}
          maxLabel={t('flights.filter.timeMax')}
          onChange={(times) => onChange((s) => ({ ...s, times: times(s.times) }))}
        />
      ) : null}

      {ranges.classes.length > 1 ? (
        <fieldset>
          <legend className={legend}>{t('flights.filter.class')}</legend>
          <div className="grid gap-1">
            <Radio name={`${name}-class`} checked={selection.class === ''} onSelect={() => onChange((s) => ({ ...s, class: '' }))}>
              {t('flights.filter.anyClass')}
            </Radio>
            {ranges.classes.map((cabin) => (
              <Radio key={cabin} name={`${name}-class`} checked={selection.class === cabin} onSelect={() => onChange((s) => ({ ...s, class: cabin }))}>
                {t(CLASS_LABELS[cabin])}
              </Radio>
            ))}
          </div>
        </fieldset>
      ) : null}

      {ranges.offline ? (
        <label className="flex min-h-11 cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-brand-700"
            checked={selection.offline}
            onChange={(event) => {
              const offline = event.target.checked;
              onChange((s) => ({ ...s, offline }));
            }}
          />
          <span>
            <span className="block font-medium">{t('flights.filter.offline')}</span>
            <span className="block text-sm text-slate-600">{t('flights.filter.offlineHint')}</span>
          </span>
        </label>
      ) : null}

      <button type="button" className="button-secondary justify-center" onClick={onReset}>
        {t('flights.filter.reset')}
      </button>
    </div>
  );
}

function Radio({ name, checked, onSelect, children }: { name: string; checked: boolean; onSelect: () => void; children: React.ReactNode }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3">
      <input type="radio" name={name} className="size-5 shrink-0 accent-brand-700" checked={checked} onChange={onSelect} />
      <span>{children}</span>
    </label>
  );
}

interface RangeFilterProps {
  legend: string;
  range: NumberRange;
  value: NumberRange;
  step: number;
  format: (value: number) => string;
  minLabel: string;
  maxLabel: string;
  onChange: (change: (current: NumberRange) => NumberRange) => void;
}

/** Two sliders, from and to; each stops at the other, so the range never turns inside out. */
function RangeFilter({ legend, range, value, step, format, minLabel, maxLabel, onChange }: RangeFilterProps) {
  const bounds = sliderBounds(range, step);
  // Shown on the slider's own steps; a value at or past an end is the end itself.
  const low = Math.max(bounds.min, Math.floor(value.min / step) * step);
  const high = Math.min(bounds.max, Math.ceil(value.max / step) * step);
  const slider = (label: string, shown: number, change: (next: number) => void) => (
    <label className="block text-sm text-slate-600">
      {label}
      <input
        type="range"
        className="min-h-11 w-full accent-brand-700"
        min={bounds.min}
        max={bounds.max}
        step={step}
        value={shown}
        aria-valuetext={format(Math.min(Math.max(shown, range.min), range.max))}
        onChange={(event) => change(Number(event.target.value))}
      />
    </label>
  );
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <p className="text-sm text-slate-700" aria-hidden="true">
        {format(Math.max(low, range.min))} – {format(Math.min(high, range.max))}
      </p>
      {slider(minLabel, low, (next) => onChange((current) => ({ ...current, min: Math.min(next, current.max) })))}
      {slider(maxLabel, high, (next) => onChange((current) => ({ ...current, max: Math.max(next, current.min) })))}
    </fieldset>
  );
}
