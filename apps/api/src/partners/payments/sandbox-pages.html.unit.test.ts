import { describe, expect, it } from 'vitest';
import { cardPage, escapeHtml, messagePage, yangonDateTime } from './sandbox-pages.html.ts';

describe('sandbox pages markup', () => {
  it('escapes everything that could break out of text or an attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#60;/a&#62;');
  });

  it('never writes the typed name or number back unescaped, nor the security code at all', () => {
    const page = cardPage({
      language: 'en',
      merchant: 'Thwa',
      amount: 125_000,
      action: '/sandbox/card/x',
      form: { number: '4111', expiry: '12/30', name: '<script>alert(1)</script>' },
      errors: { cvc: 'cvc_invalid' },
    });
    expect(page).not.toContain('<script>');
    expect(page).toContain('&#60;script&#62;');
    expect(page).toMatch(/<input id="cvc" name="cvc" [^>]*aria-describedby="cvc-hint cvc-error" aria-invalid="true">/);
    expect(page).not.toMatch(/id="cvc"[^>]*value=/);
  });

  it('labels the language and shows the sandbox banner in Myanmar', () => {
    const page = messagePage({ language: 'mm', brand: 'b', title: 't', body: 'x' });
    expect(page).toContain('<html lang="my">');
    expect(page).toContain('SANDBOX');
  });

  it('prints times in Yangon, in Myanmar digits for Myanmar', () => {
    expect(yangonDateTime(new Date('2025-06-01T08:00:00Z'), 'en')).toBe('2025-06-01 14:30');
    expect(yangonDateTime(new Date('2025-06-01T08:00:00Z'), 'mm')).toBe('၂၀၂၅-၀၆-၀၁ ၁၄:၃၀');
  });
});
