import type { Language } from '@thwa/domain/settings';
import { escapeHtml, layout, money } from '../payments/sandbox-pages.html.ts';
import type { WalletCustomer } from './wallet-app-tokens.repository.ts';

/**
 * The sandbox wallet app's screens (decision 041), as plain HTML: they stand for the partner's app,
 * not our site, and share only the sandbox pages' frame (its SANDBOX banner, its styles).
 */
const TEXT = {
  en: {
    brand: 'Sandbox wallet app (KBZPay-style)',
    homeTitle: 'Wallet home',
    homeIntro: 'Pick a test customer and open Thwa as a mini-app inside this wallet. The app gives Thwa a one-time token; Thwa asks us who you are.',
    referral: 'Referral code (optional)',
    referralHint: 'Letters, digits, - and _; at most 32.',
    open: (name: string) => `Open Thwa as ${name}`,
    payTitle: 'Pay in the app',
    merchant: 'Merchant',
    amount: 'Amount',
    pin: 'Wallet PIN (6 digits)',
    pinHint: 'Sandbox PIN: 123456',
    wrongPin: 'Wrong PIN. Try again.',
    confirm: 'Confirm and pay',
    cancel: 'Cancel',
    paidTitle: 'Paid in the wallet app',
    paidBody: 'Your payment is done. Go back to the mini-app to see your booking.',
    cancelledTitle: 'Payment cancelled',
    cancelledBody: 'Nothing was taken from your wallet.',
    back: (merchant: string) => `Back to ${merchant}`,
    closedTitle: 'This payment can no longer be made',
    closedBody: 'It is finished or its time ran out.',
    notFoundTitle: 'Payment not found',
    notFoundBody: 'Open the mini-app again from the wallet home.',
  },
  mm: {
    brand: 'စမ်းသပ် ပိုက်ဆံအိတ် အက်ပ် (KBZPay ပုံစံ)',
    homeTitle: 'ပိုက်ဆံအိတ် ပင်မစာမျက်နှာ',
    homeIntro: 'စမ်းသပ်ဖောက်သည်တစ်ဦးကို ရွေးပြီး Thwa ကို ဤပိုက်ဆံအိတ်ထဲတွင် မီနီအက်ပ်အဖြစ် ဖွင့်ပါ။ အက်ပ်က Thwa ကို တစ်ကြိမ်သုံး တိုကင် ပေးပြီး Thwa က သင်မည်သူဖြစ်ကြောင်း ကျွန်ုပ်တို့ထံ မေးပါမည်။',
    referral: 'ရည်ညွှန်းကုဒ် (မထည့်လည်းရ)',
    referralHint: 'စာလုံး၊ ဂဏန်း၊ - နှင့် _ ၊ အများဆုံး ၃၂ လုံး။',
    open: (name: string) => `${name} အဖြစ် Thwa ကို ဖွင့်မည်`,
    payTitle: 'အက်ပ်တွင် ပေးချေရန်',
    merchant: 'ငွေလက်ခံသူ',
    amount: 'ငွေပမာဏ',
    pin: 'ပိုက်ဆံအိတ် PIN (ဂဏန်း ၆ လုံး)',
    pinHint: 'စမ်းသပ် PIN: 123456',
    wrongPin: 'PIN မှားနေသည်။ ထပ်ကြိုးစားပါ။',
    confirm: 'အတည်ပြုပြီး ပေးချေမည်',
    cancel: 'မလုပ်တော့ပါ',
    paidTitle: 'ပိုက်ဆံအိတ် အက်ပ်တွင် ပေးချေပြီးပါပြီ',
    paidBody: 'ငွေပေးချေမှု ပြီးပါပြီ။ သင့်ဘွတ်ကင်ကို ကြည့်ရန် မီနီအက်ပ်သို့ ပြန်သွားပါ။',
    cancelledTitle: 'ငွေပေးချေမှုကို ပယ်ဖျက်လိုက်ပါပြီ',
    cancelledBody: 'သင့်ပိုက်ဆံအိတ်မှ ငွေမဖြတ်ရပါ။',
    back: (merchant: string) => `${merchant} သို့ ပြန်သွားမည်`,
    closedTitle: 'ဤငွေပေးချေမှုကို မပြုလုပ်နိုင်တော့ပါ',
    closedBody: 'ပြီးဆုံးသွားပြီ သို့မဟုတ် အချိန်ကုန်သွားပါပြီ။',
    notFoundTitle: 'ငွေပေးချေမှု ရှာမတွေ့ပါ',
    notFoundBody: 'ပိုက်ဆံအိတ် ပင်မစာမျက်နှာမှ မီနီအက်ပ်ကို ပြန်ဖွင့်ပါ။',
  },
} as const;

export function walletAppText(language: Language) {
  return TEXT[language];
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

export function walletHomePage(view: { language: Language; customers: readonly WalletCustomer[] }): string {
  const t = TEXT[view.language];
  const forms = view.customers
    .map(
      (customer, index) => `<form method="post" action="/sandbox/wallet-app/open" novalidate>
${hidden('lang', view.language)}${hidden('customer', String(index))}
<label for="referral-${index}">${escapeHtml(t.referral)}</label>
<span class="hint" id="referral-${index}-hint">${escapeHtml(t.referralHint)}</span>
<input id="referral-${index}" name="referralCode" type="text" maxlength="32" autocomplete="off" aria-describedby="referral-${index}-hint">
<div class="actions"><button class="primary" type="submit">${escapeHtml(t.open(customer.customerName))}</button></div>
</form>`,
    )
    .join('\n');
  return layout({ language: view.language, brand: t.brand, title: t.homeTitle, body: `<p>${escapeHtml(t.homeIntro)}</p>\n${forms}` });
}

export function walletPayPage(view: { language: Language; merchant: string; amount: number; action: string; wrongPin?: boolean }): string {
  const t = TEXT[view.language];
  const error = view.wrongPin ? `<p class="error" id="pin-error" role="alert">${escapeHtml(t.wrongPin)}</p>` : '';
  const body = `<dl><dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(view.merchant)}</dd><dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(money(view.amount, view.language))}</dd></dl>
<form method="post" action="${escapeHtml(view.action)}" novalidate>
${hidden('lang', view.language)}
<label for="pin">${escapeHtml(t.pin)}</label>
<span class="hint" id="pin-hint">${escapeHtml(t.pinHint)}</span>
<input id="pin" name="pin" type="password" inputmode="numeric" autocomplete="off" maxlength="6" aria-describedby="pin-hint${view.wrongPin ? ' pin-error' : ''}"${view.wrongPin ? ' aria-invalid="true"' : ''}>
${error}
<div class="actions">
<button class="primary" type="submit" name="action" value="pay">${escapeHtml(t.confirm)}</button>
<button class="secondary" type="submit" name="action" value="cancel">${escapeHtml(t.cancel)}</button>
</div>
</form>`;
  return layout({ language: view.language, brand: t.brand, title: t.payTitle, body });
}

/** A screen of the app that only says something, with the way back into the mini-app when there is one. */
export function walletMessagePage(view: { language: Language; title: string; body: string; back?: { href: string; merchant: string }; ok?: boolean }): string {
  const t = TEXT[view.language];
  const back = view.back ? `<div class="actions"><a class="button primary" href="${escapeHtml(view.back.href)}">${escapeHtml(t.back(view.back.merchant))}</a></div>` : '';
  return layout({ language: view.language, brand: t.brand, title: view.title, body: `<p class="notice${view.ok ? ' ok' : ''}" role="status">${escapeHtml(view.body)}</p>${back}` });
}
