import type { CabinClass } from '@thwa/domain/contracts/flights';
import { travellerLimits } from '@thwa/domain/flights/flight-search';
import type { TravellerCounts } from '@thwa/domain/settings';
import { localDigits } from '@thwa/domain/date-format';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { Drawer } from '../../ui/drawer.tsx';

interface TravellersDrawerProps {
  open: boolean;
  counts: TravellerCounts;
  cabin: CabinClass;
  onChange: (counts: TravellerCounts, cabin: CabinClass) => void;
  onClose: () => void;
}

const TYPES: ReadonlyArray<{ type: keyof TravellerCounts; label: MessageKey; hint: MessageKey }> = [
  { type: 'adult', label: 'search.adult', hint: 'search.adultHint' },
  { type: 'child', label: 'search.child', hint: 'search.childHint' },
  { type: 'infant', label: 'search.infant', hint: 'search.infantHint' },
];

/** Adults, children and infants with the limits of the domain rules, and the cabin class. */
export function TravellersDrawer({ open, counts, cabin, onChange, onClose }: TravellersDrawerProps) {
  const t = useT();
  // The counter reads in the page's digits, as the summary beside the form does (Myanmar: ၂).
  const { lang } = useRootData().settings;
  const limits = travellerLimits(counts);
  return (
    <Drawer open={open} onClose={onClose} title={t('search.travellers')} closeLabel={t('menu.close')}>
      <div className="grid gap-4">
        {TYPES.map(({ type, label, hint }) => (
          <div key={type} className="flex items-center justify-between gap-3">
            <div>
              <p className="font-medium">{t(label)}</p>
              <p className="text-sm text-slate-600">{t(hint)}</p>
            </div>
            <div className="flex items-center gap-3">
              <button
                type="button"
                className="icon-button border border-brand-200"
                aria-label={t('search.decrease', { type: t(label) })}
                disabled={counts[type] <= limits[type].min}
                onClick={() => onChange({ ...counts, [type]: counts[type] - 1 }, cabin)}
              >
                −
              </button>
              <output className="w-6 text-center text-lg font-semibold" aria-live="polite">
                {localDigits(counts[type], lang)}
              </output>
              <button
                type="button"
                className="icon-button border border-brand-200"
                aria-label={t('search.increase', { type: t(label) })}
                disabled={counts[type] >= limits[type].max}
                onClick={() => onChange({ ...counts, [type]: counts[type] + 1 }, cabin)}
              >
                +
              </button>
            </div>
          </div>
        ))}
        <p className="text-sm text-slate-600">{t('search.limits')}</p>
        <fieldset className="grid gap-2">
          <legend className="menu-heading">{t('search.cabin')}</legend>
          {(['economy', 'business'] as const).map((option) => (
            <button key={option} type="button" className="choice" aria-pressed={cabin === option} onClick={() => onChange(counts, option)}>
              {t(option === 'economy' ? 'search.economy' : 'search.business')}
            </button>
          ))}
        </fieldset>
        <button type="button" className="button-primary justify-center" onClick={onClose}>
          {t('search.done')}
        </button>
      </div>
    </Drawer>
  );
}
