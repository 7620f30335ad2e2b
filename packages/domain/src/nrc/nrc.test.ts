import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, it, expect } from 'vitest';
import {
  NRC_DIVISIONS,
  NRC_TYPES,
  findNrcType,
  findTownship,
  formatNrc,
  isKnownTownship,
  isNrcDivision,
  townshipsOf,
} from './nrc.ts';

describe('NRC divisions and types', () => {
  it('numbers the 14 states and regions 1..14 with English and Myanmar names', () => {
    expect(NRC_DIVISIONS.map((d) => d.code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(NRC_DIVISIONS[11]).toEqual({ code: 12, en: 'Yangon', mm: 'ရန်ကုန်' });
    expect(NRC_DIVISIONS[5]?.mm).toBe('တနင်္သာရီ');
  });

  it('knows only whole numbers 1..14 as divisions', () => {
    expect(isNrcDivision(1)).toBe(true);
    expect(isNrcDivision(14)).toBe(true);
    for (const bad of [0, 15, 9.5, Number.NaN, '12']) expect(isNrcDivision(bad)).toBe(false);
  });

  it('has the card types N နိုင်, E ဧည့်, P ပြု and the rarer T, Y, S', () => {
    expect(NRC_TYPES.map((t) => t.code)).toEqual(['N', 'E', 'P', 'T', 'Y', 'S']);
    expect(findNrcType('n')).toEqual({ code: 'N', mm: 'နိုင်' });
    expect(findNrcType('E')?.mm).toBe('ဧည့်');
    expect(findNrcType('P')?.mm).toBe('ပြု');
    expect(findNrcType('X')).toBeUndefined();
  });
});

describe('townshipsOf and isKnownTownship (spec §5 NRC prefix)', () => {
  it('lists the townships of a division with Latin and Myanmar short codes and full names', () => {
    expect(townshipsOf(12)).toContainEqual({ code: 'KaMaYa', mm: 'ကမရ', en: 'Ka Ma Yut', mmName: 'ကမာရွတ်' });
    expect(townshipsOf(12).length).toBeGreaterThan(40);
  });

  it('gives every division townships, sorted by code, each code once', () => {
    for (const { code } of NRC_DIVISIONS) {
      const codes = townshipsOf(code).map((t) => t.code);
      expect(codes.length).toBeGreaterThan(0);
      expect(new Set(codes).size).toBe(codes.length);
      expect([...codes].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(codes);
    }
  });

  it('writes every Latin code by syllable and every Myanmar code in Myanmar letters', () => {
    for (const { code } of NRC_DIVISIONS) {
      for (const township of townshipsOf(code)) {
        expect(township.code).toMatch(/^(?:[A-Z][a-z]*)+$/);
        expect(township.mm).toMatch(/^[\u1000-\u1021\u1023-\u102a]{3,4}$/);
      }
    }
  });

  it('files Nay Pyi Taw townships under division 9, as the cards do', () => {
    expect(isKnownTownship(9, 'ZaBaTha')).toBe(true);
    expect(isKnownTownship(9, 'OuTaTha')).toBe(true);
    expect(isKnownTownship(9, 'PaMaNa')).toBe(true);
  });

  it('knows a township only in its own division', () => {
    expect(isKnownTownship(12, 'KaMaYa')).toBe(true);
    expect(isKnownTownship(10, 'KaMaYa')).toBe(true); // Kyaikmaraw, Mon
    expect(isKnownTownship(1, 'KaMaYa')).toBe(false);
    expect(isKnownTownship(15, 'KaMaYa')).toBe(false);
    expect(townshipsOf(0)).toEqual([]);
  });

  it('matches codes case-insensitively and ignores surrounding spaces, but not empty codes', () => {
    expect(findTownship(12, ' KAMAYA ')?.code).toBe('KaMaYa');
    expect(isKnownTownship(12, 'kamaya')).toBe(true);
    expect(isKnownTownship(12, '')).toBe(false);
  });
});

describe('formatNrc', () => {
  const parts = { divisionCode: 12, townshipCode: 'KaMaYa', nrcType: 'N', nrcNumber: '123456' };

  it("prints '12/KaMaYa(N)123456' in English", () => {
    expect(formatNrc(parts, 'en')).toBe('12/KaMaYa(N)123456');
  });

  it("prints '၁၂/ကမရ(နိုင်)၁၂၃၄၅၆' in Myanmar", () => {
    expect(formatNrc(parts, 'mm')).toBe('၁၂/ကမရ(နိုင်)၁၂၃၄၅၆');
  });

  it('prints the canonical code and Latin digits whatever was typed', () => {
    expect(formatNrc({ ...parts, townshipCode: 'kamaya', nrcType: 'n', nrcNumber: '၁၂၃၄၅၆' }, 'en')).toBe('12/KaMaYa(N)123456');
  });

  it('refuses to print a prefix that does not exist', () => {
    expect(() => formatNrc({ ...parts, divisionCode: 1 }, 'en')).toThrow(RangeError);
    expect(() => formatNrc({ ...parts, nrcType: 'Q' }, 'mm')).toThrow(RangeError);
  });
});

describe('nrc-data.ts is generated from mm-nrc', () => {
  const require = createRequire(import.meta.url);
  const source = JSON.parse(
    readFileSync(join(dirname(require.resolve('mm-nrc/package.json')), 'src/assets/NRC_Data.json'), 'utf8'),
  ) as { nrcTownships: { short: { en: string }; stateCode: string }[] };

  it('keeps every township prefix the package has (except those without a code)', () => {
    for (const township of source.nrcTownships) {
      if (township.short.en.trim() === '-') continue;
      // The one code spelt AU for ဥ (AUTATHA) is kept as OuTaTha, like every other ဥ.
      const code = township.short.en.replace(/^AU/, 'OU');
      expect(isKnownTownship(Number.parseInt(township.stateCode, 10), code)).toBe(true);
    }
  });
});
