import type { ProductModule } from './product-module.ts';

/**
 * Tests only: a product module of `productType` whose methods throw if called, with `parts` of a test's
 * own (its document, its hold). A test of the registry or the tickets feature needs a product without
 * building flights or hotels.
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
    document: { kind: 'ticket', fileName: never, render: never },
    ...parts,
  };
}
