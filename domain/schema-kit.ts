import { z } from 'zod';

/**
 * Building blocks of the response schemas (domain/*-views.ts, domain/events.ts): zod objects whose
 * `.meta()` zod-openapi publishes (api/openapi.ts) and whose inferred types the code that builds the
 * responses is checked against.
 */

export const isoDate = z.string().meta({ format: 'date-time' });

export const readinessSchema = z.enum(['READY', 'REVIEW_REQUIRED', 'BLOCKED']).meta({ id: 'Readiness' });
export type ReadinessState = z.output<typeof readinessSchema>;

/** How much a finding matters: validation messages, product issues (no `info`) and classifier flags. */
export const SEVERITIES = ['error', 'warning', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Fields a stored payload gained later: rows recorded before lack them. */
export const since = <T extends z.ZodType>(schema: T, description: string) =>
  schema.optional().meta({ description: `${description} (absent on events recorded before the events API)` });

/** A non-empty tuple of an object's keys, for z.enum. */
export const keysOf = <K extends string>(o: Record<K, unknown>) => Object.keys(o) as [K, ...K[]];
