/**
 * Money: integer minor units with a currency, one formatter, exact MMK/USD conversion (design §5).
 *
 * Why integers: fares are added, discounted and taxed many times on the way to a total; floats would
 * make "MMK 1,250,000" come out as 1,249,999.9999 somewhere. MMK has no minor unit, USD and SGD have cents.
 */
import type { Language } from './settings.ts';

export const CURRENCIES = ['MMK', 'USD', 'SGD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** An amount in integer minor units (MMK: kyat, USD/SGD: cents) and its currency. */
export interface Money {
  readonly amount: number;
  readonly currency: Currency;
}

/** Digits after the decimal point per currency (ISO 4217 gives MMK 2, but nobody prices in pya). */
export const MINOR_DIGITS: Readonly<Record<Currency, number>> = { MMK: 0, USD: 2, SGD: 2 };

/** The Myanmar word for kyat, written after the number in Myanmar text ("၁,၀၀၀ ကျပ်"). */
export const KYAT_MM = 'ကျပ်';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

const MYANMAR_ZERO = 0x1040;

/**
 * Latin digits 0-9 to Myanmar digits ၀-၉, for numbers in Myanmar text (amounts, dates, counts): the
 * same on every runtime, where `Intl` depends on the `my` number data a browser happens to ship.
 */
export function toMyanmarDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(MYANMAR_ZERO + d.charCodeAt(0) - 48));
}

/** Myanmar digits ၀-၉ to Latin 0-9, so numbers typed on a Myanmar keyboard (phone, NRC) can be read. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u1040-\u1049]/g, (d) => String.fromCharCode(48 + d.charCodeAt(0) - MYANMAR_ZERO));
}

/**
 * A non-negative integer with a comma every three digits, in the language's digits: what
 * `Intl.NumberFormat` gives for `en-US` and `my-MM` (both group by three with ","), without it.
 * Building the first NumberFormat loads ICU's locale data: some 50 ms of a page's first script on a
 * fast machine, four times that on a cheap phone, on every page that shows a price. And, as with dates
 * (date-format.ts), Node's ICU and a browser's may disagree on `my`, which breaks hydration.
 */
export function groupDigits(value: number, lang: Language): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`groupDigits takes a non-negative safe integer, got ${value}`);
  const text = String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return lang === 'mm' ? toMyanmarDigits(text) : text;
}

/** Rounds half away from zero, so a refund of -0.5 behaves like a charge of 0.5. */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/**
 * The number part of a price, without currency: MMK as an integer, USD/SGD with exactly two
 * decimals, thousands separators, Latin digits in English and Myanmar digits in Myanmar.
 * A non-integer amount is rounded half away from zero first. Negative amounts get a leading "-".
 *
 * The fraction is built from the integer itself, not from a float division, so cents are exact.
 */
export function formatAmount(money: Money, options: { lang: Language }): string {
  if (!Number.isFinite(money.amount)) throw new RangeError(`amount must be finite, got ${money.amount}`);
  const minor = roundHalfAway(money.amount);
  const digits = MINOR_DIGITS[money.currency];
  const scale = 10 ** digits;
  const magnitude = Math.abs(minor);
  let text = groupDigits(Math.floor(magnitude / scale), options.lang);
  if (digits > 0) {
    const fraction = String(magnitude % scale).padStart(digits, '0');
    text += `.${options.lang === 'mm' ? toMyanmarDigits(fraction) : fraction}`;
  }
  return minor < 0 ? `-${text}` : text;
}

/**
 * A price as shown to customers (spec §5 "MMK rounded to integer, USD two decimals, thousands
 * separators").
 * - English: code first, "MMK 1,250,000", "USD 12.50", "-MMK 5,000" (the sign leads, as in a discount line).
 * - Myanmar: the unit follows the number as it does in speech, "၁,၂၅၀,၀၀၀ ကျပ်"; USD and SGD keep
 *   their code, "၁၂.၅၀ USD", since there is no shorter common Myanmar word for them.
 * Plain spaces are used (not no-break spaces) so copied text and tests stay simple; keep prices on
 * one line with CSS `white-space: nowrap`.
 */
