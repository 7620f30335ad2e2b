import { useEffect, useId, useRef, useState } from 'react';
import type { HotelLocation } from '@thwa/domain/contracts/hotels';
import { AUTOCOMPLETE_MIN_CHARS } from '@thwa/domain/constants';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { Drawer } from '../../ui/drawer.tsx';
import { useLocationSearch } from './use-location-search.ts';

interface DestinationDrawerProps {
  open: boolean;
  /** The text the field starts with when the drawer opens (what a visitor typed before). */
  initialText: string;
  /** Recent locations, oldest first (spec §4). */
  recent: readonly HotelLocation[];
  onClose: () => void;
  /** A location was chosen; `typed` is the text that found it ('' for a recent one). */
  onChoose: (location: HotelLocation, typed: string) => void;
}

const KIND_LABEL: Record<HotelLocation['kind'], MessageKey> = {
  city: 'hotelSearch.kind.city',
  township: 'hotelSearch.kind.township',
  hotel: 'hotelSearch.kind.hotel',
};

/**
 * Where the stay is (spec §3 departure location): type a city, township or hotel, in English or
 * Myanmar (Zawgyi too), and pick one of the places found; below the field, before typing, the
 * recent locations. The field is an ARIA combobox: arrow keys move through the places, Enter picks.
 */
export function DestinationDrawer({ open, initialText, recent, onClose, onChoose }: DestinationDrawerProps) {
  const t = useT();
  const { settings } = useRootData();
  const [text, setText] = useState(initialText);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const search = useLocationSearch(text, settings.lang);
  const places = search.items;

  // Each opening starts from the text the form holds.
  useEffect(() => {
    if (!open) return;
    setText(initialText);
    setActive(-1);
    input.current?.focus();
  }, [open, initialText]);

  function choose(location: HotelLocation) {
    onChoose(location, text);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (places.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + places.length) % places.length);
    } else if (event.key === 'Enter' && places[active]) {
      event.preventDefault();
      choose(places[active]);
    }
  }

  const optionId = (index: number) => `${listId}-${index}`;
  const detail = (location: HotelLocation) =>
    t('hotelSearch.placeDetail', {
      kind: t(KIND_LABEL[location.kind]),
      place: location.kind === 'city' ? location.country : [location.kind === 'hotel' ? location.township : null, location.city].filter(Boolean).join(', '),
    });
  const short = text.trim().length < AUTOCOMPLETE_MIN_CHARS;

  return (
    <Drawer open={open} onClose={onClose} title={t('hotelSearch.drawerTitle')} closeLabel={t('menu.close')}>
      <div className="grid gap-3">
        <label className="grid gap-1">
          <span className="text-sm font-medium text-slate-700">{t('hotelSearch.destinationPlaceholder')}</span>
          <input
            ref={input}
            type="text"
            role="combobox"
            aria-expanded={places.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={places[active] ? optionId(active) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            className="min-h-12 rounded-xl border border-slate-300 px-3 text-base"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
        </label>
        <p className="text-sm text-slate-600">{t('hotelSearch.typeToSearch')}</p>
        <div aria-live="polite" className="text-sm">
          {search.status === 'loading' ? t('hotelSearch.searching') : null}
          {search.status === 'success' && places.length > 0 ? <span className="sr-only">{t('hotelSearch.found', { count: places.length })}</span> : null}
          {search.status === 'success' && places.length === 0 ? <p className="text-rose-700">{t('hotelSearch.notFound')}</p> : null}
          {search.status === 'failed' ? <p className="text-rose-700">{t('error.body')}</p> : null}
        </div>

        <ul id={listId} role="listbox" aria-label={t('hotelSearch.places')} className="grid gap-1">
          {places.map((location, index) => (
            <li
              key={`${location.kind}-${location.id}-${location.township_slug ?? ''}-${location.hotel_slug ?? ''}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`grid cursor-pointer rounded-xl px-3 py-2 hover:bg-brand-50 ${index === active ? 'bg-brand-50 ring-2 ring-brand-700' : ''}`}
              onClick={() => choose(location)}
            >
              <span className="font-medium">{location.name}</span>{' '}
              <span className="text-sm text-slate-600">{detail(location)}</span>
            </li>
          ))}
        </ul>

        {short && recent.length > 0 ? (
          <section aria-labelledby={`${listId}-recent`}>
            <h3 id={`${listId}-recent`} className="menu-heading">
              {t('hotelSearch.recent')}
            </h3>
            <ul className="grid gap-1">
              {[...recent].reverse().map((location) => (
                <li key={location.name}>
                  <button type="button" className="grid w-full rounded-xl px-3 py-2 text-left hover:bg-brand-50" onClick={() => onChoose(location, '')}>
                    <span className="font-medium">{location.name}</span>{' '}
                    <span className="text-sm text-slate-600">{detail(location)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Drawer>
  );
}
