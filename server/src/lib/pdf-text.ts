/**
 * Text for a PDF drawn with the standard fonts (Helvetica, Courier), which draw only WinAnsi characters;
 * anything else comes out as a wrong glyph (decision 018, "PDF").
 * - Symbols the reports use are spelt out: the naira sign, subscripts, arrows, comparisons.
 * - A letter WinAnsi lacks keeps what it can of itself: Yoruba's "Ọláolúwa Adéṣínà" prints
 *   "Oláolúwa Adésínà" (the under-dots go, the tone marks stay where WinAnsi has the letter), as names
 *   are printed where a font cannot show the under-dots.
 * - Emoji go, with the space they leave; any other character WinAnsi cannot show is `?`.
 */
export function pdfText(text: string): string {
  return text
    .replace(/₦/g, 'NGN ')
    .replace(/₂/g, '2')
    .replace(/≈/g, '~')
    .replace(/≥/g, '>=')
    .replace(/≤/g, '<=')
    .replace(/[→]/g, '->')
    .replace(/[\u202f\u00a0]/g, ' ')
    .replace(EMOJI_RUN, (run, offset: number, whole: string) => {
      const isAtAnEnd = offset === 0 || offset + run.length === whole.length;
      return !isAtAnEnd && run.includes(' ') ? ' ' : '';
    })
    .replace(/\P{M}\p{M}*/gu, drawable);
}

const WIN_ANSI = /^[\u0020-\u00ff\n\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]$/;
/**
 * A run of emoji (with their skin tones, joiners and variation selectors) and the spaces around it.
 * © and ® count as pictographs in Unicode, but WinAnsi draws them.
 */
const EMOJI_RUN =
  / *(?:(?:(?![©®])[\p{Extended_Pictographic}\p{Emoji_Modifier}]|\u200d|\ufe0e|\ufe0f|\u20e3)+ *)+/gu;

/** One letter with its combining marks, as WinAnsi can draw it. */
function drawable(cluster: string): string {
  const composed = cluster.normalize('NFC');
  if (WIN_ANSI.test(composed)) return composed;
  const [base = '', ...marks] = Array.from(cluster.normalize('NFD'));
  for (const mark of marks) {
    const withMark = `${base}${mark}`.normalize('NFC');
    if (WIN_ANSI.test(withMark)) return withMark;
  }
  return WIN_ANSI.test(base) ? base : '?';
}
