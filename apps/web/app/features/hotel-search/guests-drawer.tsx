import { useId, useState } from 'react';
import { HOTEL_CHILD_AGES, hotelGuestLimits, withRooms } from '@thwa/domain/hotels/hotel-search-query';
import { localDigits } from '@thwa/domain/date-format';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { Drawer } from '../../ui/drawer.tsx';

/** Rooms and guests as the form holds them: a child's age is null until it is chosen. */
export interface GuestsDraft {
  rooms: number;
  adult: number;
  childAges: Array<number | null>;
}

interface GuestsDrawerProps {
  open: boolean;
  guests: GuestsDraft;
  onChange: (guests: GuestsDraft) => void;
  onClose: () => void;
}

type Count = 'rooms' | 'adult' | 'child';

const COUNTS: ReadonlyArray<{ count: Count; label: MessageKey; hint: MessageKey }> = [
  { count: 'rooms', label: 'hotelSearch.rooms', hint: 'hotelSearch.roomsHint' },
  { count: 'adult', label: 'hotelSearch.adults', hint: 'hotelSearch.adultsHint' },
  { count: 'child', label: 'hotelSearch.children', hint: 'hotelSearch.childrenHint' },
];

/** True when every child has an age: a child without one cannot be roomed or priced. */
export function everyChildHasAge(guests: GuestsDraft): guests is GuestsDraft & { childAges: number[] } {
  return guests.childAges.every((age) => age !== null);
}

/**
 * Rooms, adults and children (spec §3: several rooms, adults over 12, children 2 to 12 each with an
 * age chosen), within the limits of the domain rules: at least one adult in every room, so adding a
 * room adds an adult when there are too few.
 */
export function GuestsDrawer({ open, guests, onChange, onClose }: GuestsDrawerProps) {
  const t = useT();
  // The counter reads in the page's digits, as the summary beside the form does (Myanmar: ၂).
  const { lang } = useRootData().settings;
  const [missingAge, setMissingAge] = useState(false);
  const alertId = useId();
  const limits = hotelGuestLimits(guests.rooms);
  const value: Record<Count, number> = { rooms: guests.rooms, adult: guests.adult, child: guests.childAges.length };

  function change(count: Count, by: 1 | -1) {
    setMissingAge(false);
    if (count === 'rooms') return onChange(withRooms(guests, guests.rooms + by));
    if (count === 'adult') return onChange({ ...guests, adult: guests.adult + by });
    onChange({ ...guests, childAges: by === 1 ? [...guests.childAges, null] : guests.childAges.slice(0, -1) });
  }

  function done() {
    if (!everyChildHasAge(guests)) return setMissingAge(true);
    onClose();
  }

  return (
    <Drawer open={open} onClose={onClose} title={t('hotelSearch.guests')} closeLabel={t('menu.close')}>
      <div className="grid gap-4">
        {COUNTS.map(({ count, label, hint }) => (
          <div key={count} className="flex items-center justify-between gap-3">
            <div>
              <p className="font-medium">{t(label)}</p>
              <p className="text-sm text-slate-600">{t(hint, { max: limits.rooms.max })}</p>
            </div>
            <div className="flex items-center gap-3">
              <button
                type="button"
                className="icon-button border border-brand-200"
                aria-label={t('hotelSearch.decrease', { type: t(label) })}
                disabled={value[count] <= limits[count].min}
                onClick={() => change(count, -1)}
              >
                −
              </button>
              <output className="w-6 text-center text-lg font-semibold" aria-live="polite">
                {localDigits(value[count], lang)}
              </output>
              <button
                type="button"
                className="icon-button border border-brand-200"
                aria-label={t('hotelSearch.increase', { type: t(label) })}
                disabled={value[count] >= limits[count].max}
                onClick={() => change(count, 1)}
              >
                +
              </button>
            </div>
          </div>
        ))}

        {guests.childAges.length > 0 ? (
          <div className="grid grid-cols-2 gap-3">
            {guests.childAges.map((age, index) => (
              <label key={index} className="grid gap-1">
                <span className="text-sm font-medium text-slate-700">{t('hotelSearch.childAge', { number: index + 1 })}</span>
                <select
                  className="min-h-12 rounded-xl border border-slate-300 bg-white px-3"
                  value={age ?? ''}
                  aria-invalid={missingAge && age === null ? true : undefined}
                  aria-describedby={missingAge && age === null ? alertId : undefined}
                  onChange={(event) => {
                    setMissingAge(false);
                    const chosen = event.target.value === '' ? null : Number(event.target.value);
                    onChange({ ...guests, childAges: guests.childAges.map((old, at) => (at === index ? chosen : old)) });
                  }}
                >
                  <option value="">{t('hotelSearch.chooseAge')}</option>
                  {HOTEL_CHILD_AGES.map((years) => (
                    <option key={years} value={years}>
                      {t('hotelSearch.years', { age: years })}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        ) : null}

        {missingAge ? (
          <p id={alertId} role="alert" className="font-medium text-rose-700">
            {t('hotelSearch.childAgeRequired')}
          </p>
        ) : null}
        <button type="button" className="button-primary justify-center" onClick={done}>
          {t('hotelSearch.done')}
        </button>
      </div>
    </Drawer>
  );
}
