import { describe, expect, it } from 'vitest';
import { consoleReturnPath, consoleSignInPathFor, pageOf } from './console-redirects.ts';

describe('consoleReturnPath: where a console sign-in sends the employee back to', () => {
  it('keeps a console page with its query', () => {
    expect(consoleReturnPath('/ops')).toBe('/ops');
    expect(consoleReturnPath('/ops/audit?actorId=E1&beforeId=40')).toBe('/ops/audit?actorId=E1&beforeId=40');
  });

  it('sends anything else to the console home: nothing, another origin, a customer page, a look-alike path', () => {
    for (const target of [null, undefined, '', 'https://evil.example/ops', '//evil.example/ops', '/\\evil.example', '/account', '/', '/opsx', '/ops\u0000/audit']) {
      expect(consoleReturnPath(target)).toBe('/ops');
    }
  });

  it('never sends back to the sign-in itself, which would loop', () => {
    expect(consoleReturnPath('/ops/sign-in?redirect=/ops/audit')).toBe('/ops');
  });

  it('resolves dot segments before deciding, so /ops/../account is not a console page', () => {
    expect(consoleReturnPath('/ops/../account')).toBe('/ops');
  });
});

describe('consoleSignInPathFor', () => {
  it('carries the way back, encoded', () => {
    expect(consoleSignInPathFor('/ops/audit?targetId=U1')).toBe('/ops/sign-in?redirect=%2Fops%2Faudit%3FtargetId%3DU1');
    expect(consoleSignInPathFor('/account')).toBe('/ops/sign-in?redirect=%2Fops');
  });
});

describe('pageOf: the page a request was for', () => {
  it("names a React Router data request by its page", () => {
    expect(pageOf(new Request('http://thwa.internal/ops/audit.data?_routes=routes%2Fops-audit&actorId=E1'))).toBe('/ops/audit?actorId=E1');
    expect(pageOf(new Request('http://thwa.internal/ops'))).toBe('/ops');
  });
});
