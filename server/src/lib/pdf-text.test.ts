import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text.ts';

describe('pdfText: what the standard PDF fonts can draw', () => {
  it('keeps WinAnsi text as it is, accents and © included', () => {
    expect(pdfText('Adaeze Okafor, Flat 2 – Lekki “Phase 1” • €5 … © ®')).toBe(
      'Adaeze Okafor, Flat 2 – Lekki “Phase 1” • €5 … © ®',
    );
    // Accents typed as combining marks are drawn as the accented letters.
    expect(pdfText('Oláolúwa Zoë'.normalize('NFD'))).toBe('Oláolúwa Zoë'.normalize('NFC'));
  });

  it('prints a Yoruba name with the tone marks WinAnsi has and without the under-dots it lacks', () => {
    expect(pdfText('Ọláolúwa Adéṣínà')).toBe('Oláolúwa Adésínà');
    expect(pdfText('Ẹ̀pẹ́, Ọ̀ṣọ́dì')).toBe('Èpé, Òsódì');
    // The same name typed as letters and combining marks (as some keyboards send it).
    expect(pdfText('Ọláolúwa Adéṣínà'.normalize('NFD'))).toBe('Oláolúwa Adésínà');
  });

  it('spells out the symbols the reports use', () => {
    expect(pdfText('₦1,500 ≈ 7 kWh, CO₂ ≥ 2 → 3 ≤ 4')).toBe('NGN 1,500 ~ 7 kWh, CO2 >= 2 -> 3 <= 4');
    expect(pdfText('1\u202f000\u00a0kWh')).toBe('1 000 kWh');
  });

  it('drops emoji and the space they leave, and marks any other character it cannot draw', () => {
    expect(pdfText('Chidinma 👩🏾‍💻 Okafor')).toBe('Chidinma Okafor');
    expect(pdfText('☀️ Home 🏠')).toBe('Home');
    expect(pdfText('Sunny👍🏽home')).toBe('Sunnyhome');
    expect(pdfText('محمد 中文')).toBe('???? ??');
  });
});
