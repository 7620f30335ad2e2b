import { formatMoney, toMyanmarDigits } from '@thwa/domain/money';
import type { Language } from '@thwa/domain/settings';
import type { CardError, CardField, CardForm } from './card-validation.ts';

/**
 * The HTML of the sandbox partners' pages: plain server-rendered strings with inline CSS, because they
 * stand for other companies' sites and must not lean on our web app, its bundle or its styles.
 * Every value that reaches the markup goes through `escapeHtml`.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const TEXT = {
  en: {
    banner: 'SANDBOX: a test payment. No real money moves and no real card is charged.',
    merchant: 'Merchant',
    amount: 'Amount',
    payBy: 'Pay by',
    backToMerchant: (merchant: string) => `Return to ${merchant}`,
    errorSummary: 'Please correct the following:',
    cardTitle: 'Card payment',
    cardGateway: 'Sandbox Card Gateway',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    cvcHint: '3 or 4 digits on the back of the card',
    cardName: 'Name on card',
    pay: (amount: string) => `Pay ${amount}`,
    cancel: 'Cancel payment',
    testCards: 'Test cards',
    testCardsHint: 'Any expiry date in the future and any 3-digit security code.',
    approves: 'approves',
    declined: 'is declined',
    insufficient: 'insufficient funds (declined)',
    errors: {
      number_invalid: 'Enter a valid card number.',
      number_not_test: 'This sandbox accepts only the test cards listed below.',
      expiry_format: 'Enter the expiry date as MM/YY.',
      expiry_past: 'This card has expired.',
      cvc_invalid: 'Enter the 3 or 4 digit security code.',
      name_missing: 'Enter the name on the card.',
    } satisfies Record<CardError, string>,
    expiredTitle: 'This payment has expired',
    expiredBody: 'The time to pay has run out. Nothing was charged.',
    doneTitle: 'This payment is already finished',
    doneBody: 'There is nothing more to do here.',
    notFoundTitle: 'Payment not found',
    notFoundBody: 'Check the link or the payment code.',
    walletName: 'ThwaPay wallet (sandbox)',
    walletTitle: 'Approve payment',
    pin: 'PIN (6 digits)',
    pinHint: 'Sandbox PIN: 123456',
    wrongPin: 'Wrong PIN. Try again.',
    approve: 'Approve',
    reject: 'Reject',
    approvedTitle: 'Payment approved',
    approvedBody: 'Return to the merchant to see your booking.',
    rejectedTitle: 'Payment rejected',
    rejectedBody: 'Nothing was charged. Return to the merchant to choose another way to pay.',
    shopName: 'Partner shop counter (sandbox)',
    shopTitle: 'Take a payment',
    paymentCode: 'Payment code',
    paymentCodeHint: '10 digits, from the customer or the courier',
    find: 'Find payment',
    codeInvalid: 'Enter the 10-digit payment code.',
    codeUnknown: 'No payment has this code.',
    method: 'Method',
    payAtShop: 'Pay at shop',
    cashOnDelivery: 'Cash on delivery',
    cashReceived: 'Cash received',
    anotherCode: 'Another payment',
    recordedTitle: 'Payment recorded',
    recordedBody: 'The merchant has been told. Give the customer their receipt.',
    alreadyPaid: 'This payment is already finished; do not take cash for it.',
    expiredCode: 'This payment code has expired; do not take cash for it.',
  },
  mm: {
    banner: 'စမ်းသပ်စနစ် (SANDBOX) - စမ်းသပ်ငွေပေးချေမှုသာ ဖြစ်သည်။ ငွေအစစ် မလွှဲပြောင်းပါ၊ ကတ်အစစ်မှ ငွေမဖြတ်ပါ။',
    merchant: 'ငွေလက်ခံသူ',
    amount: 'ငွေပမာဏ',
    payBy: 'ပေးချေရမည့် နောက်ဆုံးအချိန်',
    backToMerchant: (merchant: string) => `${merchant} သို့ ပြန်သွားမည်`,
    errorSummary: 'အောက်ပါအချက်များကို ပြင်ပါ။',
    cardTitle: 'ကတ်ဖြင့် ငွေပေးချေခြင်း',
    cardGateway: 'Sandbox ကတ်ငွေပေးချေမှုစနစ်',
    cardNumber: 'ကတ်နံပါတ်',
    expiry: 'သက်တမ်းကုန်ဆုံးရက် (MM/YY)',
    cvc: 'လုံခြုံရေးကုဒ် (CVC)',
    cvcHint: 'ကတ်နောက်ကျောရှိ ဂဏန်း ၃ လုံး သို့မဟုတ် ၄ လုံး',
    cardName: 'ကတ်ပေါ်ရှိ အမည်',
    pay: (amount: string) => `${amount} ပေးချေမည်`,
    cancel: 'ငွေပေးချေမှု ပယ်ဖျက်မည်',
    testCards: 'စမ်းသပ်ကတ်များ',
    testCardsHint: 'အနာဂတ်ရှိ မည်သည့်သက်တမ်းရက်မဆို၊ မည်သည့် ဂဏန်း ၃ လုံး လုံခြုံရေးကုဒ်မဆို။',
    approves: 'အတည်ပြုသည်',
    declined: 'ငြင်းပယ်သည်',
    insufficient: 'လက်ကျန်ငွေ မလုံလောက်ပါ (ငြင်းပယ်သည်)',
    errors: {
      number_invalid: 'မှန်ကန်သော ကတ်နံပါတ် ထည့်ပါ။',
      number_not_test: 'ဤစမ်းသပ်စနစ်သည် အောက်တွင် ဖော်ပြထားသော စမ်းသပ်ကတ်များကိုသာ လက်ခံသည်။',
      expiry_format: 'သက်တမ်းကုန်ဆုံးရက်ကို MM/YY ပုံစံဖြင့် ထည့်ပါ။',
      expiry_past: 'ဤကတ် သက်တမ်းကုန်သွားပါပြီ။',
      cvc_invalid: 'ဂဏန်း ၃ လုံး သို့မဟုတ် ၄ လုံး လုံခြုံရေးကုဒ် ထည့်ပါ။',
      name_missing: 'ကတ်ပေါ်ရှိ အမည်ကို ထည့်ပါ။',
    } satisfies Record<CardError, string>,
    expiredTitle: 'ဤငွေပေးချေမှု သက်တမ်းကုန်သွားပါပြီ',
    expiredBody: 'ငွေပေးချေရန် အချိန်ကုန်သွားပါပြီ။ ငွေမဖြတ်ရပါ။',
    doneTitle: 'ဤငွေပေးချေမှု ပြီးဆုံးပြီး ဖြစ်သည်',
    doneBody: 'ဤနေရာတွင် ထပ်လုပ်ရန် မရှိတော့ပါ။',
    notFoundTitle: 'ငွေပေးချေမှု ရှာမတွေ့ပါ',
    notFoundBody: 'လင့်ခ် သို့မဟုတ် ငွေပေးချေမှုကုဒ်ကို စစ်ဆေးပါ။',
    walletName: 'ThwaPay ပိုက်ဆံအိတ် (sandbox)',
    walletTitle: 'ငွေပေးချေမှုကို အတည်ပြုပါ',
    pin: 'PIN (ဂဏန်း ၆ လုံး)',
    pinHint: 'စမ်းသပ် PIN: 123456',
    wrongPin: 'PIN မှားနေသည်။ ထပ်ကြိုးစားပါ။',
    approve: 'အတည်ပြုမည်',
    reject: 'ငြင်းပယ်မည်',
    approvedTitle: 'ငွေပေးချေမှု အတည်ပြုပြီးပါပြီ',
    approvedBody: 'သင့်ဘွတ်ကင်ကို ကြည့်ရန် ငွေလက်ခံသူထံ ပြန်သွားပါ။',
    rejectedTitle: 'ငွေပေးချေမှုကို ငြင်းပယ်လိုက်ပါပြီ',
    rejectedBody: 'ငွေမဖြတ်ရပါ။ အခြားနည်းဖြင့် ပေးချေရန် ငွေလက်ခံသူထံ ပြန်သွားပါ။',
    shopName: 'ကိုယ်စားလှယ်ဆိုင် ကောင်တာ (sandbox)',
    shopTitle: 'ငွေလက်ခံရန်',
    paymentCode: 'ငွေပေးချေမှုကုဒ်',
    paymentCodeHint: 'ဖောက်သည် သို့မဟုတ် ပို့ဆောင်သူထံမှ ဂဏန်း ၁၀ လုံး',
    find: 'ရှာမည်',
    codeInvalid: 'ဂဏန်း ၁၀ လုံး ငွေပေးချေမှုကုဒ် ထည့်ပါ။',
    codeUnknown: 'ဤကုဒ်ဖြင့် ငွေပေးချေမှု မရှိပါ။',
    method: 'ပေးချေနည်း',
    payAtShop: 'ဆိုင်တွင် ပေးချေခြင်း',
    cashOnDelivery: 'ပစ္စည်းရောက် ငွေချေခြင်း',
    cashReceived: 'ငွေသား လက်ခံရရှိပြီး',
    anotherCode: 'နောက်ထပ် ငွေပေးချေမှု',
    recordedTitle: 'ငွေပေးချေမှု မှတ်တမ်းတင်ပြီးပါပြီ',
    recordedBody: 'ငွေလက်ခံသူထံ အကြောင်းကြားပြီးပါပြီ။ ဖောက်သည်ကို ပြေစာ ပေးပါ။',
    alreadyPaid: 'ဤငွေပေးချေမှု ပြီးဆုံးပြီး ဖြစ်သည်။ ငွေထပ်မယူပါနှင့်။',
    expiredCode: 'ဤကုဒ် သက်တမ်းကုန်သွားပါပြီ။ ငွေမယူပါနှင့်။',
  },
} as const;

export type PageText = (typeof TEXT)[Language];

export function textFor(language: Language): PageText {
  return TEXT[language];
}

export function money(amount: number, language: Language): string {
  return formatMoney({ amount, currency: 'MMK' }, { lang: language });
}

const yangonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Yangon',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '2025-06-01 14:30' in Yangon time, where the shops are. */
export function yangonDateTime(instant: Date, language: Language): string {
  const parts = Object.fromEntries(yangonTime.formatToParts(instant).map((part) => [part.type, part.value]));
  const text = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  return language === 'mm' ? toMyanmarDigits(text) : text;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Myanmar","Myanmar Text",sans-serif;color:#1c1c1c;background:#eef1f4}
.banner{margin:0;padding:.6rem 1rem;background:repeating-linear-gradient(135deg,#ffd500 0 14px,#ffe766 14px 28px);color:#000;font-weight:700;text-align:center;border-bottom:3px solid #000}
main{max-width:28rem;margin:1rem auto;padding:1.25rem;background:#fff;border-radius:10px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
.brand{margin:0 0 .25rem;font-size:.95rem;color:#444;font-weight:600}
h1{margin:0 0 1rem;font-size:1.4rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
dt{color:#444}dd{margin:0;font-weight:600;white-space:nowrap}
label{display:block;font-weight:600;margin:.9rem 0 .25rem}
.hint{display:block;font-size:.9rem;color:#444;margin:0 0 .25rem}
input{width:100%;font:inherit;padding:.65rem .75rem;border:2px solid #5b6570;border-radius:6px;background:#fff;color:inherit}
input:focus{outline:3px solid #1a5fb4;outline-offset:1px}
input[aria-invalid=true]{border-color:#b00020}
.error{color:#b00020;font-weight:600;margin:.25rem 0 0}
.summary{border:2px solid #b00020;border-radius:6px;padding:.75rem 1rem;margin:0 0 1rem}
.summary p{margin:0 0 .25rem;font-weight:700}.summary ul{margin:0;padding-left:1.2rem}
.summary a{color:#b00020}
.actions{display:flex;flex-direction:column;gap:.75rem;margin-top:1.5rem}
button,.button{display:block;width:100%;font:inherit;font-weight:700;text-align:center;text-decoration:none;padding:.8rem 1rem;border-radius:6px;border:2px solid #1a5fb4;cursor:pointer}
.primary{background:#1a5fb4;color:#fff}.secondary{background:#fff;color:#1a5fb4}
button:focus,.button:focus{outline:3px solid #000;outline-offset:2px}
.notice{padding:.75rem 1rem;border-radius:6px;background:#fff4e5;border:2px solid #8a5a00;margin:0 0 1rem}
.ok{background:#e8f5e9;border-color:#1e6b28}
table{width:100%;border-collapse:collapse;font-size:.95rem}th,td{text-align:left;padding:.3rem .25rem;border-top:1px solid #ccd}
code{font-size:1rem;white-space:nowrap}
`;

/** The page frame: language, banner, landmark, one h1. */
export function layout(options: { language: Language; brand: string; title: string; body: string }): string {
  const t = textFor(options.language);
  return `<!doctype html>
<html lang="${options.language === 'mm' ? 'my' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow">
<title>${escapeHtml(`${options.title} · ${options.brand}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<p class="banner" role="note">${escapeHtml(t.banner)}</p>
<main>
<p class="brand">${escapeHtml(options.brand)}</p>
<h1>${escapeHtml(options.title)}</h1>
${options.body}
</main>
</body>
</html>`;
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}

function summary(language: Language, items: { id: string; message: string }[]): string {
  if (items.length === 0) return '';
  const t = textFor(language);
  const list = items.map((item) => `<li><a href="#${item.id}">${escapeHtml(item.message)}</a></li>`).join('');
  return `<div class="summary" role="alert" tabindex="-1"><p>${escapeHtml(t.errorSummary)}</p><ul>${list}</ul></div>`;
}

interface FieldOptions {
  id: string;
  label: string;
  value?: string;
  error?: string;
  hint?: string;
  attributes: string;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
function field(options: FieldOptions): string {
  const described = [options.hint ? `${options.id}-hint` : '', options.error ? `${options.id}-error` : ''].filter(Boolean).join(' ');
  return `<label for="${options.id}">${escapeHtml(options.label)}</label>
${options.hint ? `<span class="hint" id="${options.id}-hint">${escapeHtml(options.hint)}</span>` : ''}
<input id="${options.id}" name="${options.id}" ${options.attributes}${options.value ? ` value="${escapeHtml(options.value)}"` : ''}${described ? ` aria-describedby="${described}"` : ''}${options.error ? ' aria-invalid="true"' : ''}>
${options.error ? `<p class="error" id="${options.id}-error">${escapeHtml(options.error)}</p>` : ''}`;
}

function facts(rows: [string, string][]): string {
  return `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

export interface PaymentView {
  language: Language;
  merchant: string;
  amount: number;
}

/** The gateway's hosted card form. The security code is never written back into the page. */
export function cardPage(view: PaymentView & { action: string; form?: Omit<CardForm, 'cvc'>; errors?: Partial<Record<CardField, CardError>> }): string {
  const t = textFor(view.language);
  const errors = view.errors ?? {};
  const message = (key: CardField) => {
    const error = errors[key];
    return error ? t.errors[error] : undefined;
  };
  const order: CardField[] = ['number', 'expiry', 'cvc', 'name'];
  const items = order.flatMap((key) => {
    const text = message(key);
    return text ? [{ id: key, message: text }] : [];
  });
  const amount = money(view.amount, view.language);
  const body = `${summary(view.language, items)}
${facts([
  [t.merchant, view.merchant],
  [t.amount, amount],
])}
<form method="post" action="${escapeHtml(view.action)}" novalidate>
${hidden('lang', view.language)}
${field({ id: 'number', label: t.cardNumber, value: view.form?.number, error: message('number'), attributes: 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" required' })}
${field({ id: 'expiry', label: t.expiry, value: view.form?.expiry, error: message('expiry'), attributes: 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" required' })}
${field({ id: 'cvc', label: t.cvc, hint: t.cvcHint, error: message('cvc'), attributes: 'type="password" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required' })}
${field({ id: 'name', label: t.cardName, value: view.form?.name, error: message('name'), attributes: 'type="text" autocomplete="cc-name" maxlength="60" required' })}
<div class="actions">
<button class="primary" type="submit" name="action" value="pay">${escapeHtml(t.pay(amount))}</button>
<button class="secondary" type="submit" name="action" value="cancel">${escapeHtml(t.cancel)}</button>
</div>
</form>
<h2>${escapeHtml(t.testCards)}</h2>
<table>
<tr><td><code>4111 1111 1111 1111</code></td><td>${escapeHtml(t.approves)}</td></tr>
<tr><td><code>4000 0000 0000 0002</code></td><td>${escapeHtml(t.declined)}</td></tr>
<tr><td><code>4000 0000 0000 9995</code></td><td>${escapeHtml(t.insufficient)}</td></tr>
</table>
<p class="hint">${escapeHtml(t.testCardsHint)}</p>`;
  return layout({ language: view.language, brand: t.cardGateway, title: t.cardTitle, body });
}

/** The wallet app's approve screen. */
export function walletPage(view: PaymentView & { action: string; wrongPin?: boolean }): string {
  const t = textFor(view.language);
  const error = view.wrongPin ? t.wrongPin : undefined;
  const body = `${summary(view.language, error ? [{ id: 'pin', message: error }] : [])}
${facts([
  [t.merchant, view.merchant],
  [t.amount, money(view.amount, view.language)],
])}
<form method="post" action="${escapeHtml(view.action)}" novalidate>
${hidden('lang', view.language)}
${field({ id: 'pin', label: t.pin, hint: t.pinHint, error, attributes: 'type="password" inputmode="numeric" autocomplete="off" maxlength="6"' })}
<div class="actions">
<button class="primary" type="submit" name="action" value="approve">${escapeHtml(t.approve)}</button>
<button class="secondary" type="submit" name="action" value="reject">${escapeHtml(t.reject)}</button>
</div>
</form>`;
  return layout({ language: view.language, brand: t.walletName, title: t.walletTitle, body });
}

/** A page that only says something and offers the way back to the merchant. */
export function messagePage(view: { language: Language; brand: string; title: string; body: string; back?: { href: string; merchant: string }; ok?: boolean }): string {
  const t = textFor(view.language);
  const back = view.back
    ? `<div class="actions"><a class="button primary" href="${escapeHtml(view.back.href)}">${escapeHtml(t.backToMerchant(view.back.merchant))}</a></div>`
    : '';
  const body = `<p class="notice${view.ok ? ' ok' : ''}" role="status">${escapeHtml(view.body)}</p>${back}`;
  return layout({ language: view.language, brand: view.brand, title: view.title, body });
}

export interface ShopPayment {
  code: string;
  provider: 'pay_at_shop' | 'cash_on_delivery';
  amount: number;
  expiresAt: Date;
  state: 'pending' | 'expired' | 'finished';
}

/** The counter: a code form, and once a code is found, the payment with a "Cash received" button. */
export function shopPage(view: { language: Language; code?: string; error?: string; payment?: ShopPayment; recorded?: boolean }): string {
  const t = textFor(view.language);
  const lookup = `<form method="get" action="/sandbox/shop" novalidate>
${view.language === 'mm' ? hidden('lang', 'mm') : ''}
${field({ id: 'code', label: t.paymentCode, hint: t.paymentCodeHint, value: view.payment ? undefined : view.code, error: view.error, attributes: 'type="text" inputmode="numeric" autocomplete="off" maxlength="14"' })}
<div class="actions"><button class="${view.payment ? 'secondary' : 'primary'}" type="submit">${escapeHtml(view.payment ? t.anotherCode : t.find)}</button></div>
</form>`;
  let details = '';
  if (view.payment) {
    const payment = view.payment;
    const notice = view.recorded
      ? `<p class="notice ok" role="status">${escapeHtml(t.recordedBody)}</p>`
      : payment.state === 'finished'
        ? `<p class="notice" role="status">${escapeHtml(t.alreadyPaid)}</p>`
        : payment.state === 'expired'
          ? `<p class="notice" role="status">${escapeHtml(t.expiredCode)}</p>`
          : '';
    const confirm =
      payment.state === 'pending' && !view.recorded
        ? `<form method="post" action="/sandbox/shop">${hidden('lang', view.language)}${hidden('code', payment.code)}<div class="actions"><button class="primary" type="submit">${escapeHtml(t.cashReceived)}</button></div></form>`
        : '';
    details = `${view.recorded ? `<h2>${escapeHtml(t.recordedTitle)}</h2>` : ''}${notice}
${facts([
  [t.paymentCode, payment.code],
  [t.method, payment.provider === 'pay_at_shop' ? t.payAtShop : t.cashOnDelivery],
  [t.amount, money(payment.amount, view.language)],
  [t.payBy, yangonDateTime(payment.expiresAt, view.language)],
])}
${confirm}<hr>`;
  }
  const errorSummary = view.error ? summary(view.language, [{ id: 'code', message: view.error }]) : '';
  return layout({ language: view.language, brand: t.shopName, title: t.shopTitle, body: `${errorSummary}${details}${lookup}` });
}
