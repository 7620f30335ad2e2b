/**
 * A product's footprint: the shared files (outside the product's own folders) that name it. Issue 18 and
 * design §6a ask that a new product cost its own code and at most five shared files (the list of
 * modules, the routes, the products index, one type map, the pages registry); decision 025 counts them.
 * This finds them instead of trusting a count: a file is in the footprint when it imports one of the
 * product's files (statically or on demand), points a route at one of its route modules, or spells the
 * product's page paths, catalogue keys or error codes. Tests and browser tests do not count.
 *
 * Run `npx tsx scripts/product-footprint.ts` to print each product's footprint.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface ProductFootprintSpec {
  readonly name: string;
  /** Its own files: path prefixes from the repository's root (a folder ends with '/'). */
  readonly own: readonly string[];
  /** What spells it outside its files: its pages' path ('/health-insurance'), its catalogue keys' prefix ('health.'), its error codes' prefix ('HEALTH_'). */
  readonly markers: readonly RegExp[];
}

/** Where product code and shared code live; tests, browser tests and benchmarks are not product code. */
const SOURCE_ROOTS = ['apps/api/src', 'apps/web/app', 'packages/domain/src', 'packages/db/src'];
const SOURCE_FILE = /\.(ts|tsx)$/;
const TEST_FILE = /\.(test|unit\.test|testing)\.tsx?$|\/test-support\.tsx?$/;

/** What spells a product in a file that does not import it: its key as a literal, its pages' path, its catalogue keys, its error codes and its types. */
function markersOf(product: { key: string; page: string; errors: string; types: string }): RegExp[] {
  const key = product.key;
  return [
    new RegExp(`['"\`]${product.page}(?=['"\`/?])`),
    new RegExp(`\\b(product|namespace|item): ['"\`]${key}['"\`]`),
    new RegExp(`\\| ['"\`]${key}['"\`]|['"\`]${key}['"\`] \\|`),
    new RegExp(`^\\s+${key}: \\[`, 'm'),
    new RegExp(`['"\`](product\\.)?${key}[.'"\`][a-zA-Z]`),
    new RegExp(`['"\`]product\\.${key}['"\`]`),
    new RegExp(`\\b${product.errors}_[A-Z_]+`),
    new RegExp(`\\b${product.types}(?!Response\\b|Check)[A-Z]\\w+`),
  ];
}

/**
 * Every product's own files. A product's footprint leaves out the files of every product (flight's
 * checkout offers travel cover: that is flight's code using insurance, not a shared file); flight and
 * hotel, the products the core was built from, have no footprint of their own counted.
 */
