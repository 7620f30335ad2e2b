import type { Language } from '@thwa/domain/settings';
import { formatMoney } from '@thwa/domain/money';
import { historyCsv } from '@thwa/domain/wallet/history-csv';
import type { TransferKind } from '@thwa/domain/wallet/ledger';
import { YANGON_UTC_OFFSET_MINUTES } from '@thwa/domain/dates';
import { BRAND_GOLD, BRAND_TEAL, escapeHtml, htmlLang } from '../tickets/ticket-html.ts';
import { MYANMAR_FAMILY, myanmarFontFaces } from '../tickets/ticket-fonts.ts';
import type { MovementRow } from './wallet.repository.ts';

/** The wallet statement's words in both languages (spec: every user-facing text in English and Myanmar). */
const LABELS = {
  en: {
    title: 'Wallet statement',
    balance: 'Balance',
    header: ['Date (Yangon)', 'Kind', 'Reference', 'Amount (MMK)', 'Balance after (MMK)', 'Currency'],
    kinds: { topup: 'Top-up', payment: 'Payment', refund: 'Refund' },
    empty: 'No movements yet.',
    printed: 'Printed',
  },
  mm: {
    title: 'ပိုက်ဆံအိတ် စာရင်းရှင်းတမ်း',
    balance: 'လက်ကျန်ငွေ',
    header: ['ရက်စွဲ (ရန်ကုန်)', 'အမျိုးအစား', 'ရည်ညွှန်းနံပါတ်', 'ပမာဏ (ကျပ်)', 'လက်ကျန် (ကျပ်)', 'ငွေကြေး'],
    kinds: { topup: 'ငွေဖြည့်', payment: 'ငွေပေးချေမှု', refund: 'ငွေပြန်အမ်း' },
    empty: 'ငွေအဝင်အထွက် မရှိသေးပါ။',
    printed: 'ထုတ်ယူသည့်အချိန်',
  },
} as const satisfies Record<Language, { kinds: Record<TransferKind, string> } & Record<string, unknown>>;

/** '2026-11-24 17:30' in Asia/Yangon (business dates follow Yangon; tests run under UTC). */
export function yangonDateTime(at: Date): string {
  return new Date(at.getTime() + YANGON_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

export function kindLabel(kind: TransferKind, language: Language): string {
  return LABELS[language].kinds[kind];
}

/** The CSV download: BOM, header row, one line per movement, newest first. */
export function walletHistoryCsv(rows: readonly MovementRow[], language: Language): string {
  const labels = LABELS[language];
  return historyCsv(
    labels.header,
    rows.map((row) => ({ at: yangonDateTime(row.at), kind: labels.kinds[row.kind], reference: row.subject, amount: row.amount, balanceAfter: row.balanceAfter })),
  );
}

/** A self-contained page for Chromium to print: inline styles, the Myanmar font embedded, no requests. */
export function walletHistoryHtml(input: { rows: readonly MovementRow[]; balance: number; holder: string; language: Language; brand: string; now: Date }): string {
  const { rows, language } = input;
  const labels = LABELS[language];
  const money = (amount: number) => escapeHtml(formatMoney({ amount, currency: 'MMK' }, { lang: language }));
  const body = rows.length
    ? rows
        .map(
          (row) =>
            `<tr><td>${escapeHtml(yangonDateTime(row.at))}</td><td>${escapeHtml(labels.kinds[row.kind])}</td><td>${escapeHtml(row.subject)}</td>` +
            `<td class="n ${row.amount < 0 ? 'out' : 'in'}">${row.amount > 0 ? '+' : '−'}${money(Math.abs(row.amount))}</td><td class="n">${money(row.balanceAfter)}</td></tr>`,
        )
        .join('')
    : `<tr><td colspan="5">${escapeHtml(labels.empty)}</td></tr>`;
  return `<!doctype html><html lang="${htmlLang(language)}"><head><meta charset="utf-8"><title>${escapeHtml(labels.title)}</title><style>
${myanmarFontFaces()}
@page { size: A4; margin: 12mm; }
body { margin: 0; color: #1d2b2c; font-family: 'Noto Sans', 'DejaVu Sans', Arial, '${MYANMAR_FAMILY}', sans-serif; font-size: 9.5pt; line-height: 1.4; }
:lang(my) { font-family: '${MYANMAR_FAMILY}', 'Noto Sans', sans-serif; line-height: 1.75; }
h1 { font-size: 16pt; color: ${BRAND_TEAL}; margin: 0 0 2px; }
.sub { color: #557072; margin: 0 0 10px; border-bottom: 2px solid ${BRAND_GOLD}; padding-bottom: 6px; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: 4px 6px; border-bottom: 1px solid #d8e2e2; }
th { background: #eef4f4; }
.n { text-align: right; white-space: nowrap; }
.in { color: #1b6e3a; } .out { color: #9b2c2c; }
</style></head><body>
<h1>${escapeHtml(input.brand)} · ${escapeHtml(labels.title)}</h1>
<p class="sub">${escapeHtml(input.holder)} · ${escapeHtml(labels.balance)}: <strong>${money(input.balance)}</strong> · ${escapeHtml(labels.printed)}: ${escapeHtml(yangonDateTime(input.now))}</p>
<table><thead><tr>${labels.header
    .slice(0, 5)
    .map((text, index) => `<th${index >= 3 ? ' class="n"' : ''}>${escapeHtml(text)}</th>`)
    .join('')}</tr></thead><tbody>${body}</tbody></table>
</body></html>`;
}
