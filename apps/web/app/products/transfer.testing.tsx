/**
 * Tests only: an airport transfer, a product the web does not sell, built on the web's product port
 * (web-product.ts) as a new product would be, to prove the shared screens need nothing else of it
 * (issue 18). Its words are its own catalogue, in both languages.
 */
import type { OrderItem } from '@thwa/domain/contracts/booking';
import type { ThankYouText, ThankYouWords } from '@thwa/domain/booking/thank-you-outcome';
import type { Language } from '@thwa/domain/settings';
import type { MessageKey } from '../i18n/en.ts';
import type { WebProduct } from './web-product.ts';

/** What the api would say of a transfer item. */
export interface TransferItem {
  readonly product: 'transfer';
  readonly itemNo: number;
  readonly document: { viewUrl: string; downloadUrl: string } | null;
  readonly pickUp: string;
  readonly dropOff: string;
  readonly date: string;
  readonly passengers: number;
}

export function transferItem(overrides: Partial<TransferItem> = {}): OrderItem {
  const item: TransferItem = {
    product: 'transfer',
    itemNo: 1,
    document: { viewUrl: '/api/tickets/TW2611270001/view', downloadUrl: '/api/tickets/TW2611270001/pdf' },
    pickUp: 'Yangon International Airport (RGN)',
    dropOff: 'Sule Shangri-La, Yangon',
    date: '2031-03-10',
    passengers: 3,
    ...overrides,
  };
  return item as unknown as OrderItem;
}

/** Its catalogue: what it adds to the shell's and the shared screens' words. */
export const TRANSFER_MESSAGES: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {
    'transfer.reference': 'Driver booking',
    'transfer.bookAnother': 'Book another transfer',
    'transfer.searchAgain': 'Search transfers again',
    'transfer.holdEnded': 'Your car is no longer held',
    'transfer.holdExpired': 'The car we held for you has been released.',
    'transfer.starts': 'Pick-up {date}',
    'transfer.ends': 'Until {date}',
    'transfer.people': '{count} passengers',
    'transfer.voucher': 'Transfer voucher',
    'transfer.voucher.view': 'View transfer voucher',
    'transfer.voucher.download': 'Download transfer voucher',
    'transfer.pickUp': 'Pick-up',
  },
  mm: {
    'transfer.reference': 'ယာဉ်မောင်း ဘိုကင်',
    'transfer.bookAnother': 'နောက်ထပ် ကားကြို ဘိုကင်လုပ်ရန်',
    'transfer.searchAgain': 'ကားကြို ပြန်ရှာရန်',
    'transfer.holdEnded': 'သင့်ကားကို ထိန်းထားခြင်း မရှိတော့ပါ',
    'transfer.holdExpired': 'သင့်အတွက် ထိန်းထားသော ကားကို လွှတ်ပေးလိုက်ပါပြီ။',
    'transfer.starts': 'ကြိုမည့်နေ့ {date}',
    'transfer.ends': '{date} အထိ',
    'transfer.people': 'ခရီးသည် {count} ဦး',
    'transfer.voucher': 'ကားကြို ဘောက်ချာ',
    'transfer.voucher.view': 'ကားကြို ဘောက်ချာ ကြည့်ရန်',
    'transfer.voucher.download': 'ကားကြို ဘောက်ချာ ဒေါင်းလုဒ်လုပ်ရန်',
    'transfer.pickUp': 'ကြိုမည့်နေရာ',
  },
};

const key = (name: string) => `transfer.${name}` as MessageKey;
const text = (title: string, body: string): ThankYouText => ({ title, body });

/** What the thank-you page says of each outcome for a transfer (English only: this test product speaks English there). */
const TRANSFER_THANK_YOU: ThankYouWords = {
  outcomes: {
    completed: text('Your transfer is booked', 'Your driver will meet you at {pickUp}.'),
    paid_processing: text('Booking your driver', 'We are confirming your driver.'),
    paid_timer_exceeded: text('Payment arrived late', 'We are checking your car is still free.'),
    unpaid: text('Payment not received', 'Call {phone}.'),
    unpaid_processing: text('Car held — waiting for your payment', 'Pay within 24 hours.'),
    paid_cancelled: text('Transfer cancelled', 'Your money is on its way back.'),
    waitlisted: text('Waiting for a driver', 'We will call you.'),
  },
  pending: { pay_at_shop: text('Car held', 'Pay at a shop.'), cash_on_delivery: text('Car held', 'We will call you.'), online: text('Car held', 'Finish paying.') },
  retry: text('Pay again', 'Your car is still held.'),
  guestCancelled: null,
};

function TransferSummary({ item }: { item: OrderItem }) {
  const transfer = item as unknown as TransferItem;
  return (
    <p>
      {transfer.pickUp} → {transfer.dropOff}
    </p>
  );
}

function TransferDetails({ item }: { item: OrderItem }) {
  const transfer = item as unknown as TransferItem;
  return (
    <section aria-label="Transfer">
      <p>{transfer.pickUp}</p>
      <p>{transfer.dropOff}</p>
    </section>
  );
}

export const TRANSFER: WebProduct = {
  item: 'transfer' as OrderItem['product'],
  productType: 99,
  paymentPath: '/transfer/payment',
  searchPath: '/transfer',
  steps: ['search', 'details', 'payment', 'complete'],
  namespace: 'checkout',
  thankYouWords: () => Promise.resolve({ en: TRANSFER_THANK_YOU, mm: TRANSFER_THANK_YOU }),
  words: {
    reference: key('reference'),
    bookAnother: key('bookAnother'),
    searchAgain: key('searchAgain'),
    holdEnded: key('holdEnded'),
    holdExpired: key('holdExpired'),
    starts: key('starts'),
    ends: key('ends'),
    people: key('people'),
  },
  document: {
    view: key('voucher.view'),
    download: key('voucher.download'),
    viewTitle: key('voucher'),
    tripsView: key('voucher.view'),
    tripsDownload: key('voucher.download'),
    title: key('voucher'),
    reference: key('reference'),
    viewDownload: key('voucher.download'),
    fileName: (orderId) => `${orderId}-transfer.pdf`,
  },
  bookAgainHref: () => '/transfer?from=RGN',
  cancellationPreview: (_item, order) => (order.status === 'completed' ? { refund: order.paid } : null),
  Summary: TransferSummary,
  Details: TransferDetails,
  Document: TransferDetails,
};
