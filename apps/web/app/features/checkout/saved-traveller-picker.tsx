import { useId } from 'react';
import { useT } from '../../i18n/use-messages.ts';
import type { SavedTravellerOption } from '../travelers/checkout-travellers.server.ts';
import { inputClass } from './field.tsx';
import { travellerFieldName } from './form-values.ts';

/**
 * A signed-in user's saved travellers for one traveller slot (only those of the slot's type on the
 * travel dates), and 'save this traveller' for after the order is placed.
 */
export function SavedTravellerPicker({
  index,
  options,
  picked,
  onPick,
}: {
  index: number;
  options: readonly SavedTravellerOption[];
  picked: string | undefined;
  onPick: (uuid: string | null) => void;
}) {
  const t = useT();
  const id = useId();
  const fitting = options.filter((option) => option.slots.includes(index));
  return (
    <div className="grid gap-2 rounded-xl bg-brand-50 p-3 sm:grid-cols-2 sm:items-end">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t('travelers.picker.label')}
        </label>
        <select id={id} className={inputClass} value={picked ?? ''} disabled={fitting.length === 0} onChange={(event) => onPick(event.target.value || null)} data-saved-picker={index}>
          <option value="">{fitting.length === 0 ? t('travelers.picker.none') : t('travelers.picker.choose')}</option>
          {fitting.map((option) => (
            <option key={option.uuid} value={option.uuid}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <label className="flex min-h-12 items-center gap-2 text-slate-800">
        <input type="checkbox" name={travellerFieldName(index, 'save')} value="1" className="h-5 w-5 accent-brand-700" />
        {t('travelers.picker.save')}
      </label>
    </div>
  );
}
