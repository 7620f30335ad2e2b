import { Link } from 'react-router';
import type { MessageKey } from '../../i18n/en.ts';
import { useT } from '../../i18n/use-messages.ts';
import { usePriceText } from '../../ui/price.tsx';
import type { CrossSellView } from './cross-sell-data.ts';

type Translate = ReturnType<typeof useT>;

function counted(t: Translate, key: 'thankYou.crossSell.hotel.nights' | 'thankYou.crossSell.hotel.count' | 'thankYou.crossSell.insurance.body', count: number, values: Record<string, string> = {}): string {
  return t(`${key}.${count === 1 ? 'one' : 'other'}` as MessageKey, { count, ...values });
}

/**
 * After a booked flight (decision 037): a hotel at the destination for the stay and insurance for the
 * trip, each one link from its prefilled search. Nothing is shown when there is nothing to offer.
 */
export function CrossSellOffers({ offers }: { offers: CrossSellView }) {
  const t = useT();
  const priceText = usePriceText();
  const { hotel, insurance } = offers;
  return (
    <section className="mt-6" aria-labelledby="cross-sell-title" data-testid="cross-sell">
      <h2 id="cross-sell-title" className="text-xl font-semibold">
        {t('thankYou.crossSell.title')}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2" role="list">
        {hotel ? (
          <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5" data-offer="hotel">
            <h3 className="text-lg font-semibold">{t('thankYou.crossSell.hotel.title', { city: hotel.city })}</h3>
            <p className="mt-1 text-slate-800">
              {t('thankYou.crossSell.hotel.dates', { checkIn: hotel.checkIn, checkOut: hotel.checkOut })} · {counted(t, 'thankYou.crossSell.hotel.nights', hotel.nights)}
            </p>
            <p className="mt-1 text-slate-700">
              {counted(t, 'thankYou.crossSell.hotel.count', hotel.hotels)}
              {hotel.lowestNightlyPrice !== null ? <> · {t('thankYou.crossSell.hotel.from', { price: priceText(hotel.lowestNightlyPrice) })}</> : null}
            </p>
            <p className="mt-auto pt-4">
              <Link to={hotel.href} className="button-primary">
                {t('thankYou.crossSell.hotel.link', { city: hotel.city })}
              </Link>
            </p>
          </li>
        ) : null}
        {insurance ? (
          <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5" data-offer="insurance">
            <h3 className="text-lg font-semibold">{t('thankYou.crossSell.insurance.title')}</h3>
            <p className="mt-1 text-slate-800">{counted(t, 'thankYou.crossSell.insurance.body', insurance.people, { startDate: insurance.startDate, endDate: insurance.endDate })}</p>
            <p className="mt-auto pt-4">
              <Link to={insurance.href} className="button-secondary">
                {t('thankYou.crossSell.insurance.link')}
              </Link>
            </p>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
