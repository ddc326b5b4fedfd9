import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { commercialInvoicePdf, type ArtifactInput } from '../documents';
import type { PlanningSnapshot, SnapshotOrder, SnapshotProduct } from '../domain/export-types';
import { PROJECT_ROOT } from '../runtime/paths';

/**
 * What the PDF commercial invoice costs execute: render time and extra resident memory, for a US-bound
 * batch of 1, 50 and 500 lines (five lines an order). Each size runs in a fresh Node process (with
 * --expose-gc), after the service's modules are loaded, as in a worker:
 *
 * - first render: the process's first invoice, which also reads and parses the two Noto Sans faces and
 *   compiles the layout code (once per worker);
 * - each later render: the median time and the largest extra RSS of `--renders` more renders, each
 *   started after a full GC.
 *
 * Extra RSS is the peak resident memory during the render minus the RSS just before it; a worker thread
 * samples the process's RSS every millisecond while the render runs on the main thread.
 *   npm run bench:invoice [-- --renders 5]
 * Exits 1 when 500 lines take more than 1 s or 50 MiB of extra RSS, first render included.
 */
const LIMIT_MS = 1000;
const LIMIT_MIB = 50;
const SIZES = [1, 50, 500];

interface Figures {
  lines: number;
  pages: number | null;
  bytes: number;
  /** RSS the loaded modules (pdfkit, fontkit, the domain) take, before any render. */
  modulesMiB: number;
  firstMs: number;
  firstExtraMiB: number;
  laterMedianMs: number;
  laterMaxExtraMiB: number;
}

const products: SnapshotProduct[] = [
  { id: 'p_torch', externalId: 'torch', sku: 'TORCH-1', name: 'Crème brûlée torch', description: 'Butane kitchen torch, steel', originCountry: 'PL', declaredValueUsd: 24.5, materials: ['steel'], hsCode: '8205.51', weightKg: 0.35 },
  { id: 'p_blanket', externalId: 'blanket', sku: 'BLK-ÆRØ', name: 'Ærø wool blanket', description: 'Woven blanket, 100% wool, made in Łódź', originCountry: 'DK', declaredValueUsd: 89.9, materials: ['wool'], hsCode: '6301.20', weightKg: 1.2 },
  { id: 'p_shirt', externalId: 'shirt', sku: 'TS-001', name: 'Cotton T-shirt', description: 'Knitted T-shirt, 100% cotton', originCountry: 'CA', declaredValueUsd: 12.5, materials: ['cotton'], hsCode: '6109.10', weightKg: 0.2 },
];

/** A US-bound batch of `lines` lines from the Montreal warehouse, five lines an order. */
function batch(lines: number): ArtifactInput {
  const orders: SnapshotOrder[] = [];
  for (let n = 0; n < lines; n += 5) {
    const items = Array.from({ length: Math.min(5, lines - n) }, (_, k) => ({
      productId: products[(n + k) % products.length].id,
      quantity: 1 + ((n + k) % 7),
      unitValueUsd: 10 + ((n + k) % 13) * 1.25,
    }));
    orders.push({ id: `ord_${String(n / 5).padStart(5, '0')}`, externalId: `ORD-${10000 + n / 5}`, destinationCountry: 'US', destinationRegion: 'NY', destinationPostalCode: '10001', totalValueUsd: 0, items });
  }
  const snapshot: PlanningSnapshot = {
    accountId: 'acc_bench',
    accountName: 'Maple Outfitters Inc.',
    warehouse: { id: 'wh_mtl', name: 'Montréal DC', country: 'CA', addressLine1: '1000 Rue Sherbrooke O', addressLine2: null, city: 'Montréal', region: 'QC', postalCode: 'H3A 3G4' },
    broker: { id: 'br_1', name: 'Hudson Customs Brokers', email: 'entries@hudson.example', brokerPath: 'partner_integrated' },
    destinationCountry: 'US',
    orders,
    products,
  };
  return { batchId: 'exp_bench', packageNumber: 'CP-20261122-BENCH', generatedAt: '2026-11-22T15:04:05.000Z', snapshot, includedOrderIds: orders.map((o) => o.id), planHash: 'b'.repeat(64) };
}

