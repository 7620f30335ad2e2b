import { useEffect, useRef, useState } from 'react';
import type { Language } from '@thwa/domain/settings';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import type { NrcOptions, Township } from './checkout-data.ts';
import { describedBy, FieldError, inputClass } from './field.tsx';
import { travellerFieldName, type TravellerText } from './form-values.ts';

/** Township lists already fetched in this tab, per language and division: each is asked for once. */
const fetched = new Map<string, Promise<Township[]>>();

function loadTownships(division: string, lang: Language): Promise<Township[]> {
  const key = `${lang}:${division}`;
  let list = fetched.get(key);
  if (!list) {
    const query = new URLSearchParams({ division, language: lang });
    // Plain fetch, not the api client: this page's script must stay within the first-view budget.
    list = fetch(`/api/nrc/townships?${query.toString()}`, { headers: { accept: 'application/json', 'x-language': lang } })
      .then((response) => (response.ok ? (response.json() as Promise<{ code: number; data: Township[] }>) : null))
      .then((body) => {
        if (body?.code !== 200) throw new Error('townships not available');
        return body.data;
      });
    fetched.set(key, list);
    // A failure is not remembered: the next choice asks again.
    list.catch(() => fetched.delete(key));
  }
  return list;
}

type TownshipState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; list: Township[] };

interface NrcFieldsProps {
  index: number;
  idPrefix: string;
  values: TravellerText;
  /** Townships of the division in `values`, rendered by the server. */
  initialTownships: Township[] | undefined;
  prefixError: string | null;
  numberError: string | null;
  /** Divisions and NRC types, worded by the server (the NRC tables stay out of the page's script). */
  nrc: NrcOptions;
}

/**
 * The NRC number (spec §3 divisionCode, townshipCode, NRC type, number) as four pickers: the
 * townships follow the chosen state or region (fetched in the browser; without JavaScript the
 * server renders those of the division already chosen).
 */
export function NrcFields({ index, idPrefix, values, initialTownships, prefixError, numberError, nrc }: NrcFieldsProps) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const [division, setDivision] = useState(values.divisionCode);
  const [townships, setTownships] = useState<TownshipState>(
    initialTownships && initialTownships.length > 0 ? { status: 'ready', list: initialTownships } : { status: 'idle' },
  );
  const township = useRef<HTMLSelectElement>(null);
  // The township to show once its division's list is in (a saved traveller picked, or a form sent
  // back): a select cannot keep a default value it has no option for while the list is fetched.
  const wantedTownship = useRef(values.townshipCode);
  // The server's list serves the first render; any later choice of division asks the api.
  const served = useRef<string | null>(initialTownships && initialTownships.length > 0 ? values.divisionCode : null);
  const ids = {
    division: `${idPrefix}-division`,
    township: `${idPrefix}-township`,
    type: `${idPrefix}-nrc-type`,
    number: `${idPrefix}-nrc-number`,
    prefix: `${idPrefix}-nrc-prefix`,
  };

  useEffect(() => {
    if (division === '') {
      setTownships({ status: 'idle' });
      return;
    }
    if (served.current === division) {
      served.current = null;
      return;
    }
    served.current = null;
    let current = true;
    setTownships({ status: 'loading' });
    loadTownships(division, lang).then(
      (list) => current && setTownships({ status: 'ready', list }),
      () => current && setTownships({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [division, lang]);

  useEffect(() => {
    if (townships.status !== 'ready' || !township.current || wantedTownship.current === '') return;
    if (townships.list.some((item) => item.code === wantedTownship.current)) township.current.value = wantedTownship.current;
    wantedTownship.current = '';
  }, [townships]);

  const prefixDescribed = describedBy(ids.prefix, { error: prefixError });
  const prefixAria = { 'aria-invalid': prefixDescribed['aria-invalid'], 'aria-describedby': prefixDescribed['aria-describedby'] };
  const townshipList = townships.status === 'ready' ? townships.list : [];
  const townshipNote =
    townships.status === 'loading'
      ? t('checkout.field.townshipsLoading')
      : townships.status === 'failed'
        ? t('checkout.field.townshipsFailed')
        : division === ''
          ? t('checkout.field.chooseDivisionFirst')
          : null;

  return (
    <fieldset className="grid gap-3 sm:col-span-2" aria-describedby={`${idPrefix}-nrc-hint`}>
      <legend className="text-sm font-medium text-slate-800">{t('checkout.field.nrc')}</legend>
      <p id={`${idPrefix}-nrc-hint`} className="text-sm text-slate-600">
        {t('checkout.field.nrcHint')}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="grid content-start gap-1">
          <label htmlFor={ids.division} className="text-sm text-slate-700">
            {t('checkout.field.division')}
          </label>
          <select
            id={ids.division}
            name={travellerFieldName(index, 'divisionCode')}
            className={inputClass}
            defaultValue={values.divisionCode}
            onChange={(event) => {
              setDivision(event.target.value);
              wantedTownship.current = '';
              if (township.current) township.current.value = '';
            }}
            {...prefixAria}
          >
            <option value="">{t('checkout.field.choose')}</option>
            {nrc.divisions.map((item) => (
              <option key={item.code} value={String(item.code)}>
                {item.label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid content-start gap-1">
          <label htmlFor={ids.township} className="text-sm text-slate-700">
            {t('checkout.field.township')}
          </label>
          <select
            ref={township}
            id={ids.township}
            name={travellerFieldName(index, 'townshipCode')}
            className={inputClass}
            defaultValue={values.townshipCode}
            {...prefixAria}
          >
            <option value="">{townshipNote ?? t('checkout.field.choose')}</option>
            {townshipList.map((item) => (
              <option key={item.code} value={item.code}>
                {lang === 'mm' ? `${item.mm} (${item.mmName})` : `${item.code} (${item.en})`}
              </option>
            ))}
          </select>
        </div>
        <div className="grid content-start gap-1">
          <label htmlFor={ids.type} className="text-sm text-slate-700">
            {t('checkout.field.nrcType')}
          </label>
          <select id={ids.type} name={travellerFieldName(index, 'nrcType')} className={inputClass} defaultValue={values.nrcType || 'N'} {...prefixAria}>
            {nrc.types.map((item) => (
              <option key={item.code} value={item.code}>
                {item.label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid content-start gap-1">
          <label htmlFor={ids.number} className="text-sm text-slate-700">
            {t('checkout.field.nrcNumber')}
          </label>
          <input
            name={travellerFieldName(index, 'nrcNumber')}
            className={inputClass}
            defaultValue={values.nrcNumber}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            {...describedBy(ids.number, { error: numberError })}
          />
        </div>
      </div>
      <FieldError id={ids.prefix} error={prefixError} />
      <FieldError id={ids.number} error={numberError} />
    </fieldset>
  );
}
