import pg from 'pg';

/** node-postgres' own reading of a timestamptz (postgres-date): every form PostgreSQL may print. */
const readAnyTimestamptz = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (
  text: string,
) => Date | number;

const CHAR_0 = 48;
const digitAt = (text: string, at: number) => text.charCodeAt(at) - CHAR_0;
const twoDigitsAt = (text: string, at: number) => digitAt(text, at) * 10 + digitAt(text, at + 1);
const isDigitAt = (text: string, at: number) =>
  text.charCodeAt(at) >= CHAR_0 && text.charCodeAt(at) <= CHAR_0 + 9;

/** 'YYYY-MM-DD HH:MM:SS' as PostgreSQL's ISO DateStyle prints it: each character's code, 0 for a digit. */
const ISO_DATE_AND_TIME = [...'0000-00-00 00:00:00'].map((character) =>
  character === '0' ? 0 : character.charCodeAt(0),
);

function hasIsoDateAndTime(text: string): boolean {
  if (text.length < 22) return false;
  for (let at = 0; at < ISO_DATE_AND_TIME.length; at += 1) {
    const expected = ISO_DATE_AND_TIME[at];
    if (expected ? text.charCodeAt(at) !== expected : !isDigitAt(text, at)) return false;
  }
  return true;
}

/**
 * A timestamptz as PostgreSQL prints it (DateStyle ISO: '2026-11-28 09:03:20.815123+00', an offset of
 * '+01' or '-03:30') to the instant, in a third of postgres-date's time: a history page reads ten or
 * twenty of them per request (decision 017, "List pages"). Any other form (BC, infinity, a year before 100,
 * an offset with seconds) is read by node-postgres' own parser, so the answer is always the same.
 */
export function readTimestamptzText(text: string): Date {
  if (!hasIsoDateAndTime(text)) return readAnyForm(text);
  const year = digitAt(text, 0) * 1000 + digitAt(text, 1) * 100 + twoDigitsAt(text, 2);
  // Date.UTC reads years 0-99 as 1900-1999.
  if (year < 100) return readAnyForm(text);

  let at = 19;
  let milliseconds = 0;
  if (text[at] === '.') {
    const fractionStart = at + 1;
    at = fractionStart;
    while (isDigitAt(text, at)) at += 1;
    if (at === fractionStart) return readAnyForm(text);
    // Only whole milliseconds count: a Date has no finer unit and drops the rest, as postgres-date does.
    for (let digit = fractionStart; digit < fractionStart + 3; digit += 1) {
      milliseconds = milliseconds * 10 + (digit < at ? digitAt(text, digit) : 0);
    }
  }

  // The offset: '+HH' or '+HH:MM'.
  const sign = text[at];
  const hasMinutes = text.length - at === 6 && text[at + 3] === ':';
  const isOffset =
    (sign === '+' || sign === '-') &&
    (text.length - at === 3 || hasMinutes) &&
    isDigitAt(text, at + 1) &&
    isDigitAt(text, at + 2) &&
    (!hasMinutes || (isDigitAt(text, at + 4) && isDigitAt(text, at + 5)));
  if (!isOffset) return readAnyForm(text);
  const offsetMinutes =
    (twoDigitsAt(text, at + 1) * 60 + (hasMinutes ? twoDigitsAt(text, at + 4) : 0)) * (sign === '-' ? -1 : 1);

  const utc = Date.UTC(
    year,
    twoDigitsAt(text, 5) - 1,
    twoDigitsAt(text, 8),
    twoDigitsAt(text, 11),
    twoDigitsAt(text, 14),
    twoDigitsAt(text, 17),
    milliseconds,
  );
  return new Date(utc - offsetMinutes * 60_000);
}

/**
 * node-postgres' own reading, for the forms readTimestamptzText leaves to it. postgres-date answers `Infinity` or
 * `-Infinity` for PostgreSQL's infinities: an invalid Date here, as `new Date` gives.
 */
function readAnyForm(text: string): Date {
  const read = readAnyTimestamptz(text);
  return read instanceof Date ? read : new Date(read);
}
