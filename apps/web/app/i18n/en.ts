import { flightSearchEn } from './flight-search.en.ts';
import { flightListingEn } from './flight-listing.en.ts';
import { checkoutEn } from './checkout.en.ts';
import { paymentEn } from './payment.en.ts';

/**
 * English interface strings: the shell's here, each feature's in its own `<feature>.en.ts`.
 * Myanmar (my.ts and `<feature>.my.ts`) must have exactly the same keys; the types check it.
 * Only the active language is sent to the browser, inside the page, so neither file is in a bundle.
 */
const shellEn = {
  'brand.tagline': 'Book travel across Myanmar and beyond, paid in kyat.',
  'a11y.skipToContent': 'Skip to main content',
  'header.back': 'Go back',
  'header.callCenter': 'Call us',
  'header.callCenterLabel': 'Call our call center at {phone}',
  'header.openMenu': 'Open menu',
  'header.home': '{brand} home',
  'menu.title': 'Menu',
  'menu.close': 'Close',
  'menu.products': 'Book',
  'menu.help': 'Help',
  'menu.settings': 'Settings',
  'settings.language': 'Language',
  'settings.currency': 'Currency',
  'settings.chooseLanguage': 'Choose language',
  'settings.english': 'English',
  'settings.myanmar': 'မြန်မာ (Myanmar)',
  'settings.save': 'Apply',
  'settings.currencyMMK': 'MMK – Myanmar kyat',
  'settings.currencyUSD': 'USD – US dollar',
  'settings.currencyNote': 'Prices are charged in MMK. USD amounts are shown at the current rate.',
  'settings.rate': '1 USD = {rate} MMK',
  'product.flight': 'Flights',
  'landing.title': 'Where would you like to go?',
  'landing.lead': 'Fares from Myanmar’s airlines and international carriers, in English or Myanmar, on any phone.',
  'landing.productsLabel': 'What to book',
  'landing.why': 'Why book with {brand}',
  'landing.pay.title': 'Pay your way',
  'landing.pay.body': 'Mobile wallet, card, cash at a partner shop within 24 hours, or cash on delivery.',
  'landing.support.title': 'People who answer',
  'landing.support.body': 'Our call center is open every day from 8:00 to 22:00 at {phone}.',
  'landing.language.title': 'In your language',
  'landing.language.body': 'Use the site in English or Myanmar; text typed in Zawgyi is understood.',
  'landing.help': 'Questions before you book?',
  'landing.helpFaq': 'Read the FAQ',
  'landing.helpContact': 'Contact us',
  'footer.company': 'Company',
  'footer.support': 'Support',
  'footer.legal': 'Legal',
  'footer.rights': '© {year} {brand}. All rights reserved.',
  'footer.support.line': 'Call {phone} · {email}',
  'content.our-awards': 'Our awards',
  'content.contact-us': 'Contact us',
  'content.faq': 'FAQ',
  'content.privacy-notice': 'Privacy notice',
  'content.information-security-policy': 'Information security policy',
  'content.website-terms-of-use': 'Website terms of use',
  'content.terms-of-services': 'Terms of services',
  'content.online-refund-policy': 'Online refund policy',
  'content.testimonials': 'Testimonials',
  'content.our-partners': 'Our partners',
  'content.download-app': 'Download app',
  'content.about-us': 'About us',
  'content.our-team': 'Our team',
  'content.updated': 'Last updated {date}',
  'notFound.title': 'Page not found!',
  'notFound.body': "We're Sorry, the page you requested could not be found. Please go back to home page.",
  'notFound.home': 'Go to home page',
  'error.title': 'Something went wrong',
  'error.body': 'An unexpected error occurred. Please try again.',
  'error.retry': 'Try again',
  'loading.message': 'We are processing your request ...',
} as const;

export const en = { ...shellEn, ...flightSearchEn, ...flightListingEn, ...checkoutEn, ...paymentEn } as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
