/**
 * A plain-text document's page (a product's ticket or certificate: bus, travel and health insurance),
 * laid out as voucher-text.ts lays out the voucher: English values in one column of a 48-column page, Myanmar written
 * "label: value" (Myanmar syllables are several code points, so padding cannot line them up).
 * English values and sentences are wrapped to the page; Myanmar lines are left whole, since their
 * width in columns is not their length.
 */
import type { TicketLanguage } from './ticket-labels.ts';

const WIDTH = 48;
const LABEL_WIDTH = 26;
/** Where a value goes when its label or one of its words leaves no room beside it. */
export const INDENT = '   ';

/** `text` in lines of at most `width` characters, broken between words; a longer word is cut. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest.length > 0; rest = rest.slice(width)) {
      const piece = rest.slice(0, width);
      if (!line) line = piece;
      else if (line.length + 1 + piece.length <= width) line += ` ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  return line ? [...lines, line] : [''];
}

/** A document's text being written, line by line, in `language`. */
export interface TextPage {
  /** Lines as given, unwrapped: the brand and the title, blank lines. */
  lines: string[];
  /** A full-width line of `char`: '=' around the page's head and foot, '-' under a heading. */
  rule(char: string): void;
  /** A sentence, wrapped to the page in English. */
  paragraph(text: string): void;
  /** A label and its value, the value in the page's value column in English. */
  row(label: string, value: string): void;
  /** A section's title after a blank line, upper case in English, ruled. */
  heading(title: string): void;
  /** An item of a list after its marker (" 1. "), wrapped in English under its own first word. */
  item(marker: string, text: string): void;
  /** The page as text, ending with a newline. */
  text(): string;
}

export function textPage(language: TicketLanguage): TextPage {
  const english = language === 'en';
  const lines: string[] = [];
  const rule = (char: string) => lines.push(char.repeat(WIDTH));
  return {
    lines,
    rule,
    paragraph: (text) => lines.push(...(english ? wrap(text, WIDTH) : [text])),
    row: (label, value) => {
      if (!english) {
        lines.push(`${label}: ${value}`);
        return;
      }
      const valueWidth = WIDTH - LABEL_WIDTH;
      if (label.length < LABEL_WIDTH && value.split(/\s+/).every((word) => word.length <= valueWidth)) {
        wrap(value, valueWidth).forEach((part, index) => lines.push(index === 0 ? `${label.padEnd(LABEL_WIDTH - 1)} ${part}` : `${' '.repeat(LABEL_WIDTH)}${part}`));
        return;
      }
      lines.push(...wrap(label, WIDTH), ...wrap(value, WIDTH - INDENT.length).map((part) => `${INDENT}${part}`));
    },
    heading: (title) => {
      lines.push('', english ? title.toUpperCase() : title);
      rule('-');
    },
    item: (marker, text) => {
      if (!english) {
        lines.push(`${marker}${text}`);
        return;
      }
      const hanging = ' '.repeat(marker.length);
      lines.push(...wrap(text, WIDTH - marker.length).map((part, index) => `${index === 0 ? marker : hanging}${part}`));
    },
    text: () => `${lines.join('\n')}\n`,
  };
}
