// How this project runs Chromium (browser tests and benchmarks): Debian's package, never a
// downloaded browser, with the flags a closed network and a root user need. Without the networking
// flags Chromium's background connections hang on this network.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
