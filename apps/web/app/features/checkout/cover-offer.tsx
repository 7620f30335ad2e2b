import { useEffect, useRef, useState } from 'react';
import { GUARDIAN_MIN_AGE } from '@thwa/domain/insurance/travel-cover';
import { formatMoney } from '@thwa/domain/money';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { localDigits } from '../flight-listing/format.ts';
import type { ContactFormData } from './checkout-data.ts';

type Cover = NonNullable<ContactFormData['cover']>;

/** The premium of the travellers `covered` names: what the breakdown's insurance line shows. */
export function premiumOf(cover: Cover, covered: ReadonlySet<string>): number {
  return cover.people.filter((person) => covered.has(person.uuid)).reduce((sum, person) => sum + person.premium, 0);
}

/**
 * The travel insurance offered at the contact step (spec §3, decision 025): one box adds cover, and
 * each traveller is covered or not by their own box, with their premium. Before the page hydrates
 * (or without JavaScript) every box is on the page and the form posts what is ticked; after, the
 * travellers' boxes show once cover is ticked. `onChange` tells the page the premium now ticked (0
 * for none), for its price breakdown.
 */
export function CoverOffer({ cover, initiallyTicked, onChange }: { cover: Cover; initiallyTicked: boolean; onChange: (premium: number) => void }) {
  const t = useT();
  const { settings } = useRootData();
  const hydrated = useHydrated();
  const [ticked, setTicked] = useState(initiallyTicked);
  const [covered, setCovered] = useState<ReadonlySet<string>>(() => new Set(cover.people.map((person) => person.uuid)));
  const money = (amount: number) => formatMoney({ amount, currency: 'MMK' }, { lang: settings.lang });
  const count = covered.size;
  const premium = premiumOf(cover, covered);
  const guardianMissing = ticked && count > 0 && !cover.people.some((person) => covered.has(person.uuid) && person.age >= GUARDIAN_MIN_AGE);

  // A tap before the page hydrated ticked the boxes natively: take what the page shows as the state.
  const offerBox = useRef<HTMLInputElement>(null);
  const peopleBoxes = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const shown = new Set([...(peopleBoxes.current?.querySelectorAll<HTMLInputElement>('input[name="insured"]:checked') ?? [])].map((box) => box.value));
    const on = offerBox.current?.checked ?? ticked;
    if (peopleBoxes.current && shown.size !== covered.size) setCovered(shown);
    if (on !== ticked) setTicked(on);
    onChange(on ? premiumOf(cover, peopleBoxes.current ? shown : covered) : 0);
    // Once, on hydration: afterwards React owns the boxes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const tick = (on: boolean) => {
    setTicked(on);
    onChange(on ? premium : 0);
  };
  const choose = (uuid: string, on: boolean) => {
    const next = new Set(covered);
    if (on) next.add(uuid);
    else next.delete(uuid);
    setCovered(next);
    if (ticked) onChange(premiumOf(cover, next));
  };

  return (
    <fieldset className="grid gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <legend className="px-1 font-semibold text-brand-900">{t('checkout.cover.title')}</legend>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          ref={offerBox}
          name="insurance"
          value="1"
          className="mt-1 h-5 w-5 shrink-0"
          checked={ticked}
          onChange={(event) => tick(event.target.checked)}
          aria-describedby="cover-detail"
        />
        <span>
          {t(count === 1 ? 'checkout.cover.offerOne' : 'checkout.cover.offer', {
            count: localDigits(count, settings.lang),
            days: localDigits(cover.days, settings.lang),
            amount: money(premium),
          })}
        </span>
      </label>
      {ticked || !hydrated ? (
        <fieldset ref={peopleBoxes} className="ml-8 grid gap-1">
          <legend className="text-sm font-medium text-slate-800">{t('checkout.cover.who')}</legend>
          {/* Says the travellers' boxes were on the form: none ticked then means nobody, not everybody. */}
          <input type="hidden" name="coverChoice" value="1" />
          {cover.people.map((person) => (
            <label key={person.uuid} className="flex min-h-11 items-center gap-3 text-sm">
              <input type="checkbox" name="insured" value={person.uuid} className="h-5 w-5 shrink-0" checked={covered.has(person.uuid)} onChange={(event) => choose(person.uuid, event.target.checked)} />
              <span>{t('checkout.cover.person', { name: person.name, age: localDigits(person.age, settings.lang), amount: money(person.premium) })}</span>
            </label>
          ))}
          {guardianMissing ? (
            <p role="alert" className="text-sm font-medium text-red-800">
              {t('checkout.cover.guardian')}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <p id="cover-detail" className="text-sm text-slate-700">
        {t('checkout.cover.detail', { hospital: money(cover.hospital), death: money(cover.death), liability: money(cover.liability) })}
      </p>
    </fieldset>
  );
}
