import { FLIGHT_SORTS, type FlightSort } from '@thwa/domain/flights/flight-list';
import { useT } from '../../i18n/use-messages.ts';
import type { MessageKey } from '../../i18n/en.ts';

const SORT_LABELS: Readonly<Record<FlightSort, MessageKey>> = {
  cheapest: 'flights.sort.cheapest',
  fastest: 'flights.sort.fastest',
  earliest: 'flights.sort.earliest',
};

/** Spec §3 flight sorting (cheapest, fastest, earliest) as a segmented control; the current one is pressed. */
export function SortControl({ value, onChange }: { value: FlightSort; onChange: (sort: FlightSort) => void }) {
  const t = useT();
  return (
    <div role="group" aria-label={t('flights.sort.label')} className="segmented bg-white">
      {FLIGHT_SORTS.map((sort) => (
        <button key={sort} type="button" aria-pressed={value === sort} onClick={() => onChange(sort)}>
          {t(SORT_LABELS[sort])}
        </button>
      ))}
    </div>
  );
}
