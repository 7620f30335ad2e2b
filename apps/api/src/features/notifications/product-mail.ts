/**
 * One product's part of the booking e-mails (decision 020, step 4): the words that speak of what it
 * sells (seats and the airline, rooms and the hotel) and the blocks that lay out its itinerary (the
 * order's status reads the same for every product, ticket-labels.ts). Its product module gives it (`ProductModule.mail`): the flight module
 * `flightMail` (flights/booking/flight-mail.ts), the hotel module `hotelMail` (hotels/booking/hotel-mail.ts).
 * mail-templates.ts lays out every e-mail, words what all products share and renders it, and asks
 * only this, so a new product words its e-mails in its own module.
 */
import type { OrderDetail, ThankYouOutcome } from '@thwa/domain/contracts/booking';
import type { TicketLanguage } from '../tickets/ticket-labels.ts';

/** One part of an e-mail, written once and rendered twice, to text and to HTML (mail-templates.ts). */
export type MailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'p'; text: string }
  | { kind: 'note'; text: string; tone: 'info' | 'warning' | 'danger' }
  | { kind: 'rows'; rows: [label: string, value: string][] }
  | { kind: 'links'; links: [label: string, url: string][] };

/**
 * The spec §4 thank-you outcomes whose words speak of the payment alone (it is being checked; a
 * technical failure refunds it): mail-templates.ts words them once for every product.
 */
export type PaymentOutcome = 'unpaid_processing' | 'paid_cancelled';

/** Subject ({orderId} filled in) and opening message of the confirmation e-mail per thank-you outcome. */
export type Confirmation<Outcome extends ThankYouOutcome> = Record<Outcome, readonly [subject: string, message: string]>;

/** The words of the e-mails that speak of what the order sells, in one language. */
export interface ProductMailWords {
  /** Each outcome that speaks of what is held, sold or confirmed by the supplier. */
  confirmation: Confirmation<Exclude<ThankYouOutcome, PaymentOutcome>>;
  /** The links to the order's document: "View e-ticket", "Download voucher (PDF)". */
  viewDocument: string;
  downloadDocument: string;
  /** The e-mail that carries the document: its subject ({orderId} filled in) and what the attachment is for. */
  documentSubject: string;
  documentBody: string;
  /** What that e-mail says after the itinerary (a flight's airport check-in times); null: nothing. */
  documentNote: string | null;
  /** The label of the supplier's reference: "Airline reference (PNR)", "Hotel confirmation number". */
  reference: string;
  /** The pay-at-shop reminder: what is held until the deadline, and what is released after it. */
  reminderBody: string;
  reminderWarning: string;
  /**
   * In the e-mail of an order whose other items stand: this item could not be issued by its supplier,
   * and its share ({amount}) is refunded (decision 024).
   */
  notIssued: string;
}

export interface ProductMail {
  words(language: TicketLanguage): ProductMailWords;
  /**
   * What the order sells, laid out after each e-mail's own rows: its itinerary and who travels; none
   * when the order has no item of the product.
   */
  itinerary(order: OrderDetail, language: TicketLanguage): MailBlock[];
}
