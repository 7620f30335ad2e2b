import { describe, expect, it } from 'vitest';
import { createProductRegistry, type ProductModule } from './product-module.ts';

function moduleOf(productType: number): ProductModule {
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
  };
}

describe('product registry', () => {
  it('finds each module by the product type id of the spec', () => {
    const flight = moduleOf(2);
    const hotel = moduleOf(1);
    const registry = createProductRegistry([flight, hotel]);
    expect(registry.of(2)).toBe(flight);
    expect(registry.of(1)).toBe(hotel);
  });

  it('refuses an order of a product no module serves, naming it', () => {
    expect(() => createProductRegistry([moduleOf(2)]).of(7)).toThrow('product type 7');
  });

  it('refuses two modules for one product type', () => {
    expect(() => createProductRegistry([moduleOf(2), moduleOf(2)])).toThrow('two product modules');
  });
});
