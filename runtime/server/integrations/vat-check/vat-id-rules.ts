import type { CountryCode } from '../../../../generated/index.ts';
import { EU_MEMBER_STATES } from '../../../domain/tax/eu-member-states.ts';

// The structure and check-digit rules of each shop country's VAT ID (spec/3 §5 VAT number; spec/3 §9 the 25
// countries), for the embedded offline check. The rules are the member states' published ones: the EU's VIES FAQ
// "structure of VAT numbers" table, the BZSt's "Aufbau der USt-IdNr." page, and each tax office's own description;
// every algorithm below was cross-checked against python-stdnum (stdnum/<country>/*.py, the reference used by most
// VAT libraries). Each rule reads the number as the spec's clean-up leaves it: prefix removed, then digits only or
// digits and letters (spec/3 §5), so no separators reach it.

/** What a number is, read by its country's rules. */
export type VatIdVerdict = 'valid' | 'format' | 'checkDigit';

export interface VatIdRule {
  /** The number's structure after the prefix (length, which places hold letters). */
  pattern: RegExp;
  /** The check digit (and the fixed parts the structure has beyond the pattern), for a number that matches. */
  verdict: (number: string) => VatIdVerdict;
  /** The check-digit scheme, as the README and the tests name it. */
  scheme: string;
}

/**
 * The VAT prefixes VIES knows: the 27 member states' (Greece's as EL, spec/3 §5) and XI for Northern Ireland, which
 * VIES checks though it is outside the EU. Derived from the member-state table so the two cannot disagree.
 */
export const EU_VAT_PREFIXES: readonly string[] = [
  ...EU_MEMBER_STATES.map((state) => (state === 'GR' ? 'EL' : state)),
  'XI',
].sort();

/** Every VAT prefix a customer may type: the EU's and those of the shop's countries outside it (spec/3 §5). */
export const VAT_PREFIXES: readonly string[] = [...EU_VAT_PREFIXES, 'GB', 'CHE', 'NO'];

const digits = (number: string): number[] => Array.from(number, Number);
const mod = (value: number, modulus: number): number => ((value % modulus) + modulus) % modulus;
const weighted = (number: string, weights: readonly number[]): number =>
  weights.reduce((sum, weight, index) => sum + weight * Number(number[index]), 0);
const verdictOf = (ok: boolean): VatIdVerdict => (ok ? 'valid' : 'checkDigit');

/** Luhn (ISO/IEC 7812-1) sum: every second digit from the right doubled, digit sums added. */
function luhnSum(number: string): number {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    const digit = Number(number[number.length - 1 - index]);
    const value = index % 2 === 1 ? digit * 2 : digit;
    sum += value > 9 ? value - 9 : value;
  }
  return sum;
}

/** Luhn: the sum is divisible by 10. */
export function luhnValid(number: string): boolean {
  return luhnSum(number) % 10 === 0;
}

/** The digit that makes `body` + digit pass Luhn. */
function luhnCheckDigit(body: string): number {
  return (10 - (luhnSum(`${body}0`) % 10)) % 10;
}

/** ISO 7064 MOD 11,10 (a hybrid system: every single-digit error and most transpositions are caught). */
export function mod11_10Valid(number: string): boolean {
  let check = 5;
  for (const digit of digits(number)) check = ((((check || 10) * 2) % 11) + digit) % 10;
  return check === 1;
}

