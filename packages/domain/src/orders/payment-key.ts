/**
 * A payment key opens an order's payment and thank-you pages for someone other than the browser that
 * placed it: the customer paying later from Track booking, My trips or the 'complete your payment'
 * e-mail, on another phone or after their cookies are gone. It is the order's own key's lesser sibling
 * (decision 029): it shows the order and pays it, but never cancels it, because Track booking hands it
 * to anyone who knows the booking id and its e-mail, which must not be enough to cancel (issue 19).
 *
 * It is written so that the web can tell it from an order key without asking (both pass the contract's
 * OrderKey pattern): the prefix, then the api's signature of the order id (43 base64url characters).
 */
export const PAYMENT_KEY_PREFIX = 'pay_';
const PAYMENT_KEY = /^pay_[A-Za-z0-9_-]{43}$/;

export function isPaymentKey(key: string): boolean {
  return PAYMENT_KEY.test(key);
}
