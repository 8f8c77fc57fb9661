/** Czech has three plural forms: 1, 2–4 and everything else (0, 5+). */
export function czechPlural(count: number, one: string, few: string, many: string): string {
  if (count === 1) return one;
  if (count >= 2 && count <= 4) return few;
  return many;
}

/** English: singular for exactly one. */
export function englishPlural(count: number, one: string, other: string): string {
  return count === 1 ? one : other;
}

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

// Dates and numbers are formatted by hand rather than with Intl: the prerendering Node and the visitor's
// browser may ship different locale data, and any difference would break hydration.
const parseIso = (iso: string) => {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return { year, month, day };
};

/** "October 30, 2025" */
export function formatDateEn(iso: string): string {
  const { year, month, day } = parseIso(iso);
  return `${EN_MONTHS[month - 1] ?? ''} ${day}, ${year}`;
}

/** "30. 10. 2025" */
export function formatDateCs(iso: string): string {
  const { year, month, day } = parseIso(iso);
  return `${day}. ${month}. ${year}`;
}

/** "1,200": a comma between thousands (US grouping). */
export function formatNumberEn(amount: number): string {
  return String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "$1,200" */
export function formatUsdEn(amount: number): string {
  return `$${formatNumberEn(amount)}`;
}

/** "1 200 USD" with a no-break space as the thousands separator. */
export function formatUsdCs(amount: number): string {
  return `${formatNumberCs(amount)}\u00a0USD`;
}

/** "3 200" with a no-break space between thousands (Czech grouping). */
export function formatNumberCs(amount: number): string {
  return String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/** "3 200–4 000 USD": a Czech range, en dash without spaces, the currency once. */
export function formatUsdRangeCs(from: number, to: number): string {
  return `${formatNumberCs(from)}–${formatNumberCs(to)}\u00a0USD`;
}

/** "5–7": a Czech range of plain numbers. */
export function formatRangeCs(from: number, to: number): string {
  return `${formatNumberCs(from)}–${formatNumberCs(to)}`;
}

/**
 * Czech typography for a finished text: a no-break space after one-letter prepositions and conjunctions
 * ("v noci", "s daty"), between a number and what it counts ("24 hodin", "40 %"), inside dates ("30. 10. 2025")
 * and before a dash used as punctuation ("hovor – zobrazit"), so no line ever starts or ends with them; a range
 * ("5–7 dní") never breaks at its dash.
 */
export function czechTypography(text: string): string {
  return (
    text
      // Twice: in "i v noci" the first pass uses up the space before "v" while binding "i".
      .replace(/(^|[\s(„])([kvszouaiKVSZOUAI]) /g, '$1$2\u00a0')
      .replace(/(^|[\s(„])([kvszouaiKVSZOUAI]) /g, '$1$2\u00a0')
      .replace(/(\d) (?=[\d%\p{L}])/gu, '$1\u00a0')
      // A number with a full stop is a date's day or month or an ordinal ("30. 10. 2025", "1. krok") only before a
      // number or a lowercase word; before a capital it ends a sentence, and the next sentence must stay free.
      .replace(/(\d\.) (?=[\d\p{Ll}])/gu, '$1\u00a0')
      // A dash used as punctuation never starts a line (ČSN 01 6910): it keeps the word before it.
      .replace(/ – /g, '\u00a0– ')
      // A range ("5–7", "3 200–4 000") never breaks at its dash: word joiners hold the dash to both numbers.
      .replace(/(\d)–(?=\d)/g, '$1\u2060–\u2060')
  );
}
