export default async function globalTeardown(): Promise<void> {
  const stack = (globalThis as Record<string, any>).__exportProtocolTestStack;
  await stack?.temporal?.stop();
  await stack?.pg?.stop();
}
