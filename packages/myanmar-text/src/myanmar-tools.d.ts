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
