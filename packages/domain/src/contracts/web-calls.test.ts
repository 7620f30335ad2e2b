import { describe, expect, it } from 'vitest';
import { LoginResponse } from './accounts.ts';
import { ContentPageResponse } from './content.ts';
import { AirportSearchResponse } from './flights.ts';
import { successContractOf } from './web-calls.ts';

describe('successContractOf', () => {
  it('finds a call by method and path, ignoring the query', () => {
    expect(successContractOf('GET', '/flight?q=RGN&language=en')).toBe(AirportSearchResponse);
  });

  it('matches one path segment for each {name}', () => {
    expect(successContractOf('POST', '/v4/agent/login')).toBe(LoginResponse);
    expect(successContractOf('GET', '/content/pages/faq')).toBe(ContentPageResponse);
    expect(successContractOf('GET', '/content/pages/')).toBeNull();
    expect(successContractOf('GET', '/content/pages/faq/more')).toBeNull();
  });

  it('knows no call the web does not make, nor a call by another method', () => {
    expect(successContractOf('POST', '/pay/updatepaystatus')).toBeNull();
    expect(successContractOf('GET', '/order/detail')).toBeNull();
  });
});
