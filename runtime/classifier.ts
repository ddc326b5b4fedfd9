import fs from 'node:fs';
import path from 'node:path';
import { createClassifier, loadNomenclatureCsv, type Classifier } from '../domain/classifier';
import { PROJECT_ROOT } from './paths';

/** The HS 2022 nomenclature the repository ships (data/hs/README.md: source and licence). */
export const DEFAULT_NOMENCLATURE_CSV = path.join(PROJECT_ROOT, 'data', 'hs', 'hs2022.csv');

/**
 * The classifier the service runs: the built-in merchant table on top of the full HS 2022 nomenclature, or
 * on top of `HS_NOMENCLATURE_CSV` (a national tariff) when that is set.
 */
export function buildServiceClassifier(nomenclatureCsv: string = DEFAULT_NOMENCLATURE_CSV): Classifier {
  return createClassifier(loadNomenclatureCsv(fs.readFileSync(nomenclatureCsv, 'utf8')), { hypernyms: loadHypernyms() });
}

/** WordNet generalisations of words the nomenclature does not use (data/lexicon/README.md). */
export function loadHypernyms(file = path.join(PROJECT_ROOT, 'data', 'lexicon', 'hypernyms.tsv')): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [word, terms] = line.split('\t');
    out.set(word, terms.split(' '));
  }
  return out;
}