/** pdfinfo's page count, when poppler-utils is installed. */
function pages(pdf: Buffer): number | null {
  const file = path.join(os.tmpdir(), `invoice-bench-${process.pid}.pdf`);
  try {
    fs.writeFileSync(file, pdf);
    return Number(/^Pages:\s+(\d+)$/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
  } catch {
    return null;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** Samples the process's RSS from another thread while this one renders; `peak()` is the highest since `reset()`. */
function rssSampler() {
  const cell = new BigInt64Array(new SharedArrayBuffer(8));
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     const cell = new BigInt64Array(workerData);
     setInterval(() => { const rss = BigInt(process.memoryUsage.rss()); if (rss > Atomics.load(cell, 0)) Atomics.store(cell, 0, rss); }, 1);`,
    { eval: true, workerData: cell.buffer },
  );
  return {
    reset: () => Atomics.store(cell, 0, BigInt(process.memoryUsage.rss())),
    peak: () => Number(Atomics.load(cell, 0)),
    stop: () => worker.terminate(),
  };
}

const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MiB = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const round = (v: number) => Math.round(v * 10) / 10;

/** One render: its time and the extra RSS it peaked at. */
async function renderOnce(input: ArtifactInput, sampler: ReturnType<typeof rssSampler>): Promise<{ pdf: Buffer; ms: number; extra: number }> {
  gc();
  await sleep(20); // the sampler is running and has seen the settled RSS
  const before = process.memoryUsage.rss();
  sampler.reset();
  const t = performance.now();
  const pdf = commercialInvoicePdf(input);
  const ms = performance.now() - t;
  await sleep(20); // one more sample after the last allocation
  return { pdf, ms, extra: Math.max(0, sampler.peak() - before) };
}

/** One size, in this (fresh) process. */
async function measure(lines: number, renders: number, modulesRss: number): Promise<Figures> {
  const input = batch(lines);
  const sampler = rssSampler();
  await sleep(50);
  const first = await renderOnce(input, sampler);
  const later = [];
  for (let i = 0; i < renders; i++) later.push(await renderOnce(input, sampler));
  await sampler.stop();
  const times = later.map((r) => r.ms).sort((a, b) => a - b);
  return {
    lines,
    pages: pages(first.pdf),
    bytes: first.pdf.length,
    modulesMiB: MiB(modulesRss),
    firstMs: round(first.ms),
    firstExtraMiB: MiB(first.extra),
    laterMedianMs: round(times[Math.floor(times.length / 2)] ?? first.ms),
    laterMaxExtraMiB: MiB(Math.max(0, ...later.map((r) => r.extra))),
  };
}

async function main(): Promise<void> {
  const rendersArg = process.argv.indexOf('--renders');
  const renders = rendersArg > 0 ? Number(process.argv[rendersArg + 1]) : 5;
  const childArg = process.argv.indexOf('--child');
  if (childArg > 0) {
    const figures = await measure(Number(process.argv[childArg + 1]), renders, process.memoryUsage.rss() - Number(process.argv[childArg + 2]));
    process.stdout.write(`${JSON.stringify(figures)}\n`);
    return;
  }
  const results = SIZES.map((lines) => child(lines, renders));
  report(results, renders);
  const largest = results[results.length - 1];
  if (Math.max(largest.firstMs, largest.laterMedianMs) > LIMIT_MS || Math.max(largest.firstExtraMiB, largest.laterMaxExtraMiB) > LIMIT_MIB) {
    console.error(`over the limit: ${largest.lines} lines must render within ${LIMIT_MS} ms and ${LIMIT_MIB} MiB of extra RSS`);
    process.exitCode = 1;
  }
}

/** Runs one size in a fresh process; it is told the RSS of a bare Node to count what loading the modules takes. */
function child(lines: number, renders: number): Figures {
  const bare = Number(execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.memoryUsage.rss()))'], { encoding: 'utf8' }));
  const out = execFileSync(process.execPath, ['--expose-gc', __filename, '--child', String(lines), String(bare), '--renders', String(renders)], { encoding: 'utf8' });
  return JSON.parse(out) as Figures;
}

function report(results: Figures[], renders: number): void {
  console.log(`PDF commercial invoice, US layout; ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.versions.node}`);
  console.log(`modules loaded (documents/: zod, csv-stringify; PDFKit, fontkit and the fonts load with the first render): +${results[0].modulesMiB} MiB RSS over a bare Node`);
  console.log(`lines  pages     bytes | first render: ms  extra RSS MiB | next ${renders}: median ms  max extra RSS MiB`);
  for (const r of results) {
    const cols = [String(r.lines).padStart(5), String(r.pages ?? '?').padStart(5), String(r.bytes).padStart(9)];
    console.log(`${cols.join('  ')} | ${String(r.firstMs).padStart(16)}  ${String(r.firstExtraMiB).padStart(13)} | ${String(r.laterMedianMs).padStart(15)}  ${String(r.laterMaxExtraMiB).padStart(17)}`);
  }
  const out = path.join(PROJECT_ROOT, 'bench', 'results', `invoice-pdf-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify({ renders, node: process.versions.node, results }, null, 2)}\n`);
  console.log(`written ${path.relative(PROJECT_ROOT, out)}`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
