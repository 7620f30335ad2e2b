/**
 * The bus ticket's QR code as an inline SVG, made synchronously (`QRCode.create` and a path of our
 * own), since a document's `render` is synchronous. Inline and with no namespace URL or image, so the
 * printed page still asks for nothing from outside (ticket-html.ts).
 */
import QRCode from 'qrcode';
import { escapeHtml } from '../../tickets/ticket-html.ts';

/** Light modules around the code, as the QR standard asks for. */
const QUIET_ZONE = 4;

/** `text` as a QR code (error correction M) drawn as one SVG path of dark modules, `size` CSS pixels square. */
export function qrSvg(text: string, size: number, label: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (modules.get(row, column)) parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  const side = count + 2 * QUIET_ZONE;
  return `<svg class="qr" role="img" aria-label="${escapeHtml(label)}" viewBox="0 0 ${side} ${side}" width="${size}" height="${size}" shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${parts.join('')}"/></svg>`;
}
