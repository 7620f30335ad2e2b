import { describe, expect, it } from 'vitest';
import { createProductRegistry } from './product-module.ts';
import { testProductModule } from './product-module.testing.ts';

const moduleOf = (productType: number) => testProductModule(productType);

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
