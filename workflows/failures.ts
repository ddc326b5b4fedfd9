/**
 * The `type` of every ApplicationFailure the activities and workflows raise on purpose, the one list
 * the API maps from (api/temporal-errors.ts). The values are recorded in workflow histories and name
 * the spec's errorCodes: never change one. Workflow code imports this file, so it imports nothing.
 */
export const FailureType = {
  /** The batch's state refuses the request; details: `{ currentState, reason?, readinessState? }`. */
  INVALID_EXPORT_STATE: 'INVALID_EXPORT_STATE',
  /** details: `{ requestedOrderIds, foundOrderIds }`. */
  INVALID_ORDER_REFERENCE: 'INVALID_ORDER_REFERENCE',
  /** The warehouse or broker belongs to another account. */
  INVALID_ACCOUNT_SCOPE: 'INVALID_ACCOUNT_SCOPE',
  NOT_FOUND: 'NOT_FOUND',
  /** The plan's snapshot cannot be rendered into artifacts: retrying does not help. */
  INVALID_ARTIFACT_INPUT: 'INVALID_ARTIFACT_INPUT',
  /** The (deterministic) classifier cannot take an item of a batch optimize run. */
  OPTIMIZE_ITEM_UNCLASSIFIABLE: 'OPTIMIZE_ITEM_UNCLASSIFIABLE',
  /** The plan update's fallback when its step failed with no failure type of its own. */
  PLAN_FAILED: 'PLAN_FAILED',
  /** The execute update's fallback when its steps failed with no failure type of its own. */
  EXECUTION_FAILED: 'EXECUTION_FAILED',
  /**
   * A broker e-mail failure worth retrying. Not thrown by this name: the SDK types an activity's failure
   * after its error's `name`, which activities/mailer.ts's SmtpTransientError sets from here.
   */
  SMTP_TRANSIENT: 'SmtpTransientError',
} as const;

export type FailureType = (typeof FailureType)[keyof typeof FailureType];
