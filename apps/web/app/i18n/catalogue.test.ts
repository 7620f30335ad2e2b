import { describe, expect, it } from 'vitest';
import { AMENITIES, BED_TYPES, HOTEL_TYPES } from '@thwa/domain/hotels/hotel-codes';
import { isZawgyi, toUnicode } from '@thwa/myanmar-text/zawgyi';
import { en, type MessageKey } from './en.ts';
import { my } from './my.ts';
import { messagesFor, pageMessagesFor } from './catalogue.server.ts';
import { translate } from './translate.ts';

const MYANMAR_SCRIPT = /[\u1000-\u109f]/;
const keys = Object.keys(en) as MessageKey[];

function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}

describe('the English and Myanmar catalogues (design §5: every string exists in both)', () => {
  it('have exactly the same keys', () => {
    expect(Object.keys(my).sort()).toEqual([...keys].sort());
  });

  it('name every hotel type, bed type and amenity the api lists', () => {
    const codes = [...HOTEL_TYPES.map((code) => `hotelType.${code}`), ...BED_TYPES.map((code) => `bedType.${code}`), ...AMENITIES.map((code) => `amenity.${code}`)];
    expect(codes.filter((code) => !keys.includes(`hotelListing.${code}` as MessageKey))).toEqual([]);
  });

  it('cover the texts the spec names', () => {
    expect(en['notFound.title']).toBe('Page not found!');
    expect(en['notFound.body']).toBe("We're Sorry, the page you requested could not be found. Please go back to home page.");
    expect(en['loading.message']).toBe('We are processing your request ...');
  });

  it.each(keys)('%s is not empty in either language', (key) => {
    expect(en[key].trim()).not.toBe('');
    expect(my[key].trim()).not.toBe('');
  });

  it.each(keys)('%s has the same {placeholders} in Myanmar as in English', (key) => {
    expect(placeholders(my[key])).toEqual(placeholders(en[key]));
  });

  it.each(keys)('%s is written in Myanmar script in the Myanmar catalogue', (key) => {
    expect(my[key]).toMatch(MYANMAR_SCRIPT);
  });

  it('names each language in its own script, so either can be found by its reader', () => {
    expect(en['settings.myanmar']).toMatch(MYANMAR_SCRIPT);
    expect(my['settings.english']).toContain('English');
  });

  it.each(keys)('%s in Myanmar is Unicode, not Zawgyi', (key) => {
    const message = my[key];
    // Converting real Zawgyi reorders or replaces characters. The detector alone is not enough: it is
    // unsure about a few short words spelled the same in both encodings (e.g. ဘာသာစကား), which are fine
    // exactly because converting them changes nothing.
    expect(toUnicode(message)).toBe(message);
    if (message.length > 12) expect(isZawgyi(message)).toBe(false);
  });

  it('would catch a Zawgyi message', () => {
    expect(isZawgyi('ျမန္မာ')).toBe(true);
    expect(toUnicode('ျမန္မာ')).not.toBe('ျမန္မာ');
  });

  it('has no Myanmar text in the English catalogue except the name of the Myanmar language', () => {
    const withMyanmar = keys.filter((key) => MYANMAR_SCRIPT.test(en[key]));
    expect(withMyanmar).toEqual(['settings.myanmar']);
  });

  it('messagesFor gives the catalogue of the chosen language', () => {
    expect(messagesFor('en')).toBe(en);
    expect(messagesFor('mm')).toBe(my);
  });

  it('a page carries the shell and its features only: no checkout strings on the landing, all of them on payment', () => {
    const landing = pageMessagesFor('mm', '/');
    expect(landing['header.back']).toBe(my['header.back']);
    expect(Object.keys(landing).some((key) => key.startsWith('search.'))).toBe(true);
    expect(Object.keys(landing).some((key) => key.startsWith('checkout.') || key.startsWith('payment.') || key.startsWith('flights.'))).toBe(false);
    const payment = pageMessagesFor('en', '/flight/payment');
    expect(Object.keys(payment).filter((key) => key.startsWith('payment.') || key.startsWith('checkout.')).length).toBe(
      Object.keys(en).filter((key) => key.startsWith('payment.') || key.startsWith('checkout.')).length,
    );
    expect(Object.keys(pageMessagesFor('en', '/content/faq')).length).toBeLessThan(Object.keys(en).length / 3);
  });
});

describe('translate', () => {
  it('returns the message of the key', () => {
    expect(translate(en, 'landing.title')).toBe('Where would you like to go?');
    expect(translate(my, 'landing.title')).toBe('ဘယ်ကို သွားချင်ပါသလဲ။');
  });

  it('fills every placeholder it is given a value for, numbers included', () => {
    expect(translate(en, 'footer.rights', { year: 2031, brand: 'Thwa' })).toBe('© 2031 Thwa. All rights reserved.');
    expect(translate(en, 'footer.support.line', { phone: '+95 1 860 0600', email: 'a@b.test' })).toBe('Call +95 1 860 0600 · a@b.test');
    expect(translate(my, 'header.home', { brand: 'Thwa' })).toBe('Thwa ပင်မစာမျက်နှာ');
  });

  it('fills a value of 0 and an empty string too', () => {
    expect(translate(en, 'settings.rate', { rate: 0 })).toBe('1 USD = 0 MMK');
    expect(translate(en, 'header.home', { brand: '' })).toBe(' home');
  });

  it('leaves a placeholder it has no value for visible, rather than "undefined"', () => {
    expect(translate(en, 'footer.rights', { year: 2031 })).toBe('© 2031 {brand}. All rights reserved.');
    expect(translate(en, 'settings.rate')).toBe('1 USD = {rate} MMK');
  });

  it('ignores values the message has no placeholder for', () => {
    expect(translate(en, 'menu.title', { brand: 'Thwa' })).toBe('Menu');
  });

  it('puts a value in literally, even when it looks like a placeholder or a replacement pattern', () => {
    expect(translate(en, 'header.home', { brand: '{phone} $& $1' })).toBe('{phone} $& $1 home');
  });
});
