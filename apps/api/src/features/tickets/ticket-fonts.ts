/**
 * The Myanmar font for documents printed by Chromium. The web self-hosts @fontsource Noto Sans
 * Myanmar; embedding the same woff2 as a data: URL makes the PDF look like the site and keeps the
 * page off the network (the renderer blocks every request). When the package cannot be found the
 * face falls back to the system font of the same family name, which Debian's fonts-noto-core installs.
 *
 * Only the Myanmar subset is embedded: Latin text is set in the system "Noto Sans", whose Latin is
 * fuller than the Myanmar font's small Latin subset.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const MYANMAR_FAMILY = 'Noto Sans Myanmar';

/** The subset's range as @fontsource declares it: Myanmar, its extensions, ZWNJ/ZWJ and the dotted circle. */
const MYANMAR_RANGE = 'U+1000-109F,U+200C-200D,U+25CC,U+A92E,U+A9E0-A9FE,U+AA60-AA7F,U+116D0-116E3';
const WEIGHTS = [400, 700] as const;

function readFontsource(weight: number): string | null {
  try {
    const require = createRequire(import.meta.url);
    const file = require.resolve(`@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-${weight}-normal.woff2`);
    return readFileSync(file).toString('base64');
  } catch {
    // Not installed beside the api (a slimmed production image): the system font takes over.
    return null;
  }
}

let cached: string | undefined;

/** @font-face rules for Noto Sans Myanmar, regular and bold; read once, then reused for every ticket. */
export function myanmarFontFaces(): string {
  if (cached !== undefined) return cached;
  cached = WEIGHTS.map((weight) => {
    const embedded = readFontsource(weight);
    const local = `local('${MYANMAR_FAMILY}${weight === 700 ? ' Bold' : ''}'), local('NotoSansMyanmar-${weight === 700 ? 'Bold' : 'Regular'}')`;
    const src = embedded ? `url(data:font/woff2;base64,${embedded}) format('woff2'), ${local}` : local;
    return `@font-face{font-family:'${MYANMAR_FAMILY}';font-style:normal;font-weight:${weight};font-display:block;src:${src};unicode-range:${MYANMAR_RANGE};}`;
  }).join('\n');
  return cached;
}
