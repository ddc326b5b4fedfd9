import { z } from 'zod';

/**
 * Live and test (issue 33). A key is one or the other (`epk_live_…`, `epk_test_…`; keys issued before
 * environments existed are live). Every product, order, batch, optimizer run, event and webhook
 * endpoint belongs to the environment of the key that made it, and only keys of that environment see
 * it. In test, execute runs the same workflow and documents, but the broker e-mail is kept, not sent.
 */
export const ENVIRONMENTS = ['live', 'test'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const environmentSchema = z.enum(ENVIRONMENTS).meta({ id: 'Environment', description: 'live, or test: a test key sees only test resources, and its broker e-mails are kept, not sent' });

/** What a key reads and writes: one environment of one account. */
export interface Scope {
  accountId: string;
  environment: Environment;
}
