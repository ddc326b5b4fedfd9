import fs from 'node:fs';
import path from 'node:path';
import {
  createClassifier,
  loadNomenclatureCsv,
  parseCsv,
  wordVectorsFrom,
  type Classifier,
  type LabelledReference,
  type TableIndexes,
  type WordVectors,
} from '../domain/classifier';
import { CLASSIFIER_DATA, indexedData } from './classifier-data';
import { saveIndexes, savedIndexes } from './classifier-index';

/** The HS 2022 nomenclature the repository ships (data/hs/README.md: source and licence). */
export const DEFAULT_NOMENCLATURE_CSV = CLASSIFIER_DATA.nomenclature;

/**
 * The classifier the service runs: the built-in merchant table on top of the full HS 2022 nomenclature, or
 * on top of `HS_NOMENCLATURE_CSV` (a national tariff) when that is set. Its indexes come from the build's
 * dist/classifier-index.v8 when that was built from the same code and data, else they are built now;
 * `report` hears which.
 */
export function buildServiceClassifier(nomenclatureCsv: string = DEFAULT_NOMENCLATURE_CSV, report?: (why: string) => void): Classifier {
  const { indexes, why } = savedIndexes(indexedData(nomenclatureCsv));
  report?.(why);
  return serviceClassifier(nomenclatureCsv, indexes);
}

/**
 * The service classifier built without the labelled products whose id `leaveOut` names: for the evaluation's
 * cross-validation of the tune part (bench/eval-classifier.ts), and for tests of rules whose examples come from
 * that part, since an item must not be answered by its own label. Its indexes are built (the build's have all the data).
 */
export function classifierLeavingOut(leaveOut: (id: string) => boolean, nomenclatureCsv: string = DEFAULT_NOMENCLATURE_CSV): Classifier {
  return serviceClassifier(nomenclatureCsv, undefined, leaveOut);
}

/**
 * The service classifier built without HMRC's references that `leaveOutReference` names: for the evaluation's
 * cross-validation over them (`--part hmrc`), where a reference must not answer itself.
 */
export function classifierLeavingOutReferences(leaveOutReference: (ref: LabelledReference) => boolean, nomenclatureCsv: string = DEFAULT_NOMENCLATURE_CSV): Classifier {
  return serviceClassifier(nomenclatureCsv, undefined, undefined, leaveOutReference);
}

function serviceClassifier(
  nomenclatureCsv: string,
  indexes?: TableIndexes,
  leaveOut?: (id: string) => boolean,
  leaveOutReference: (ref: LabelledReference) => boolean = () => false,
): Classifier {
  return createClassifier(loadNomenclatureCsv(fs.readFileSync(nomenclatureCsv, 'utf8')), {
    hypernyms: loadHypernyms(),
    national: loadNationalText(),
    references: loadReferences().filter((r) => !leaveOutReference(r)),
    labelledProducts: loadLabelledProducts(CLASSIFIER_DATA.labelled, leaveOut),
    vagueDescriptions: loadVagueDescriptions(),
    brands: loadBrands(),
    wordVectors: loadWordVectors(),
    indexes,
  });
}

/** The service classifier's indexes, unless dist/ has them for this code and data (`npm run build`'s last step). */
export function saveServiceIndexes(nomenclatureCsv: string = DEFAULT_NOMENCLATURE_CSV): boolean {
  return saveIndexes(indexedData(nomenclatureCsv), () => serviceClassifier(nomenclatureCsv).indexes);
}

/**
 * Static word vectors distilled from all-MiniLM-L6-v2 (data/semantic/README.md: Apache-2.0), for the semantic
 * reading: words.txt names the rows of vectors.bin (int8), vectors.json gives their width and scale.
 */
export function loadWordVectors(dir: string = CLASSIFIER_DATA.semantic): WordVectors {
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'vectors.json'), 'utf8')) as { dims: number; scale: number };
  const wordList = fs.readFileSync(path.join(dir, 'words.txt'), 'utf8').split('\n').filter((w) => w);
  const bytes = fs.readFileSync(path.join(dir, 'vectors.bin'));
  return wordVectorsFrom(wordList, new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length), meta.dims, meta.scale);
}

/**
 * The US tariff schedule's national (8- and 10-digit) descriptions under each HS subheading, e.g. 4011.10's
 * "Radial", "rim diameter ..." (data/hs-extra/README.md: a US Government work, public domain).
 */
export function loadNationalText(file: string = CLASSIFIER_DATA.nationalText): Map<string, string> {
  const rows = parseCsv(fs.readFileSync(file, 'utf8'));
  return new Map(rows.slice(1).map(([hs6, text]) => [hs6, text]));
}

/**
 * HMRC's labelled descriptions under each HS subheading, joined (data/hmrc/README.md: MIT, Crown copyright):
 * the words merchants and parcel senders use ("ariel pods", "kitchen scales") that no tariff text does.
 */
export function loadReferences(file: string = CLASSIFIER_DATA.references): LabelledReference[] {
  return parseCsv(fs.readFileSync(file, 'utf8'))
    .slice(1)
    .map(([hs6, text]) => ({ hs6, text }));
}

/**
 * Products labelled by customs officers (CBP rulings) and customs experts (HSCodeComp), each with its subheading:
 * the evaluation set's tuning part (data/labelled/README.md: sources and licences). Read like HMRC's references;
 * the rows whose id `leaveOut` names are left out.
 */
export function loadLabelledProducts(file: string = CLASSIFIER_DATA.labelled, leaveOut: (id: string) => boolean = () => false): LabelledReference[] {
  return parseCsv(fs.readFileSync(file, 'utf8'))
    .slice(1)
    .filter(([, , id]) => !leaveOut(id))
    .map(([hs6, text]) => ({ hs6, text }));
}

/** HMRC's parcel descriptions too vague to classify, normalised (data/hmrc/README.md). */
export function loadVagueDescriptions(file: string = CLASSIFIER_DATA.vagueTerms): Set<string> {
  return new Set(fs.readFileSync(file, 'utf8').split('\n').filter((l) => l));
}

/** HMRC's brands with what their product is ("andrex" → "toilet paper"), normalised (data/hmrc/README.md). */
export function loadBrands(file: string = CLASSIFIER_DATA.brands): Map<string, string> {
  return new Map(
    parseCsv(fs.readFileSync(file, 'utf8'))
      .slice(1)
      .map(([brand, product]) => [brand.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim(), product]),
  );
}

/** WordNet generalisations of words the nomenclature does not use (data/lexicon/README.md). */
export function loadHypernyms(file: string = CLASSIFIER_DATA.hypernyms): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [word, terms] = line.split('\t');
    out.set(word, terms.split(' '));
  }
  return out;
}

/**
 * A classifier built on first use. The service warms it right after it is up, so a restart's health check does
 * not wait for the index; an optimize request that comes first builds it itself (once).
 */
export function lazyClassifier(build: () => Classifier): Classifier & { warm(): void } {
  let built: Classifier | undefined;
  const get = (): Classifier => (built ??= build());
  return {
    classify: (input) => get().classify(input),
    get entries() {
      return get().entries;
    },
    hasHeading: (code) => get().hasHeading(code),
    get indexes() {
      return get().indexes;
    },
    warm: () => void get(),
  };
}

