import { describe, expect, it } from 'vitest';
import { documentFileName } from '../../tickets/order-document.ts';
import { sampleHotelOrder, sampleOrder } from '../../tickets/sample-order.ts';
import { certificateHtml } from './certificate-html.ts';
import { certificateText } from './certificate-text.ts';
import { insuranceCertificate } from './insurance-certificate.ts';
import { policyOf, samplePolicyOrder } from './sample-policy.ts';

const support = { phone: '+95 9 444 555 666', email: 'care@thwa-test.example', brand: 'Thwa' };

describe('insuranceCertificate', () => {
  it('names its PDF from the order id as an insurance document, numbered after the first item', () => {
    expect(insuranceCertificate.fileName('TW2611220003')).toBe('TW2611220003-insurance.pdf');
    expect(insuranceCertificate.fileName('TW2611220003')).toMatch(/^TW\d{10}-insurance\.pdf$/);
    expect(documentFileName(insuranceCertificate, 'TW2611220001', 2)).toBe('TW2611220001-insurance-2.pdf');
  });

  it('renders the certificate of the item it is given, as text and as HTML, in both languages', () => {
    const order = samplePolicyOrder();
    const policy = policyOf(order);
    for (const language of ['en', 'mm'] as const) {
      const document = insuranceCertificate.render(order, policy, language, support);
      expect(document.text).toBe(certificateText(order, policy, language, support));
      expect(document.html).toBe(certificateHtml(order, policy, language, support));
    }
  });

  it("renders a policy sold beside a flight, the order's second item", () => {
    const flight = sampleOrder();
    const policy = { ...policyOf(samplePolicyOrder()), itemNo: 2 };
    const order = { ...flight, items: [...flight.items, policy] };
    const { text } = insuranceCertificate.render(order, policy, 'en', support);
    expect(text).toMatch(/^Booking ID +TW2611220001$/m);
    expect(text).toMatch(/^Policy number +MIP-4821730056$/m);
    expect(text).toContain('Person 4: မေ သဉ္ဇာ');
  });

  it('refuses an item that is not a policy', () => {
    const flight = sampleOrder();
    expect(() => insuranceCertificate.render(flight, flight.items[0]!, 'en', support)).toThrow(/item 1 of order TW2611220001 is a flight, not a travel insurance policy/);
    const stay = sampleHotelOrder();
    expect(() => insuranceCertificate.render(stay, stay.items[0]!, 'mm', support)).toThrow(Error);
  });
});
