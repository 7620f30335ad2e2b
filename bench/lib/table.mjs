// Output helpers shared by the bench scripts: their tables are pasted as-is into RESULTS.md.

/** A GitHub-flavoured Markdown table; `align` lists 'left' or 'right' per column (numbers read better right-aligned). */
export function markdownTable(headers, rows, align = headers.map(() => 'left')) {
  const rule = align.map((side) => (side === 'right' ? '---:' : '---'));
  return [headers, rule, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** Bytes as KiB with one decimal: budgets are stated in KB of 1024 bytes. */
export function kib(bytes) {
  return (bytes / 1024).toFixed(1);
}
