import type { ProductModule } from './product-module.ts';

/**
 * Tests only: a product module of `productType` whose methods throw if called, with `parts` of a test's
 * own (its document, its mail, its hold). A test of the registry, the tickets feature or the e-mails
 * needs a product without building flights or hotels.
 */
export function testProductModule(productType: number, parts: Partial<ProductModule> = {}): ProductModule {
  const never = () => {
    throw new Error('not called in this test');
  };
  return {
    productType,
    hold: never,
    release: never,
    fulfil: never,
    markSold: never,
    describe: never,
    summarize: never,
    cancellation: never,
    forget: (trip) => trip,
    document: { fileName: never, render: never },
    mail: { words: never, itinerary: never },
    ...parts,
  };
}
