import { LRUCache } from 'lru-cache';
import type { ArtifactFile } from '../db/exports';

interface Kept {
  planHash: string;
  files: ArtifactFile[];
}

/**
 * The artifact files an execute just rendered and stored, kept in this worker for the broker e-mail that
 * follows at once, so that step does not read back from the database what the one before wrote. Checked
 * against the plan hash they were rendered from; a miss (another worker, a restart, an eviction) reads
 * them from the database as before. Bounded by bytes: a batch's files are tens of KiB, and the entry is
 * dropped once the e-mail is settled.
 */
export class JustRendered {
  private readonly kept: LRUCache<string, Kept>;

  constructor(maxBytes = 16 * 1024 * 1024) {
    this.kept = new LRUCache<string, Kept>({ maxSize: maxBytes, sizeCalculation: (k) => Math.max(1, k.files.reduce((n, f) => n + f.content.length, 0)) });
  }

  keep(batchId: string, planHash: string, files: ArtifactFile[]): void {
    this.kept.set(batchId, { planHash, files });
  }

  /** The files rendered from this plan, if this worker still has them. */
  find(batchId: string, planHash: string): ArtifactFile[] | undefined {
    const k = this.kept.get(batchId);
    return k?.planHash === planHash ? k.files : undefined;
  }

  forget(batchId: string): void {
    this.kept.delete(batchId);
  }
}
