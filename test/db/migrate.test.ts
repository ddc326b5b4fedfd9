import { migrate } from '../../db/migrate';

/**
 * Processes started together (API and workers of one deploy) all run the migrations at start: they must
 * wait for each other, not fail with node-pg-migrate's "Another migration is already running".
 */
test('concurrent starts on a migrated database all succeed and apply nothing', async () => {
  const url = process.env.TEST_DATABASE_URL as string;
  const results = await Promise.allSettled(Array.from({ length: 6 }, () => migrate(url)));
  expect(results.map((r) => r.status)).toEqual(Array(6).fill('fulfilled'));
  expect(results.map((r) => (r as PromiseFulfilledResult<string[]>).value)).toEqual(Array(6).fill([]));
});
