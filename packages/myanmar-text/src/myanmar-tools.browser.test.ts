// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import myanmarTools from 'myanmar-tools';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const require = createRequire(import.meta.url);
const ZAWGYI = 'ျမန္မာ';
const UNICODE = 'မြန်မာ';

/** Lines of the library's own Zawgyi and Unicode test texts, and a few short names. */
function samples(): string[] {
  const read = (file: string) => readFileSync(require.resolve(`myanmar-tools/resources/${file}`), 'utf8').split('\n');
  const lines = [...read('mmgov_zawgyi_src.txt'), ...read('mmgov_unicode_out.txt'), ...read('udhr_mya_unicode_src.txt'), ...read('udhr_mya_zawgyi_out.txt')];
  return [...lines.filter((line) => line.trim() !== ''), ZAWGYI, UNICODE, 'မဂၤလာပါ', 'Yangon', '', ' ', 'ေအာင္ေအာင္'];
}

describe('the browser build of myanmar-tools needs nothing from Node', () => {
  const nodeBuffer = globalThis.Buffer;
  beforeEach(() => {
    // A browser has no Buffer: the browser build must not reach for it.
    // @ts-expect-error removed for the test, put back after it
    delete globalThis.Buffer;
    vi.resetModules();
  });
  afterEach(() => {
    globalThis.Buffer = nodeBuffer;
  });

  it('reads the library’s model with atob: the model file is the Node build’s base64 data', async () => {
    const { modelBytes } = await import('./myanmar-tools.browser.ts');
    const nodeSource = readFileSync(require.resolve('myanmar-tools/build_node/zawgyi_detector.js'), 'utf8');
    const base64 = /var DATA = "([^"]+)"/.exec(nodeSource)?.[1] ?? '';
    expect(modelBytes().length).toBe(26_050);
    expect(modelBytes()).toEqual(modelBytes(`data:application/octet-stream;base64,${base64}`));
  });

  it('judges every sample exactly as the library’s Node detector does', async () => {
    const browser = await import('./myanmar-tools.browser.ts');
    const browserDetector = new browser.ZawgyiDetector();
    globalThis.Buffer = nodeBuffer;
    const nodeDetector = new myanmarTools.ZawgyiDetector();
    // @ts-expect-error removed again: only the browser detector runs below
    delete globalThis.Buffer;
    for (const text of samples()) expect(browserDetector.getZawgyiProbability(text), text).toBe(nodeDetector.getZawgyiProbability(text));
  });

  it('detects and converts through @thwa/myanmar-text/zawgyi when myanmar-tools is the browser build', async () => {
    vi.doMock('myanmar-tools', () => import('./myanmar-tools.browser.ts'));
    const { isZawgyi, toUnicode } = await import('./zawgyi.ts');
    expect(globalThis.Buffer).toBeUndefined();
    expect(isZawgyi(ZAWGYI)).toBe(true);
    expect(toUnicode(ZAWGYI)).toBe(UNICODE);
    expect(toUnicode('မဂၤလာပါ')).toBe('မင်္ဂလာပါ');
    expect(toUnicode(UNICODE)).toBe(UNICODE);
    vi.doUnmock('myanmar-tools');
  });
});
