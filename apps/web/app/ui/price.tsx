import { convertMmk, formatMoney, mmkPerUsd, type Money } from '@thwa/domain/money';
import type { AppSettings } from '@thwa/domain/settings';
import { useRootData } from '../i18n/use-messages.ts';

/**
 * What a price in kyat reads as for these settings: in USD at the current rate when USD is chosen
 * and a rate is known, otherwise in MMK (we always charge in MMK).
 */
export function displayedPrice(amountMmk: number, settings: Pick<AppSettings, 'currency' | 'exchangeRateUSDtoMMK' | 'exchangeRateMMKtoUSD'>): Money {
  if (settings.currency === 'USD') {
    const cents = convertMmk(amountMmk, mmkPerUsd(settings));
    if (cents !== null) return { amount: cents, currency: 'USD' };
  }
  return { amount: amountMmk, currency: 'MMK' };
}

/** A price in kyat as text in the visitor's currency and language, for prices inside a sentence. */
export function usePriceText(): (mmk: number) => string {
  const { settings } = useRootData();
  return (mmk) => formatMoney(displayedPrice(mmk, settings), { lang: settings.lang });
}

export function Price({ mmk }: { mmk: number }) {
  const priceText = usePriceText();
  return <span className="whitespace-nowrap tabular-nums">{priceText(mmk)}</span>;
}
