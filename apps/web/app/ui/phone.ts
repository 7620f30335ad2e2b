/** "+95 1 860 0600" → "+9518600600", for tel: links. */
export function dialable(phone: string): string {
  return phone.replace(/[^+\d]/g, '');
}
