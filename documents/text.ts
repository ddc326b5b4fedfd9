/**
 * Text helpers the documents share: one-line cleaning of user text, "Not provided" for what the data
 * lacks, padding and word-wrapping for the plain-text CI1 (widths count code points), capped lists.
 */

export const NOT_PROVIDED = 'Not provided';

/** One line of plain text: no control characters, runs of whitespace collapsed. */
export function clean(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function orNotProvided(value: string | null | undefined): string {
  return clean(value) || NOT_PROVIDED;
}

export function width(text: string): number {
  return [...text].length;
}

export function padRight(text: string, w: number): string {
  return text + ' '.repeat(Math.max(0, w - width(text)));
}

export function padLeft(text: string, w: number): string {
  return ' '.repeat(Math.max(0, w - width(text))) + text;
}

/** Word-wrap to `w` characters, breaking words longer than a line. */
export function wrap(text: string, w: number): string[] {
  const out: string[] = [];
  let line = '';
  // "Not provided" is never split over two lines: it is the marker a reader scans for.
  const glue = '\u0000';
  const words = text.split(NOT_PROVIDED).join(NOT_PROVIDED.replace(' ', glue)).split(' ').filter(Boolean);
  for (let word of words.map((w) => w.split(glue).join(' '))) {
    while (width(word) > w) {
      if (line) {
        out.push(line);
        line = '';
      }
      const chars = [...word];
      out.push(chars.slice(0, w).join(''));
      word = chars.slice(w).join('');
    }
    if (!word) continue;
    if (!line) line = word;
    else if (width(line) + 1 + width(word) <= w) line += ` ${word}`;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  return out.length ? out : [''];
}

/** At most `max` items, then one saying how many more there are (the PDF's boxes stay on a page). */
export function capList(items: string[], max: number, more: (n: number) => string): string[] {
  return items.length <= max ? items : [...items.slice(0, max), more(items.length - max)];
}

/** "2026/11/22", the CI1's date format, from an ISO 8601 timestamp. */
export function isoDateSlashes(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10).replace(/-/g, '/');
}
