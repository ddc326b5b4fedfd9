import {
  ActivityCancellationType,
  ActivityFailure,
  ApplicationFailure,
  CancellationScope,
  TimeoutFailure,
  condition,
  isCancellation,
  proxyActivities,
  proxyLocalActivities,
} from '@temporalio/workflow';
import type * as activityTypes from '../activities';
import type { SubmissionRecord, SubmissionStatus } from '../domain/export-views';
import { FailureType } from './failures';

type Activities = activityTypes.Activities;
type BatchRef = { accountId: string; batchId: string };

/**
 * Backoff of the broker e-mail: from seconds to 30 minutes between attempts, for as long as the batch's
 * `brokerRetryHours` allows (a broker's mail server down for hours is ordinary).
 */
export const BROKER_MAIL_RETRY = { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '30 minutes' } as const;

const recorder = proxyLocalActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '500 milliseconds', backoffCoefficient: 2, maximumInterval: '10 seconds', maximumAttempts: 8 },
});

/** Words for the read model when the submission cannot go on: never a raw error. */
function failureMessage(err: unknown, retryHours: number): string {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (cause instanceof TimeoutFailure) return `no attempt reached the broker mail server within ${retryHours} hours`;
  if (cause instanceof ApplicationFailure && cause.type === FailureType.SMTP_TRANSIENT) return cause.message;
  return 'the broker e-mail could not be sent';
}

/**
 * The broker e-mail of one batch, inside its workflow: started by execute, which waits for it only up
 * to its response deadline; retried by Temporal with backoff until sent, refused (5xx) or out of time;
 * retried at once on request (`retry`), also after it failed. `onChange` sees every status.
 */
export class BrokerSubmission {
  status: SubmissionStatus | null = null;
  /** The read model's record as the last settled attempt wrote it. */
  record: SubmissionRecord | null = null;
  private running: Promise<void> | null = null;
  private scope: CancellationScope | null = null;
  private retryRequested = false;
  private retryHours = 48;

  constructor(
    private readonly ref: BatchRef,
    private readonly onChange: (status: SubmissionStatus) => void,
  ) {}

  settled(): boolean {
    return this.status === 'sent' || this.status === 'failed';
  }

  /** Starts the submission once; later calls (a retried execute) leave it as it is. */
  start(retryHours: number): void {
    if (this.status !== null) return;
    this.retryHours = retryHours;
    this.begin();
  }

  /** Try again now: the attempt waiting out its backoff is cancelled and a new one starts. */
  retry(): void {
    this.retryRequested = true;
    if (this.running) this.scope?.cancel();
    else this.begin();
  }

  /** Waits until sent; a failed submission waits up to `retryWindowMs` for a retry request. */
  async finish(retryWindowMs: number): Promise<void> {
    for (;;) {
      if (this.running) {
        await this.running;
        continue;
      }
      if (this.status !== 'failed') return;
      if (!(await condition(() => this.running !== null, retryWindowMs))) return;
    }
  }

  private set(status: SubmissionStatus): void {
    this.status = status;
    this.onChange(status);
  }

  private begin(): void {
    this.set('pending');
    this.running = this.attemptUntilSettled().finally(() => {
      this.running = null;
    });
  }

  private async attemptUntilSettled(): Promise<void> {
    const mail = proxyActivities<Activities>({
      startToCloseTimeout: '2 minutes',
      // A dead worker is noticed in 10 s, not after the whole send timeout.
      heartbeatTimeout: '10 seconds',
      scheduleToCloseTimeout: this.retryHours * 3_600_000,
      // A retry request waits for an attempt already sending to end: never two e-mails at once.
      cancellationType: ActivityCancellationType.WAIT_CANCELLATION_COMPLETED,
      retry: BROKER_MAIL_RETRY,
      summary: `E-mail the customs package of \`${this.ref.batchId}\` to the broker (retried with backoff for ${this.retryHours} h)`,
    });
    while (this.status === 'pending') {
      this.retryRequested = false;
      this.scope = new CancellationScope();
      try {
        this.record = await this.scope.run(() => mail.submitToBroker(this.ref));
        this.set(this.record.status);
      } catch (err) {
        if (this.retryRequested && isCancellation(err)) continue;
        this.record = await recorder.recordBrokerFailure.executeWithOptions(
          { summary: `Record that the broker e-mail of \`${this.ref.batchId}\` failed` },
          [{ ...this.ref, error: failureMessage(err, this.retryHours) }],
        );
        this.set(this.record.status);
      } finally {
        this.scope = null;
      }
      // A retry asked for while the failure was being recorded: go again.
      if ((this.status as SubmissionStatus) === 'failed' && this.retryRequested) this.set('pending');
    }
  }
}
