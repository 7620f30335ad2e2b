/** An order as POST /order/detail answers it; tests say only what they care about. Test code only. */
import type { OrderDetail } from '@thwa/domain/contracts/booking';

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    orderId: 'TW2611220001',
    productType: 2,
    flow: 'online',
    status: 'completed',
    paymentStatus: 'paid',
    outcome: 'completed',
    createdAt: '2031-03-08T03:30:00Z',
    holdExpiresAt: '2031-03-08T03:45:00Z',
    pnr: 'ABC123',
    items: [
      {
        product: 'flight',
        itemNo: 1,
        document: { viewUrl: '/api/tickets/TW2611220001/view', downloadUrl: '/api/tickets/TW2611220001/pdf' },
        directions: [
          {
            direction: 'outward',
            source: 'S1',
            legs: [
              {
                flightNumber: 'UB 101',
                airlineCode: 'UB',
                airlineName: 'Myanmar National Airlines',
                origin: 'RGN',
                originCity: 'Yangon',
                destination: 'MDL',
                destinationCity: 'Mandalay',
                departureLocal: '2031-03-10T07:30',
                arrivalLocal: '2031-03-10T08:40',
                durationMinutes: 70,
                cabinClass: 'economy',
              },
            ],
          },
        ],
        travellers: [
          { type: 'adult', title: 'Mr', firstName: 'Aung', lastName: 'Kyaw', ticketNumber: '2322400000011' },
          { type: 'child', title: 'Miss', firstName: 'Su', lastName: 'Su', ticketNumber: null },
        ],
      },
    ],
    contact: { name: 'Aung Kyaw', email: 'aung@example.com', phone: '+959791234567' },
    breakdown: {
      subTotal: 200_000,
      airlineTaxes: 10_000,
      taxes: 0,
      convenienceFees: 4_000,
      discount: 0,
      promotion: 0,
      insurance: 0,
      total: 214_000,
      grandTotal: 214_000,
      currency: 'MMK',
    },
    amount: 214_000,
    promoCode: null,
    payment: {
      method: 'card',
      status: 'paid',
      amount: 214_000,
      paymentCode: null,
      expiresAt: '2031-03-08T03:45:00Z',
      paidAt: '2031-03-08T03:35:00Z',
    },
    ticket: { viewUrl: '/api/tickets/TW2611220001/view', downloadUrl: '/api/tickets/TW2611220001/pdf' },
    ...overrides,
  };
}
