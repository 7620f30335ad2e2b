import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_HEAP_MB, serverNodeArgs } from './server-command.mjs';

describe('serverNodeArgs', () => {
  it("runs the server's build with its heap capped at 512 MB unless SERVER_HEAP_MB says otherwise", () => {
    expect(DEFAULT_SERVER_HEAP_MB).toBe(512);
    expect(serverNodeArgs({})).toEqual(['--max-old-space-size=512', 'apps/api/dist/server.mjs']);
    expect(serverNodeArgs({ SERVER_HEAP_MB: '' })[0]).toBe('--max-old-space-size=512');
    expect(serverNodeArgs({ SERVER_HEAP_MB: ' 1024 ' })[0]).toBe('--max-old-space-size=1024');
  });

  it('refuses a heap too small for the server, or not a whole number of megabytes', () => {
    for (const wrong of ['128', '255', '512.5', 'half', '-1']) {
      expect(() => serverNodeArgs({ SERVER_HEAP_MB: wrong })).toThrow(`SERVER_HEAP_MB must be a whole number of megabytes, at least 256 (it is "${wrong}")`);
    }
    expect(serverNodeArgs({ SERVER_HEAP_MB: '256' })[0]).toBe('--max-old-space-size=256');
  });
});
