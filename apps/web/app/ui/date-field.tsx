import { formatCalendarDate } from '@thwa/domain/date-format';
import { isIsoDate } from '@thwa/domain/dates';
import { useRootData } from '../i18n/use-messages.ts';

interface DateFieldProps {
  label: string;
  name: string;
  min: string;
  max: string;
  value: string;
  onChange: (date: string) => void;
  /** The field is wrong; `describedBy` names the message that says why. */
  invalid?: boolean;
  describedBy?: string | undefined;
}

/** A search form's date: the browser's own date field, with the day written out in Myanmar in the Myanmar UI. */
export function DateField({ label, name, min, max, value, onChange, invalid = false, describedBy }: DateFieldProps) {
  const { settings } = useRootData();
  return (
    <label className="grid gap-1">
      <span className="text-sm font-medium text-slate-700">{label}</span>
      {/* The browser writes a date field in its own locale (Latin digits, English months); the Myanmar UI
          also writes the chosen day in Myanmar. Screen readers get the field's own value. */}
      {settings.lang === 'mm' && isIsoDate(value) ? (
        <span className="text-sm text-slate-800" aria-hidden="true" data-date-text>
          {formatCalendarDate(value, 'mm', { weekday: true })}
        </span>
      ) : null}
      <input
        type="date"
        name={name}
        required
        min={min}
        max={max}
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? describedBy : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-12 rounded-xl border border-slate-300 px-3"
      />
    </label>
  );
}
