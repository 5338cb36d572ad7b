// The report: Markdown that reads well in a terminal too (padded columns), printed and written to
// bench-results/report.md, next to the raw figures in report.json.

export const kb = (bytes) =>
  bytes === null || bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} kB`;
export const ms = (value) =>
  value === null || value === undefined ? '–' : `${Math.round(value)} ms`;
export const ratio = (value, reference) =>
  value === null || value === undefined || !reference ? '' : `${(value / reference).toFixed(1)}×`;

/** A Markdown table with columns padded to their widest cell; numbers are right-aligned. */
export function table(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((c) => String(c ?? '')));
  const widths = headers.map((_, i) => Math.max(3, ...cells.map((row) => row[i].length)));
  const numeric = headers.map((_, i) =>
    rows.every((row) => /^[-–\d.,]*( ?(kB|ms|×))?$|^$/.test(String(row[i] ?? ''))),
  );
  const pad = (text, i) => (numeric[i] ? text.padStart(widths[i]) : text.padEnd(widths[i]));
  const line = (row) => `| ${row.map(pad).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (numeric[i] ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n');
}

/** Collects sections of Markdown in order. */
export class Report {
  parts = [];
  add(text) {
    this.parts.push(text.trim());
  }
  section(title, body) {
    this.add(`## ${title}\n\n${body}`);
  }
  toString() {
    return `${this.parts.join('\n\n')}\n`;
  }
}
