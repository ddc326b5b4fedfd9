export * from './classify';
export { loadNomenclatureCsv, parseCsv } from './csv-loader';
export { BUILTIN_NOMENCLATURE, formatHsCode, type NomenclatureEntry, type NomenclatureLevel } from './nomenclature';
export { detectMaterials, canonicalMaterials } from './materials';
export type { LabelledReference } from './retrieval';
export { wordVectorsFrom, type WordVectors } from './semantic';
export type { TableIndexes } from './table';
