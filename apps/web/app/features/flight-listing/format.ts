import { localDigits } from '@thwa/domain/date-format';
import type { Language } from '@thwa/domain/settings';
import type { PartyCounts, StopBucket } from '@thwa/domain/flights/flight-list';
import type { FareConditions } from '@thwa/domain/contracts/flights';
import type { MessageKey } from '../../i18n/en.ts';
import type { useT } from '../../i18n/use-messages.ts';

type Translate = ReturnType<typeof useT>;

// Digits as the page language writes them (design §5: Myanmar digits in Myanmar): one rule, the domain's.
export { localDigits } from '@thwa/domain/date-format';

/** Spec §5/§9 stop bucket labels: 'Non-stop' (1), '1 stop' (2), '2+ stops' (3). */
export const STOP_LABELS: Readonly<Record<StopBucket, MessageKey>> = {
  1: 'flights.stops.nonStop',
  2: 'flights.stops.one',
  3: 'flights.stops.twoPlus',
};

/** Seats left at or below this count are worth telling: the fare may go soon. */
export const LOW_SEATS = 5;

/** "2 adults, 1 child" in the page language, with its digits; travellers of no count are left out. */
export function travellersText(party: PartyCounts, t: Translate, lang: Language): string {
  const parts: string[] = [];
  const add = (count: number, one: MessageKey, other: MessageKey) => {
    if (count > 0) parts.push(t(count === 1 ? one : other, { count: localDigits(count, lang) }));
  };
  add(party.adult, 'flights.travellers.adult.one', 'flights.travellers.adult.other');
  add(party.child, 'flights.travellers.child.one', 'flights.travellers.child.other');
  add(party.infant, 'flights.travellers.infant.one', 'flights.travellers.infant.other');
  return parts.join(lang === 'mm' ? '၊ ' : ', ');
}

/** The fare conditions as the card names them: checked bag, cabin bag, refund, changes. */
export function fareConditionTexts(conditions: FareConditions, t: Translate, lang: Language): string[] {
  return [
    conditions.checkedBaggageKg > 0 ? t('flights.baggage.checked', { kg: localDigits(conditions.checkedBaggageKg, lang) }) : t('flights.baggage.noChecked'),
    t('flights.baggage.cabin', { kg: localDigits(conditions.cabinBaggageKg, lang) }),
    t(conditions.refundable ? 'flights.fare.refundable' : 'flights.fare.nonRefundable'),
    t(conditions.changeable ? 'flights.fare.changeable' : 'flights.fare.noChanges'),
  ];
}
