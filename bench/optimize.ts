import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { classify, type Classifier } from '../domain/classifier';
import { buildServiceClassifier } from '../runtime/classifier';
import { PROJECT_ROOT } from '../runtime/paths';
import { CLASSIFICATION_SET } from './classification-set';

/**
 * The optimize part of `npm run bench`: HS classifications per second on one core (the classifier is
 * synchronous, so one Node thread is one core), over the 91 real products of the test set, with the
 * built-in table and, when the reference CSV is beside the checkout, with the full HS 2022 table loaded.
 *   npm run bench:optimize [-- --seconds 5]
 */
const secondsArg = process.argv.indexOf('--seconds');
const seconds = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 5;

const inputs = CLASSIFICATION_SET.map((p) => ({
  productName: p.name,
  description: p.description,
  materials: p.materials,
  category: p.category,
  countryOfOrigin: 'CN',
  value: 25,
}));

function run(name: string, c: Pick<Classifier, 'classify'>) {
  for (let i = 0; i < 200; i++) c.classify(inputs[i % inputs.length]); // warm-up
  const samples: number[] = [];
  const cpuStart = process.cpuUsage();
  const end = performance.now() + seconds * 1000;
  let n = 0;
  while (performance.now() < end) {
    const t = performance.now();
    c.classify(inputs[n % inputs.length]);
    samples.push(performance.now() - t);
    n++;
  }
  const cpu = process.cpuUsage(cpuStart);
  samples.sort((a, b) => a - b);
  const q = (p: number) => Number((samples[Math.min(samples.length - 1, Math.floor(p * samples.length))] * 1000).toFixed(1));
  return {
    table: name,
    classifications: n,
    seconds,
    perSecond: Math.round(n / seconds),
    latencyMicros: { p50: q(0.5), p95: q(0.95), p99: q(0.99) },
    cpuCoreShare: Number(((cpu.user + cpu.system) / 1e6 / seconds).toFixed(2)),
  };
}

// The built-in table alone, and the classifier the service runs (full HS 2022 table, or HS_NOMENCLATURE_CSV).
const results = [run('built-in table alone', { classify })];
const csv = process.env.HS_NOMENCLATURE_CSV;
results.push(run(`service (${csv ? path.basename(csv) : 'hs2022.csv'} + US text + WordNet)`, buildServiceClassifier(csv)));

const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version };
console.log(`\nHS classifier on one core (${machine.model}, Node ${machine.node}), ${seconds} s per table`);
console.log('table                                   class/s   p50 µs   p95 µs   p99 µs   core');
for (const r of results) {
  console.log(`${r.table.padEnd(38)} ${String(r.perSecond).padStart(8)} ${String(r.latencyMicros.p50).padStart(8)} ${String(r.latencyMicros.p95).padStart(8)} ${String(r.latencyMicros.p99).padStart(8)}   ${r.cpuCoreShare}`);
}
const out = path.join(PROJECT_ROOT, 'bench', 'results', `optimize-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify({ machine, results }, null, 2)}\n`);
console.log(`\nwrote ${path.relative(process.cwd(), out)}`);
