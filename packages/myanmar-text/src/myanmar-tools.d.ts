// myanmar-tools 1.1.3 ships no types (1.2.0, which does, is broken); these are the two classes we use.
declare module 'myanmar-tools' {
  export class ZawgyiDetector {
    getZawgyiProbability(text: string, verbose?: boolean): number;
  }
  export class ZawgyiConverter {
    zawgyiToUnicode(text: string): string;
  }
  const tools: { ZawgyiDetector: typeof ZawgyiDetector; ZawgyiConverter: typeof ZawgyiConverter };
  export default tools;
}

// The converter alone (it needs nothing from Node), for the browser build (myanmar-tools.browser.ts).
declare module 'myanmar-tools/build_node/zawgyi_converter.js' {
  import type { ZawgyiConverter } from 'myanmar-tools';
  const converterModule: { ZawgyiConverter: typeof ZawgyiConverter };
  export default converterModule;
}

// The detector's model file as a base64 data URL (Vite's `?url&inline`), for the browser build.
declare module '*.dat?url&inline' {
  const dataUrl: string;
  export default dataUrl;
}