/** ISO 7064 MOD 97-10 over digits and letters (A=10 … Z=35), as IBANs: the remainder must be 1. */
export function mod97_10(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const value = Number.parseInt(char, 36);
    remainder = value > 9 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

/** Whether year-month-day is a real calendar day (birth dates inside personal numbers). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The Czech and Slovak birth number (rodné číslo), used as the VAT ID of natural persons: a birth date (month +50
 * for women, +20 for later series) then a serial; 10-digit numbers (from 1954) are divisible by 11, the last digit
 * being 0 when the remainder is 10.
 */
function birthNumberVerdict(number: string): VatIdVerdict {
  let year = 1900 + Number(number.slice(0, 2));
  const month = (Number(number.slice(2, 4)) % 50) % 20;
  const day = Number(number.slice(4, 6));
  if (number.length === 9) {
    if (year >= 1980) year -= 100;
    if (year > 1953) return 'format';
  } else if (year < 1954) {
    year += 100;
  }
  if (!isCalendarDay(year, month, day)) return 'format';
  if (number.length === 9) return 'valid';
  return verdictOf((Number(number.slice(0, 9)) % 11) % 10 === Number(number[9]));
}

/** Bulgarian personal number (EGN): birth date (month +20 for 1800s, +40 for 2000s) and a weighted mod 11 digit. */
function bulgarianPersonValid(number: string): boolean {
  let year = 1900 + Number(number.slice(0, 2));
  let month = Number(number.slice(2, 4));
  if (month > 40) {
    year += 100;
    month -= 40;
  } else if (month > 20) {
    year -= 100;
    month -= 20;
  }
  if (!isCalendarDay(year, month, Number(number.slice(4, 6)))) return false;
  return (weighted(number, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10 === Number(number[9]);
}

const SPANISH_DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const FRENCH_KEY_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Irish check letters: W stands for 0, A to V for 1 to 22. */
const IRISH_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';

function irishCheckLetter(sevenDigits: string, extraLetter: string): string {
  const extra = extraLetter === '' ? 0 : IRISH_LETTERS.indexOf(extraLetter);
  return IRISH_LETTERS[(weighted(sevenDigits, [8, 7, 6, 5, 4, 3, 2]) + 9 * extra) % 23]!;
}

/** Italian province codes of the partita IVA: 001–100, plus 120, 121, 888 and 999. */
function isItalianOffice(code: string): boolean {
  return ('001' <= code && code <= '100') || ['120', '121', '888', '999'].includes(code);
}

/** Lithuanian check digit: weights 1–9 repeating, or 3–9,1,2 … when the first sum leaves 10. */
function lithuanianCheckDigit(body: string): number {
  let sum = digits(body).reduce((total, digit, index) => total + (1 + (index % 9)) * digit, 0) % 11;
  if (sum === 10) sum = digits(body).reduce((total, digit, index) => total + (1 + ((index + 2) % 9)) * digit, 0);
  return (sum % 11) % 10;
}

/** Dutch citizen service number (BSN) eleven-test: weights 9 … 2 and −1 for the last digit, divisible by 11. */
function dutchBsnValid(number: string): boolean {
  return mod(weighted(number, [9, 8, 7, 6, 5, 4, 3, 2, -1]), 11) === 0;
}

/** The rules of the shop's 25 countries (spec/3 §9), keyed like the country data, so a new country must add one. */
export const VAT_ID_RULES: Readonly<Record<CountryCode, VatIdRule>> = {
  at: {
    pattern: /^U\d{8}$/,
    scheme: 'U + 8 digits; Luhn-like weights 1,2 with digit sums, check = (10 − (sum + 4) mod 10) mod 10',
    verdict: (number) => {
      let sum = 0;
      for (let index = 1; index <= 7; index += 1) {
        const value = Number(number[index]) * (index % 2 === 0 ? 2 : 1);
        sum += value > 9 ? value - 9 : value;
      }
      return verdictOf((10 - ((sum + 4) % 10)) % 10 === Number(number[8]));
    },
  },
  be: {
    pattern: /^[01]\d{9}$/,
    scheme: '10 digits starting 0 or 1; the last two are 97 − (first eight mod 97)',
    verdict: (number) => {
      if (Number(number) === 0) return 'format';
      return verdictOf(97 - (Number(number.slice(0, 8)) % 97) === Number(number.slice(8)));
    },
  },
  bg: {
    pattern: /^\d{9,10}$/,
    scheme: '9 digits (companies): weights 1–8, else 3–10, mod 11; 10 digits: EGN, foreigner number or weighted mod 11',
    verdict: (number) => {
      if (number.length === 9) {
        let check = weighted(number, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
        if (check === 10) check = weighted(number, [3, 4, 5, 6, 7, 8, 9, 10]) % 11;
        return verdictOf(check % 10 === Number(number[8]));
      }
      const last = Number(number[9]);
      return verdictOf(
        bulgarianPersonValid(number) ||
          weighted(number, [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10 === last ||
          mod(11 - weighted(number, [4, 3, 2, 7, 6, 5, 4, 3, 2]), 11) === last,
      );
    },
  },
  ch: {
    pattern: /^\d{9}$/,
    scheme: 'CHE + 9 digits (UID); weights 5,4,3,2,7,6,5,4, check = 11 − sum mod 11, 10 never issued',
    verdict: (number) => verdictOf(mod(11 - weighted(number, [5, 4, 3, 2, 7, 6, 5, 4]), 11) === Number(number[8])),
  },
  cz: {
    pattern: /^\d{8,10}$/,
    scheme: '8 digits (companies, not starting 9): weights 8–2 mod 11; 9 digits starting 6: special; else birth number',
    verdict: (number) => {
      if (number.length === 8) {
        if (number.startsWith('9')) return 'format';
        const check = mod(11 - weighted(number, [8, 7, 6, 5, 4, 3, 2]), 11);
        return verdictOf((check || 1) % 10 === Number(number[7]));
      }
      if (number.length === 9 && number.startsWith('6')) {
        const check = weighted(number.slice(1), [8, 7, 6, 5, 4, 3, 2]) % 11;
        return verdictOf(mod(8 - ((10 - check) % 11), 10) === Number(number[8]));
      }
      return birthNumberVerdict(number);
    },
  },
  de: {
    pattern: /^[1-9]\d{8}$/,
    scheme: '9 digits, not starting 0; ISO 7064 MOD 11,10',
    verdict: (number) => verdictOf(mod11_10Valid(number)),
  },
  dk: {
    pattern: /^[1-9]\d{7}$/,
    scheme: '8 digits (CVR), not starting 0; weights 2,7,6,5,4,3,2,1, divisible by 11',
    verdict: (number) => verdictOf(weighted(number, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0),
  },
  es: {
    pattern: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
    scheme: 'NIF: DNI (8 digits + letter mod 23), NIE (X/Y/Z), K/L/M, or CIF (letter, 7 digits, Luhn digit or letter)',
    verdict: (number) => {
      const first = number[0]!;
      const last = number[8]!;
      if ('KLM'.includes(first)) return verdictOf(SPANISH_DNI_LETTERS[Number(number.slice(1, 8)) % 23] === last);
      // DNI (8 digits) and NIE (X, Y, Z standing for 0, 1, 2): the letter is the number mod 23.
      const foreigner = 'XYZ'.indexOf(first);
      if (foreigner >= 0 || /\d/.test(first)) {
        if (/\d/.test(last)) return 'format';
        const numeric = Number(`${foreigner >= 0 ? foreigner : first}${number.slice(1, 8)}`);
        return verdictOf(SPANISH_DNI_LETTERS[numeric % 23] === last);
      }
      if (!'ABCDEFGHJNPQRSUVW'.includes(first)) return 'format';
      const check = luhnCheckDigit(number.slice(1, 8));
      return verdictOf(last === String(check) || last === 'JABCDEFGHI'[check]);
    },
  },
  fi: {
    pattern: /^\d{8}$/,
    scheme: '8 digits; weights 7,9,10,5,8,4,2,1, divisible by 11',
    verdict: (number) => verdictOf(weighted(number, [7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0),
  },
  fr: {
    pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
    scheme: '2-character key + SIREN (9 digits, Luhn); numeric key = (SIREN·100 + 12) mod 97, letter keys by formula',
    verdict: (number) => {
      const siren = number.slice(2);
      // Monaco's numbers (SIREN part starting 000) are valid VAT IDs but not SIRENs.
      if (!siren.startsWith('000') && !luhnValid(siren)) return 'checkDigit';
      const key = number.slice(0, 2);
      if (/^\d\d$/.test(key)) return verdictOf(Number(key) === Number(`${siren}12`) % 97);
      const first = FRENCH_KEY_ALPHABET.indexOf(key[0]!);
      const second = FRENCH_KEY_ALPHABET.indexOf(key[1]!);
      const check = first < 10 ? first * 24 + second - 10 : first * 34 + second - 100;
      return verdictOf((Number(siren) + 1 + Math.floor(check / 11)) % 11 === check % 11);
    },
  },
  gb: {
    // The spec's clean-up keeps digits only (spec/3 §5), so the GD/HA numbers of government bodies cannot arrive.
    pattern: /^(\d{9}|\d{12})$/,
    scheme: '9 digits (12 with a branch): weights 8,7,6,5,4,3,2,10,1 mod 97 = 0, or 42/55 (the 9755 series)',
    verdict: (number) => {
      const sum = weighted(number, [8, 7, 6, 5, 4, 3, 2, 10, 1]) % 97;
      return verdictOf(Number(number.slice(0, 3)) >= 100 ? [0, 42, 55].includes(sum) : sum === 0);
    },
  },
  gr: {
    pattern: /^\d{9}$/,
    scheme: 'EL + 9 digits; weights 256 … 2 mod 11 mod 10',
    verdict: (number) => verdictOf((weighted(number, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === Number(number[8])),
  },
  hr: {
    pattern: /^\d{11}$/,
    scheme: '11 digits (OIB); ISO 7064 MOD 11,10',
    verdict: (number) => verdictOf(mod11_10Valid(number)),
  },
  hu: {
    pattern: /^\d{8}$/,
    scheme: '8 digits (the clean-up keeps the first 8, spec/3 §5); weights 9,7,3,1,9,7,3,1, divisible by 10',
    verdict: (number) => verdictOf(weighted(number, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0),
  },
  ie: {
    pattern: /^(\d{7}[A-W][A-W]?|\d[A-Z]\d{5}[A-W])$/,
    scheme: '7 digits + check letter (+ A/H since 2013), or the old digit-letter-5 digits form; weights 8–2 mod 23',
    verdict: (number) => {
      if (/^\d{7}/.test(number)) return verdictOf(number[7] === irishCheckLetter(number.slice(0, 7), number.slice(8)));
      return verdictOf(number[7] === irishCheckLetter(`0${number.slice(2, 7)}${number[0]}`, ''));
    },
  },
  it: {
    pattern: /^\d{11}$/,
    scheme: '11 digits (partita IVA): 7-digit number, 3-digit office code, Luhn check digit',
    verdict: (number) => {
      if (Number(number.slice(0, 7)) === 0 || !isItalianOffice(number.slice(7, 10))) return 'format';
      return verdictOf(luhnValid(number));
    },
  },
  lt: {
    pattern: /^(\d{9}|\d{12})$/,
    scheme: '9 digits (8th is 1) or 12 digits (11th is 1); weights 1–9 repeating mod 11, else 3–9,1,2 …',
    verdict: (number) => {
      if (number[number.length - 2] !== '1') return 'format';
      return verdictOf(lithuanianCheckDigit(number.slice(0, -1)) === Number(number[number.length - 1]));
    },
  },
  nl: {
    pattern: /^\d{9}B\d{2}$/,
    scheme: '9 digits + B + 2 digits; the 9 digits pass the eleven-test, or NL + number passes MOD 97-10 (since 2020)',
    verdict: (number) => {
      if (Number(number.slice(0, 9)) === 0 || Number(number.slice(10)) === 0) return 'format';
      return verdictOf(dutchBsnValid(number.slice(0, 9)) || mod97_10(`NL${number}`) === 1);
    },
  },
  no: {
    // The clean-up keeps digits only (spec/3 §5), so the MVA suffix of the written form is gone.
    pattern: /^\d{9}$/,
    scheme: '9 digits (organisation number; MVA suffix dropped by the clean-up); weights 3,2,7,6,5,4,3,2,1 mod 11',
    verdict: (number) => verdictOf(weighted(number, [3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0),
  },
  pl: {
    pattern: /^\d{10}$/,
    scheme: '10 digits (NIP); weights 6,5,7,2,3,4,5,6,7 mod 11 = last digit (10 never issued)',
    verdict: (number) => verdictOf(mod(weighted(number, [6, 5, 7, 2, 3, 4, 5, 6, 7, -1]), 11) === 0),
  },
  pt: {
    pattern: /^[1-9]\d{8}$/,
    scheme: '9 digits, not starting 0; weights 9–2, check = (11 − sum mod 11) mod 11 mod 10',
    verdict: (number) => verdictOf(mod(11 - weighted(number, [9, 8, 7, 6, 5, 4, 3, 2]), 11) % 10 === Number(number[8])),
  },
  ro: {
    // The 13-digit personal number (CNP) is left out: sources disagree whether it serves as a VAT ID.
    pattern: /^[1-9]\d{1,9}$/,
    scheme: '2–10 digits (CUI), not starting 0; body padded to 9, weights 7,5,3,2,1,7,5,3,2, ×10 mod 11 mod 10',
    verdict: (number) => {
      const body = number.slice(0, -1).padStart(9, '0');
      return verdictOf(((10 * weighted(body, [7, 5, 3, 2, 1, 7, 5, 3, 2])) % 11) % 10 === Number(number.at(-1)));
    },
  },
  se: {
    pattern: /^\d{10}01$/,
    scheme: '12 digits: organisation number (10 digits, Luhn) + 01',
    verdict: (number) => verdictOf(luhnValid(number.slice(0, 10))),
  },
  si: {
    pattern: /^[1-9]\d{7}$/,
    scheme: '8 digits, not starting 0; weights 8–2, check = 11 − sum mod 11 (10 → 0, 11 never issued)',
    verdict: (number) => {
      const check = 11 - (weighted(number, [8, 7, 6, 5, 4, 3, 2]) % 11);
      return verdictOf(check !== 11 && check % 10 === Number(number[7]));
    },
  },
  sk: {
    pattern: /^\d{10}$/,
    scheme: '10 digits: divisible by 11, not starting 0, third digit 2,3,4,7,8 or 9; or a birth number',
    verdict: (number) => {
      if (birthNumberVerdict(number) === 'valid') return 'valid';
      if (number.startsWith('0') || !'234789'.includes(number[2]!)) return 'format';
      return verdictOf(Number(number) % 11 === 0);
    },
  },
};

/**
 * A cleaned number (spec/3 §5: prefix removed, clean-up applied) read by its country's rules: `format` when the
 * structure is wrong (length, letters where digits belong, a fixed part out of range), `checkDigit` when the
 * structure is right but the check digit is not.
 */
export function vatIdVerdict(country: CountryCode, number: string): VatIdVerdict {
  const rule = VAT_ID_RULES[country];
  return rule.pattern.test(number) ? rule.verdict(number) : 'format';
}
