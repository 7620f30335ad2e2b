import type { ProviderKind } from '@thwa/domain/contracts/payments';

const common = { 'aria-hidden': true, viewBox: '0 0 40 28', width: 40, height: 28, fill: 'none' } as const;

/** Our own small marks for the payment methods (design §10: no image is fetched from outside). */
export function MethodMark({ provider }: { provider: ProviderKind }) {
  switch (provider) {
    case 'card':
      return (
        <svg {...common}>
          <rect x="1" y="2" width="38" height="24" rx="4" fill="#0f5e5a" />
          <rect x="1" y="7" width="38" height="4" fill="#0a3a38" />
          <rect x="5" y="16" width="8" height="5" rx="1" fill="#f1cf73" />
          <path d="M17 19h14" stroke="#cdece7" strokeWidth="2" strokeLinecap="round" />
        </svg>
      );
    case 'mobile_wallet':
      return (
        <svg {...common}>
          <rect x="12" y="1" width="16" height="26" rx="3" fill="#0f5e5a" />
          <rect x="15" y="5" width="10" height="10" fill="#fff" />
          <path d="M16 6h3v3h-3zM21 6h3v3h-3zM16 11h3v3h-3zM21 12h2v2h-2z" fill="#0a3a38" />
          <circle cx="20" cy="22" r="2" fill="#f1cf73" />
        </svg>
      );
    case 'pay_at_shop':
      return (
        <svg {...common}>
          <path d="M5 11l3-8h24l3 8z" fill="#e0a526" />
          <rect x="6" y="11" width="28" height="15" rx="1" fill="#0f5e5a" />
          <rect x="16" y="16" width="8" height="10" fill="#f1cf73" />
        </svg>
      );
    case 'cash_on_delivery':
      return (
        <svg {...common}>
          <rect x="2" y="6" width="36" height="18" rx="3" fill="#15736c" />
          <circle cx="20" cy="15" r="5" fill="#f1cf73" />
          <path d="M7 10h3M30 20h3" stroke="#cdece7" strokeWidth="2" strokeLinecap="round" />
        </svg>
      );
    case 'agent_credit':
      return (
        <svg {...common}>
          <rect x="6" y="2" width="28" height="24" rx="3" fill="#0f5e5a" />
          <path d="M11 9h18M11 14h18M11 19h10" stroke="#cdece7" strokeWidth="2" strokeLinecap="round" />
          <circle cx="29" cy="20" r="4" fill="#f1cf73" />
        </svg>
      );
    case 'partner_wallet':
      // A phone with a wallet on its screen: the wallet app we are open in (decision 041).
      return (
        <svg {...common}>
          <rect x="11" y="1" width="18" height="26" rx="3" fill="#0a3a38" />
          <rect x="14" y="7" width="12" height="9" rx="2" fill="#0f5e5a" />
          <rect x="21" y="10" width="5" height="3" rx="1" fill="#f1cf73" />
          <circle cx="20" cy="22" r="1.5" fill="#cdece7" />
        </svg>
      );
    case 'wallet':
      return (
        <svg {...common}>
          <path d="M4 8a3 3 0 013-3h24v4" stroke="#0a3a38" strokeWidth="2" />
          <rect x="3" y="8" width="34" height="17" rx="3" fill="#0f5e5a" />
          <rect x="26" y="13" width="11" height="7" rx="2" fill="#f1cf73" />
        </svg>
      );
  }
}
