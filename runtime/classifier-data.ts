import path from 'node:path';
import { PROJECT_ROOT } from './paths';

const data = (...parts: string[]): string => path.join(PROJECT_ROOT, 'data', ...parts);

/**
 * The files the service's HS classifier reads (each folder's README gives their source and licence). A module of
 * its own so that checking the build's indexes (./classifier-index.ts) loads no classifier code.
 */
export const CLASSIFIER_DATA = {
  /** the HS 2022 nomenclature (data/hs/README.md) */
  nomenclature: data('hs', 'hs2022.csv'),
  /** the US tariff's national descriptions under each subheading (data/hs-extra/README.md) */
  nationalText: data('hs-extra', 'hts-us.csv'),
  /** HMRC's labelled descriptions, vague terms and brands (data/hmrc/README.md) */
  references: data('hmrc', 'references.csv'),
  vagueTerms: data('hmrc', 'vague-terms.txt'),
  brands: data('hmrc', 'brands.csv'),
  /** products labelled by customs officers and experts: the evaluation set's tuning part (data/labelled/README.md) */
  labelled: data('labelled', 'references.csv'),
  /** WordNet generalisations (data/lexicon/README.md) */
  hypernyms: data('lexicon', 'hypernyms.tsv'),
  /** static word vectors: words.txt, vectors.bin, vectors.json (data/semantic/README.md) */
  semantic: data('semantic'),
} as const;

/** The files the classifier's indexes are built from: the nomenclature in use and the texts and vectors it indexes. */
export function indexedData(nomenclatureCsv: string): string[] {
  const { nationalText, references, labelled, hypernyms, semantic } = CLASSIFIER_DATA;
  return [nomenclatureCsv, nationalText, references, labelled, hypernyms, ...['vectors.json', 'words.txt', 'vectors.bin'].map((f) => path.join(semantic, f))];
}
