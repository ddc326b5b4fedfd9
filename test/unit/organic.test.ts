import { COMBINED_FUNCTIONS, ORGANIC_FUNCTIONS, ORGANIC_SOURCE, organicHeading, organicNote } from '../../domain/classifier/organic';
import { loadNomenclatureCsv } from '../../domain/classifier/csv-loader';
import path from 'node:path';
import { readFileSync } from 'node:fs';

const HS = loadNomenclatureCsv(readFileSync(path.resolve(__dirname, '../../data/hs/hs2022.csv'), 'utf8'));
const headingOf = (text: string): string | undefined => organicHeading(text)?.heading;

describe('chapter 29 by chemical function (domain/classifier/organic.ts)', () => {
  it('names only headings of chapter 29 that the nomenclature has, in heading order, with a source and a date', () => {
    const headings = [...ORGANIC_FUNCTIONS, ...COMBINED_FUNCTIONS].map((f) => f.heading);
    for (const h of headings) {
      expect(h).toMatch(/^29\d\d$/);
      expect(HS.some((e) => e.code === h)).toBe(true);
    }
    const ordered = ORGANIC_FUNCTIONS.map((f) => f.heading);
    expect([...ordered].sort()).toEqual(ordered);
    expect(ORGANIC_SOURCE.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reads a text only when it names a substance: a CAS number or a locant before a substituent', () => {
    expect(headingOf('ethyl acetate, CAS 141-78-6')).toBe('2915');
    expect(headingOf('2-ethylhexyl acrylate')).toBe('2916');
    expect(headingOf('N-phenyl-1-naphthylamine')).toBe('2921');
    expect(headingOf('ethyl acetate nail polish remover')).toBeUndefined();
    expect(headingOf('2-pack magnesium citrate')).toBeUndefined();
    expect(headingOf('3-piece cellulose acetate frames')).toBeUndefined();
    expect(headingOf('copper sulphate, CAS 7758-99-8')).toBeUndefined();
  });

  it('note 3: a compound of several functions goes to the last heading in numerical order', () => {
    expect(headingOf('3-chlorobenzyl cyanide, CAS 1529-41-5')).toBe('2926');
    expect(headingOf('4-trifluoromethylbenzaldehyde (CAS 455-19-6)')).toBe('2912');
    expect(headingOf('2-t-butyl-4-methoxyphenol')).toBe('2909');
    expect(headingOf('N-phenyl-N-(trichloromethylsulfenyl)benzenesulfonamide')).toBe('2935');
    const note = organicNote(organicHeading('3-chlorobenzyl cyanide, CAS 1529-41-5')!);
    expect(note).toBe('chapter 29 note 3: the name says halogenated derivative of hydrocarbons (29.03), nitrile (29.26); the last heading in numerical order');
  });

  it('two functions that make a third heading: an acid with an oxygen function (29.18), an amine with one (29.22)', () => {
    expect(headingOf('2,4-dichlorophenoxyacetic acid, CAS 94-75-7')).toBe('2918');
    expect(headingOf('2-aminoethanol, CAS 141-43-5')).toBe('2922');
    expect(headingOf('p-aminophenol')).toBe('2922');
    // a sulphonamide is no carboxyamide: the note does not name 29.24
    expect(organicNote(organicHeading('N-methylbenzenesulfonamide, CAS 5183-78-5')!)).not.toContain('29.24');
  });
});
