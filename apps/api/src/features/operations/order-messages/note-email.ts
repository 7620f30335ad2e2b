/** The e-mail a note to the customer becomes: the employee's words as written, in the order's language, with how to reach support. */

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function customerNoteEmail(note: { orderId: string; text: string; language: 'en' | 'mm' }, support: { phone: string; email: string; brand: string }) {
  const en = note.language === 'en';
  const subject = en ? `A message about your booking ${note.orderId}` : `သင့်ဘိုကင် ${note.orderId} နှင့် ပတ်သက်သော စာ`;
  const signOff = en ? `${support.brand} customer support` : `${support.brand} ဖောက်သည်ဝန်ဆောင်မှု`;
  const reach = en ? `Questions? Call ${support.phone} or write to ${support.email}.` : `မေးမြန်းလိုပါက ${support.phone} သို့ ဖုန်းဆက်ပါ သို့မဟုတ် ${support.email} သို့ စာရေးပါ။`;
  const text = `${subject}\n\n${note.text}\n\n${signOff}\n${reach}\n`;
  const paragraphs = note.text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const html = `<!doctype html><html lang="${en ? 'en' : 'my'}"><body><h1>${escapeHtml(subject)}</h1>${paragraphs}<p>${escapeHtml(signOff)}<br>${escapeHtml(reach)}</p></body></html>`;
  return { subject, text, html };
}
