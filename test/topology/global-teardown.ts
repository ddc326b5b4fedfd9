export default async function globalTeardown(): Promise<void> {
  await (globalThis as Record<string, any>).__topologyEmbeddedPostgres?.stop();
}
