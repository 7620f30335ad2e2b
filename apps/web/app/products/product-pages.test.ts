import { describe, expect, it } from 'vitest';
import { isZawgyi, toUnicode } from '@thwa/myanmar-text/zawgyi';
import { en, type MessageKey } from '../i18n/en.ts';
import { my } from '../i18n/my.ts';
import { pageMessagesFor } from '../i18n/catalogue.server.ts';
import { namespacesFor, sameCatalogues } from '../i18n/namespaces.ts';
import { productOfItem } from './index.ts';
import { PRODUCT_CATALOGUE_LOADERS, PRODUCT_LINKS, PRODUCT_NAMESPACES, PRODUCT_PAGES } from './product-pages.ts';

const MYANMAR_SCRIPT = /[\u1000-\u109f]/;
/** The shared screens that show an order of any product. */
const SHARED_ORDER_SCREENS = ['/checkout/thank-you', '/track-booking', '/account/my-trip', '/account/purchased-history', '/account/my-trip/view-ticket'];

describe('the product registry (issue 18: a product registers its pages, catalogue and link in one place)', () => {
  it('registers travel and health insurance and buses, each with its catalogue', () => {
    expect(PRODUCT_NAMESPACES).toEqual(['insurance', 'health', 'bus']);
    expect(Object.keys(PRODUCT_CATALOGUE_LOADERS)).toEqual(PRODUCT_NAMESPACES);
  });

  it('gives each page of a product its own catalogue and the core ones its entry lists', () => {
    expect(namespacesFor('/health-insurance/checkout')).toEqual(['checkout', 'health']);
    expect(namespacesFor('/health-insurance/checkout/')).toEqual(['checkout', 'health']);
    expect(namespacesFor('/insurance/payment')).toEqual(['listing', 'checkout', 'payment', 'wallet', 'insurance']);
    for (const namespace of PRODUCT_NAMESPACES) {
      for (const [path, core] of Object.entries(PRODUCT_PAGES[namespace].pages)) {
        expect([path, namespacesFor(path)]).toEqual([path, [...core, namespace]]);
      }
    }
  });

  it('loads every registered catalogue on the shared screens of an order, and none on the core products’ pages', () => {
    for (const path of SHARED_ORDER_SCREENS) expect([path, namespacesFor(path)]).toEqual([path, expect.arrayContaining([...PRODUCT_NAMESPACES])]);
    for (const path of ['/', '/flight/checkout', '/hotel/checkout', '/hotel/payment', '/content/faq']) {
      expect([path, namespacesFor(path).filter((namespace) => (PRODUCT_NAMESPACES as readonly string[]).includes(namespace))]).toEqual([path, []]);
    }
    // Moving between a product's quote and its checkout keeps the catalogue; on to its payment page loads another.
    expect(sameCatalogues('/insurance', '/insurance/checkout')).toBe(true);
    expect(sameCatalogues('/insurance/checkout', '/insurance/payment')).toBe(false);
  });

  it('sends a product’s strings with its pages only', () => {
    const health = pageMessagesFor('mm', '/health-insurance');
    expect(health['health.title']).toBe(my['health.title']);
    expect(Object.keys(health).some((key) => key.startsWith('insurance.'))).toBe(false);
    const tracker = pageMessagesFor('en', '/track-booking');
    expect([tracker['insurance.title'], tracker['health.title']]).toEqual([en['insurance.title'], en['health.title']]);
  });

  it('puts each product’s catalogue, in both languages, under its namespace', async () => {
    for (const namespace of PRODUCT_NAMESPACES) {
      const english = await PRODUCT_CATALOGUE_LOADERS[namespace].en();
      const myanmar = await PRODUCT_CATALOGUE_LOADERS[namespace].mm();
      expect(Object.keys(myanmar).sort()).toEqual(Object.keys(english).sort());
      expect(Object.keys(english).filter((key) => !key.startsWith(`${namespace}.`))).toEqual([]);
      for (const [key, text] of Object.entries(english)) expect([key, en[key as MessageKey]]).toEqual([key, text]);
      for (const [key, text] of Object.entries(myanmar)) expect([key, my[key as MessageKey]]).toEqual([key, text]);
    }
  });

  it('keeps MessageKey a strict union of every key, the products’ included', () => {
    const key: MessageKey = 'health.title';
    // @ts-expect-error a misspelt product key is a type error, though the product's catalogue is loaded at run time
    const misspelt: MessageKey = 'health.titel';
    expect([en[key], misspelt in en]).toEqual(['Health insurance', false]);
  });

  it('lists each product after the core ones by its order, named in both languages', () => {
    expect(PRODUCT_LINKS.map((link) => link.href)).toEqual(['/bus', '/insurance', '/health-insurance']);
    expect(PRODUCT_LINKS.map((link) => link.order)).toEqual([...PRODUCT_LINKS.map((link) => link.order)].sort((a, b) => a - b));
    for (const { id, name } of PRODUCT_LINKS) {
      expect([id, MYANMAR_SCRIPT.test(name.en)]).toEqual([id, false]);
      // As in the catalogues (i18n/catalogue.test.ts): Unicode, which converting leaves as it is; the detector is sure only of longer texts.
      expect([id, MYANMAR_SCRIPT.test(name.mm), toUnicode(name.mm)]).toEqual([id, true, name.mm]);
      if (name.mm.length > 12) expect([id, isZawgyi(name.mm)]).toEqual([id, false]);
    }
  });

  it('gives each product its own progress bar, which its port shows on the shared payment and thank-you pages', () => {
    expect(PRODUCT_PAGES.insurance.steps).toEqual(['quote', 'details', 'payment', 'complete']);
    expect(PRODUCT_PAGES.health.steps).toEqual(['quote', 'plan', 'details', 'payment', 'complete']);
    expect(PRODUCT_PAGES.bus.steps).toEqual(['search', 'detailInfo', 'payment', 'complete']);
    for (const namespace of PRODUCT_NAMESPACES) expect(PRODUCT_PAGES[namespace].steps.slice(-2)).toEqual(['payment', 'complete']);
    expect(productOfItem({ product: 'insurance' })?.steps).toBe(PRODUCT_PAGES.insurance.steps);
    expect(productOfItem({ product: 'health' })?.steps).toBe(PRODUCT_PAGES.health.steps);
    expect(productOfItem({ product: 'bus' })?.steps).toBe(PRODUCT_PAGES.bus.steps);
  });
});
