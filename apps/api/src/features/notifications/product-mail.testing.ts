import type { ProductMail } from './product-mail.ts';

const said = (outcome: string) => [`Test pass ${outcome}: {orderId}`, `Your test pass is ${outcome}.`] as const;

/**
 * Tests only: the mail part of a product that is neither a flight nor a stay (a "test pass"), each of
 * its words and rows its own and tagged with the language, so a test can tell where every line of an
 * e-mail came from. Its itinerary ignores the order's items on purpose: only the product chooses.
 */
export const testProductMail: ProductMail = {
  words: (language) => ({
    confirmation: {
      completed: said('completed'),
      paid_processing: said('paid, processing'),
      paid_timer_exceeded: said('paid late'),
      unpaid: said('unpaid'),
      waitlisted: said('waitlisted'),
    },
    viewDocument: `View test pass (${language})`,
    downloadDocument: `Download test pass (${language})`,
    documentSubject: 'Your test pass: {orderId}',
    documentBody: `Your test pass is attached (${language}).`,
    documentNote: 'Show your test pass at the gate.',
    reference: 'Test reference',
    reminderBody: 'Your test pass is held until the deadline below.',
    reminderWarning: 'If you do not pay, the test pass is released.',
    notIssued: 'Your test pass could not be issued; {amount} is refunded.',
  }),
  itinerary: (order, language) => [
    { kind: 'heading', text: 'Your test pass' },
    { kind: 'rows', rows: [['Pass', `${order.orderId} (${language})`]] },
  ],
};
