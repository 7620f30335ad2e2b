import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { FILTER_SORT_DELAY_MS } from '@thwa/domain/constants';
import type { HotelFilterOptions } from '@thwa/domain/contracts/hotels';
import { localDigits } from '@thwa/domain/date-format';
import { activeFilterCount, NO_HOTEL_FILTERS, priceRangeParam, type HotelListingControls } from '@thwa/domain/hotels/hotel-listing-query';
import { DEFAULT_HOTEL_SORT } from '@thwa/domain/hotels/hotel-list';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { codeName, counted, type CodeKind } from './hotel-format.ts';
import { useMoney } from './hotel-card.tsx';
import { HOTEL_LISTING_PATH, listingHref } from './hotel-links.ts';

/** A price range's upper end at or above this is "and more": the api's last range has no real ceiling. */
const OPEN_ENDED = 10_000_000;

interface FilterFormProps {
  /** The spec §2 search every submit carries on (the loader's buildHotelSearchQuery). */
  query: string;
  controls: HotelListingControls;
  options: HotelFilterOptions;
  /** A search abroad (spec §3 region international): its places are a city's areas, not Myanmar's townships. */
  abroad?: boolean;
}

/**
 * The spec §3 hotel filters as one GET form: price ranges, star rating, property types, bed types,
 * amenities and townships, each value with how many hotels of the search have it. Without JavaScript
 * "Show hotels" submits it and the server lists the first page again; with it, a change applies by
 * itself after the spec's 500 ms pause (§9) without reloading the page. Within a filter any value will
 * do; across filters all must (hotel-list.ts passesFilters); every amenity chosen must be there.
 */
export function FilterForm({ query, controls, options, abroad = false }: FilterFormProps) {
  const t = useT();
  const { settings } = useRootData();
  const money = useMoney();
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { filters } = controls;
  const search = [...new URLSearchParams(query).entries()];
  const sorted = controls.sort !== DEFAULT_HOTEL_SORT.sort || controls.order !== DEFAULT_HOTEL_SORT.order;
  // Read after the label: "4-star, 16 hotels".
  const hotels = (count: number) => `${settings.lang === 'mm' ? '၊' : ','} ${counted(t, 'hotelListing.filters.hotelCount', count)}`;
  const digits = (count: number) => localDigits(count, settings.lang);
  /** A group of the codes the search's hotels have (hotel types, bed types, amenities), named in the page language. */
  const codeGroup = (name: 'hotelTypes' | 'bedTypes' | 'amenities', kind: CodeKind, legend: string, shown: boolean) => (
    <Group legend={legend} shown={shown}>
      {options[name].map((option) => (
        <Choice
          key={option.code}
          name={name}
          value={option.code}
          checked={filters[name].includes(option.code)}
          label={codeName(t, kind, option.code, option.name) ?? option.name}
          count={digits(option.count)}
          countText={hotels(option.count)}
        />
      ))}
    </Group>
  );

  const priceLabel = (range: { min: number; max: number }) => {
    if (range.min === 0) return t('hotelListing.filters.priceUnder', { max: money(range.max + 1) });
    if (range.max >= OPEN_ENDED) return t('hotelListing.filters.priceOver', { min: money(range.min) });
    return t('hotelListing.filters.priceBetween', { min: money(range.min), max: money(range.max) });
  };

  return (
    <Form
      method="get"
      action={HOTEL_LISTING_PATH}
      preventScrollReset
      className="grid gap-6"
      onChange={(event) => {
        const form = event.currentTarget;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => submit(form, { preventScrollReset: true }), FILTER_SORT_DELAY_MS);
      }}
    >
      {search.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {sorted ? (
        <>
          <input type="hidden" name="sort" value={controls.sort} />
          <input type="hidden" name="order" value={controls.order} />
        </>
      ) : null}

      <Group legend={t('hotelListing.filters.price')} shown={options.priceRanges.length > 0}>
        {options.priceRanges.map((range) => (
          <Choice
            key={priceRangeParam(range)}
            name="priceRanges"
            value={priceRangeParam(range)}
            checked={filters.priceRanges.some((chosen) => priceRangeParam(chosen) === priceRangeParam(range))}
            label={priceLabel(range)}
            count={digits(range.count)}
            countText={hotels(range.count)}
          />
        ))}
      </Group>

      <Group legend={t('hotelListing.filters.stars')} shown={options.starRating.length > 0}>
        {[...options.starRating].reverse().map((option) => (
          <Choice
            key={option.value}
            name="starRating"
            value={String(option.value)}
            checked={filters.starRating.includes(option.value)}
            label={counted(t, 'hotelListing.stars', option.value)}
            count={digits(option.count)}
            countText={hotels(option.count)}
          />
        ))}
      </Group>

      {codeGroup('hotelTypes', 'hotelType', t('hotelListing.filters.hotelTypes'), options.hotelTypes.length > 1)}
      {codeGroup('bedTypes', 'bedType', t('hotelListing.filters.bedTypes'), options.bedTypes.length > 1)}
      {codeGroup('amenities', 'amenity', t('hotelListing.filters.amenities'), options.amenities.length > 0)}

      <Group legend={t(abroad ? 'hotelListing.filters.areas' : 'hotelListing.filters.townships')} shown={options.townships.length > 1}>
        {options.townships.map((option) => (
          <Choice
            key={option.slug}
            name="townships"
            value={option.slug}
            checked={filters.townships.includes(option.slug)}
            label={option.name}
            count={digits(option.count)}
            countText={hotels(option.count)}
          />
        ))}
      </Group>

      <div className="grid gap-2">
        <button type="submit" className="button-primary justify-center">
          {t('hotelListing.filters.apply')}
        </button>
        {activeFilterCount(filters) > 0 ? (
          <Link to={listingHref(query, { filters: NO_HOTEL_FILTERS, sort: controls.sort, order: controls.order })} preventScrollReset className="button-secondary justify-center">
            {t('hotelListing.filters.clear')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function Group({ legend, shown, children }: { legend: string; shown: boolean; children: ReactNode }) {
  if (!shown) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-0.5">{children}</div>
    </fieldset>
  );
}

interface ChoiceProps {
  name: string;
  value: string;
  checked: boolean;
  label: string;
  /** How many hotels have it, in the page's digits, and the same in words for screen readers. */
  count: string;
  countText: string;
}

function Choice({ name, value, checked, label, count, countText }: ChoiceProps) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} className="size-5 shrink-0 accent-brand-700" />
      <span className="grow">
        {label}
        <span className="sr-only">{countText}</span>
      </span>
      <span aria-hidden="true" className="text-sm text-slate-600">
        {count}
      </span>
    </label>
  );
}