export function formatMoney(money: Money, options: { lang: Language }): string {
  const amount = formatAmount(money, options);
  if (options.lang === 'mm') {
    return `${amount} ${money.currency === 'MMK' ? KYAT_MM : money.currency}`;
  }
  return amount.startsWith('-') ? `-${money.currency} ${amount.slice(1)}` : `${money.currency} ${amount}`;
}

/** An exact rational: numerator / denominator, both BigInt, denominator > 0. */
interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

/**
 * Reads a rate through its shortest decimal text ("2100.25", "4.76e-4") so the conversion uses the
 * rate the back office sent, not the binary float nearest to it.
 */
function exactRate(rate: number): Ratio | null {
  if (!Number.isFinite(rate) || rate <= 0) return null;
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(rate));
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  const exponent = Number(match[3] ?? '0') - fraction.length;
  const digits = BigInt(whole + fraction);
  return exponent >= 0
    ? { num: digits * 10n ** BigInt(exponent), den: 1n }
    : { num: digits, den: 10n ** BigInt(-exponent) };
}

/** num / den rounded half up on the magnitude (half away from zero), den > 0. */
function divideHalfUp(num: bigint, den: bigint): number {
  const negative = num < 0n;
  const magnitude = negative ? -num : num;
  const rounded = (2n * magnitude + den) / (2n * den);
  return Number(negative ? -rounded : rounded);
}

function assertInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
}

/**
 * Spec §3: an exchange rate of 0 means "not loaded" (reset while loading and on failure, spec §4);
 * the rate is usable only when it is a positive finite number.
 */
export function isUsableRate(rate: number): boolean {
  return exactRate(rate) !== null;
}

/**
 * MMK to USD cents: `amountMmk / mmkPerUsd`, rounded half up to the cent (half away from zero for
 * negative amounts). Returns `null` when the rate is not usable (see {@link isUsableRate}) so a price
 * can fall back to MMK instead of showing "USD 0.00" or "USD Infinity".
 * @param amountMmk integer kyat
 * @param mmkPerUsd MMK per 1 USD (the setting `exchangeRateUSDtoMMK`, e.g. 2100)
 */
export function convertMmk(amountMmk: number, mmkPerUsd: number): number | null {
  assertInteger(amountMmk, 'amountMmk');
  const rate = exactRate(mmkPerUsd);
  if (!rate) return null;
  return divideHalfUp(BigInt(amountMmk) * 100n * rate.den, rate.num);
}

/**
 * USD cents to MMK: `cents / 100 * mmkPerUsd`, rounded half up to the kyat (payments are charged in
 * MMK, spec §1). Returns `null` when the rate is not usable.
 */
export function convertUsd(amountUsdCents: number, mmkPerUsd: number): number | null {
  assertInteger(amountUsdCents, 'amountUsdCents');
  const rate = exactRate(mmkPerUsd);
  if (!rate) return null;
  return divideHalfUp(BigInt(amountUsdCents) * rate.num, rate.den * 100n);
}

/**
 * The settings hold both directions (spec §3); MMK per USD is the precise one (2100 rather than
 * 0.00047619…), so it wins, and the inverse of USD per MMK is the fallback. 0 means "no usable rate".
 */
export function mmkPerUsd(rates: { exchangeRateUSDtoMMK: number; exchangeRateMMKtoUSD: number }): number {
  if (isUsableRate(rates.exchangeRateUSDtoMMK)) return rates.exchangeRateUSDtoMMK;
  if (isUsableRate(rates.exchangeRateMMKtoUSD)) return 1 / rates.exchangeRateMMKtoUSD;
  return 0;
}