export const PRODUCT_FOOTPRINTS: readonly ProductFootprintSpec[] = [
  {
    name: 'flight',
    own: [
      'apps/api/src/features/flights/',
      'apps/api/src/partners/flight-sources/',
      'packages/domain/src/flights/',
      'packages/domain/src/contracts/flights.ts',
      'apps/web/app/features/checkout/',
      'apps/web/app/features/flight-',
      'apps/web/app/products/flight/',
      'apps/web/app/routes/flight-',
      'apps/web/app/i18n/checkout.',
      'apps/web/app/i18n/flight-',
    ],
    markers: [],
  },
  {
    name: 'hotel',
    own: [
      'apps/api/src/features/hotels/',
      'apps/api/src/partners/hotel-sources/',
      'packages/domain/src/hotels/',
      'packages/domain/src/contracts/hotel',
      'apps/web/app/features/hotel-',
      'apps/web/app/products/hotel/',
      'apps/web/app/routes/hotel-',
      'apps/web/app/i18n/hotel-',
    ],
    markers: [],
  },
  {
    name: 'travel insurance',
    own: [
      'apps/api/src/features/insurance/',
      'apps/api/src/partners/insurers/',
      'packages/domain/src/insurance/travel-cover',
      'packages/domain/src/insurance/insurance',
      'packages/domain/src/contracts/insurance',
      'packages/db/src/seed-insurance',
      'apps/web/app/features/insurance/',
      'apps/web/app/products/insurance/',
      'apps/web/app/i18n/insurance.',
      'apps/web/app/routes/insurance',
    ],
    markers: markersOf({ key: 'insurance', page: '/insurance', errors: 'INSURANCE', types: 'Insurance' }),
  },
  {
    name: 'health insurance',
    own: [
      'apps/api/src/features/insurance/',
      'apps/api/src/partners/insurers/',
      'packages/domain/src/insurance/health-',
      'packages/domain/src/contracts/health-',
      'apps/web/app/features/health-insurance/',
      'apps/web/app/products/health/',
      'apps/web/app/i18n/health.',
      'apps/web/app/routes/health-insurance',
    ],
    markers: markersOf({ key: 'health', page: '/health-insurance', errors: 'HEALTH', types: 'Health' }),
  },
  {
    name: 'bus',
    own: [
      'apps/api/src/features/bus/',
      'apps/api/src/partners/bus-operators/',
      'packages/domain/src/bus/',
      'packages/domain/src/contracts/bus',
      'packages/db/src/seed-buses',
      'apps/web/app/features/bus-',
      'apps/web/app/products/bus/',
      'apps/web/app/routes/bus',
    ],
    markers: markersOf({ key: 'bus', page: '/bus', errors: 'BUS', types: 'Bus' }),
  },
  {
    // Not a product: what is offered after a booking (decision 037), code that uses products (a hotel
    // and travel cover after a flight) as flight's checkout uses insurance; no footprint of its own.
    name: 'cross-sell',
    own: ['apps/api/src/features/cross-sell/', 'packages/domain/src/cross-sell/', 'packages/domain/src/contracts/cross-sell.ts', 'apps/web/app/features/thank-you/cross-sell'],
    markers: [],
  },
];

function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(path)) files.push(relative(root, path));
    }
  };
  for (const sourceRoot of SOURCE_ROOTS) walk(join(root, sourceRoot));
  return files.sort();
}

/** The files a module imports, as paths from the root (without extension guessing: every import here spells its extension or a package subpath). */
function importedPaths(root: string, file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('.')) return [relative(root, resolve(root, dirname(file), specifier))];
    const packaged = /^@thwa\/(domain|db)\/(.+)$/.exec(specifier);
    return packaged ? [`packages/${packaged[1]}/src/${packaged[2]}`] : [];
  });
}

/** A route module pointed at by the web's route list: `route('x', 'routes/x.tsx')`. */
function routeModules(file: string, text: string): string[] {
  if (file !== 'apps/web/app/routes.ts') return [];
  return [...text.matchAll(/['"](routes\/[^'"]+)['"]/g)].map((match) => `apps/web/app/${match[1]}`);
}

/** The shared files that name `product`, each with why. */
export function productFootprint(root: string, product: ProductFootprintSpec, products: readonly ProductFootprintSpec[] = PRODUCT_FOOTPRINTS): Map<string, string> {
  const isOwn = (path: string) => product.own.some((prefix) => path.startsWith(prefix));
  const isAnyProducts = (path: string) => products.some((other) => other.own.some((prefix) => path.startsWith(prefix)));
  const footprint = new Map<string, string>();
  for (const file of sourceFiles(root)) {
    if (isAnyProducts(file)) continue;
    const text = readFileSync(join(root, file), 'utf8');
    const imported = [...importedPaths(root, file, text), ...routeModules(file, text)].find(isOwn);
    const marker = product.markers.find((pattern) => pattern.test(text));
    if (imported) footprint.set(file, `uses ${imported}`);
    else if (marker) footprint.set(file, `spells ${marker.exec(text)![0]}`);
  }
  return footprint;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
  for (const product of PRODUCT_FOOTPRINTS.filter((spec) => spec.markers.length > 0)) {
    const footprint = productFootprint(root, product);
    console.log(`${product.name}: ${footprint.size} shared files`);
    for (const [file, why] of footprint) console.log(`  ${file}  (${why})`);
  }
}
