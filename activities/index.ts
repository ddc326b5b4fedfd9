import type { Db } from '../db/pool';

/** Activities are built from injected dependencies, so tests and the worker share one factory. */
export interface ActivityDeps {
  db: Db;
}

export function createActivities(_deps: ActivityDeps) {
  return {};
}

export type Activities = ReturnType<typeof createActivities>;
