import type { StatusTone } from '@thwa/domain/order-status';

/** Spec §4 order status colours, as every page that shows an order's status draws them (the customer's and the console's). */
export const TONE_CLASSES: Readonly<Record<StatusTone, string>> = {
  success: 'bg-green-50 text-green-800 ring-green-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  primary: 'bg-brand-50 text-brand-800 ring-brand-200',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-200',
};
