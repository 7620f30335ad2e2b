import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCT_FOOTPRINTS, productFootprint, type ProductFootprintSpec } from './product-footprint.ts';

const ROOT = resolve(import.meta.dirname, '..');
const spec = (name: string): ProductFootprintSpec => PRODUCT_FOOTPRINTS.find((product) => product.name === name)!;

/**
 * Issue 18, design §6a: a product costs its own code and at most five shared files. These are the
 * shared files each product added on the ports names today, found in the source (scripts/product-footprint.ts);
 * a change that makes a shared file name a product fails here, and says which file and why.
 */
describe('the shared files a product touches', () => {
  it('health insurance: the list of modules and routes, the web routes, the products index, the type map, the pages registry, and the error catalogue for its own errors', () => {
    expect([...productFootprint(ROOT, spec('health insurance')).keys()]).toEqual(HEALTH_FOOTPRINT);
  });

  it('travel insurance: the same, and the premium table it keeps in the database', () => {
    expect([...productFootprint(ROOT, spec('travel insurance')).keys()]).toEqual(TRAVEL_INSURANCE_FOOTPRINT);
  });

  it('bus, api and web: the five, its tables and their seed, and its errors: the same files as travel insurance', () => {
    expect([...productFootprint(ROOT, spec('bus')).keys()]).toEqual(BUS_FOOTPRINT);
  });
});

describe('productFootprint', () => {
  const root = mkdtempSync(join(tmpdir(), 'footprint-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('apps/api/src/app.ts', "import { createBusModule } from './features/bus/bus-module.ts';\n");
  write('apps/api/src/features/bus/bus-module.ts', "import { money } from '@thwa/domain/money';\n");
  write('apps/api/src/features/orders/orders.service.ts', "// every product's items\nexport const x = 1;\n");
  write('apps/web/app/routes.ts', "route('bus', 'routes/bus.tsx'),\n");
  write('apps/web/app/routes/bus.tsx', 'export default function Bus() {}\n');
  write('apps/web/app/ui/menu.tsx', "const to = '/bus';\n");
  write('apps/web/app/ui/menu.test.tsx', "const to = '/bus';\n");
  write('packages/domain/src/contracts/products.ts', "import { BusOrderItem } from './bus.ts';\n");
  write('packages/domain/src/contracts/bus.ts', 'export const BusOrderItem = 1;\n');
  write('packages/domain/src/errors.ts', "BUS_SEAT_TAKEN: { en: 'x' },\n");
  write('packages/db/src/schema.ts', 'export const users = 1;\n');
  const bus: ProductFootprintSpec = {
    name: 'bus',
    own: ['apps/api/src/features/bus/', 'apps/web/app/routes/bus', 'packages/domain/src/contracts/bus'],
    markers: [/['"`]\/bus(?=['"`/?])/, /\bBUS_[A-Z_]+/],
  };

  it("finds the files that import a product's files, route to its pages or spell its paths and codes, and nothing else", () => {
    expect(Object.fromEntries(productFootprint(root, bus, [bus]))).toEqual({
      'apps/api/src/app.ts': 'uses apps/api/src/features/bus/bus-module.ts',
      'apps/web/app/routes.ts': 'uses apps/web/app/routes/bus.tsx',
      'apps/web/app/ui/menu.tsx': "spells '/bus",
      'packages/domain/src/contracts/products.ts': 'uses packages/domain/src/contracts/bus.ts',
      'packages/domain/src/errors.ts': 'spells BUS_SEAT_TAKEN',
    });
  });
});

/** The five every product touches: the list of modules and its routes, the type map, the web's routes, its products index and its pages registry. */
const EVERY_PRODUCT = [
  'apps/api/src/app.ts',
  'apps/web/app/products/index.ts',
  'apps/web/app/products/product-pages.ts',
  'apps/web/app/routes.ts',
  'packages/domain/src/contracts/products.ts',
];
/** Its own errors join the one error catalogue (decision 006): spec §8 names them (HEALTH_AGE, HEALTH_PLAN_MISMATCH). */
const HEALTH_FOOTPRINT = [...EVERY_PRODUCT, 'packages/domain/src/errors.ts'];
/** Its errors too, and its premium table: the database's one schema and its seed. */
const TRAVEL_INSURANCE_FOOTPRINT = [
  'apps/api/src/app.ts',
  'apps/web/app/products/index.ts',
  'apps/web/app/products/product-pages.ts',
  'apps/web/app/routes.ts',
  'packages/db/src/schema.ts',
  'packages/db/src/seed.ts',
  'packages/domain/src/contracts/products.ts',
  'packages/domain/src/errors.ts',
];

/** Bus (issue 21): its api module and routes, its web routes, port and pages registry, its type map entries, its errors, tables and seed. */
const BUS_FOOTPRINT = [
  'apps/api/src/app.ts',
  'apps/web/app/products/index.ts',
  'apps/web/app/products/product-pages.ts',
  'apps/web/app/routes.ts',
  'packages/db/src/schema.ts',
  'packages/db/src/seed.ts',
  'packages/domain/src/contracts/products.ts',
  'packages/domain/src/errors.ts',
];
