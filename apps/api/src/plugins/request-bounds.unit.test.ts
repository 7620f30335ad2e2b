import { describe, expect, it } from 'vitest';
import { controlCharacterField, PAGE_BODY_LIMIT, pageBodyLimitOf, UPLOAD_PAGE_BODY_LIMIT } from './request-bounds.ts';

describe('controlCharacterField', () => {
  it('names the first field holding a control character, by its path', () => {
    expect(controlCharacterField({ contact: { name: 'Aung\u0000' } }, 'body')).toBe('body.contact.name');
    expect(controlCharacterField({ travellers: [{ firstName: 'Su' }, { firstName: 'Mya\u001b[2J' }] }, 'data')).toBe('data.travellers.1.firstName');
    expect(controlCharacterField({ note: 'x\u007f' }, 'body')).toBe('body.note');
    expect(controlCharacterField({ 'na\u0000me': 'Aung' }, 'body')).toBe('body.na\u0000me');
    expect(controlCharacterField('\u0008', 'querystring.q')).toBe('querystring.q');
  });

  it('lets tabs, line breaks, Myanmar text and other values through', () => {
    expect(controlCharacterField({ request: 'High floor,\r\n\tnon-smoking', name: 'မောင် ကို', age: 4, child: null, ok: true, list: [] }, 'body')).toBeUndefined();
    expect(controlCharacterField(undefined, 'body')).toBeUndefined();
  });
});

describe('pageBodyLimitOf', () => {
  it('lets only the console pages that upload a picture take a picture-sized form', () => {
    expect(pageBodyLimitOf('/ops/hotels/H1001')).toBe(UPLOAD_PAGE_BODY_LIMIT);
    expect(pageBodyLimitOf('/ops/hotels/H1001.data')).toBe(UPLOAD_PAGE_BODY_LIMIT);
    expect(pageBodyLimitOf('/ops/hotels/H1001?index')).toBe(UPLOAD_PAGE_BODY_LIMIT);
    expect(pageBodyLimitOf('/ops/hotels')).toBe(PAGE_BODY_LIMIT);
    expect(pageBodyLimitOf('/ops/hotels/H1001/more')).toBe(PAGE_BODY_LIMIT);
    expect(pageBodyLimitOf('/checkout')).toBe(PAGE_BODY_LIMIT);
    expect(pageBodyLimitOf('/ops/content/home')).toBe(UPLOAD_PAGE_BODY_LIMIT);
    expect(pageBodyLimitOf('/ops/content/home.data')).toBe(UPLOAD_PAGE_BODY_LIMIT);
    expect(pageBodyLimitOf('/ops/content/alerts')).toBe(PAGE_BODY_LIMIT);
    expect(pageBodyLimitOf('/ops/content/homepage')).toBe(PAGE_BODY_LIMIT);
  });

  it('takes the bytes of an uploaded file as no field', () => {
    expect(controlCharacterField(Buffer.from([0, 1, 2]), 'body')).toBeUndefined();
  });
});
