import { Writable } from 'node:stream';
import pino from 'pino';
import { temporalLogger } from '../../runtime/logging';

function capture(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

test("workflow and activity lines reach pino with the batch ID; the SDK's own INFO lines only at debug", () => {
  const { logger, lines } = capture('info');
  const sdk = temporalLogger(logger);
  sdk.info('planned', { workflowId: 'export-batch-exp_AB_cd-1', workflowType: 'exportBatchWorkflow', planRevision: 2, sdkComponent: 'workflow' });
  sdk.warn('broker e-mail refused', { workflowId: 'export-batch-exp_AB_cd-1', activityType: 'submitToBroker', batchId: 'exp_AB_cd-1' });
  sdk.info('Worker state changed', { state: 'RUNNING', sdkComponent: 'worker' });
  sdk.warn('Worker shutting down slowly', { sdkComponent: 'worker' });
  sdk.info('delivered', { workflowId: 'webhook-endpoint-whe_1', sdkComponent: 'activity' });

  expect(lines.map((l) => l.msg)).toEqual(['planned', 'broker e-mail refused', 'Worker shutting down slowly', 'delivered']);
  expect(lines[0]).toMatchObject({ level: 30, batchId: 'exp_AB_cd-1', planRevision: 2, workflowType: 'exportBatchWorkflow', source: 'temporal-sdk' });
  expect(lines[1]).toMatchObject({ level: 40, batchId: 'exp_AB_cd-1', activityType: 'submitToBroker' });
  // Not an export batch: no batchId is made up.
  expect(lines[3]).not.toHaveProperty('batchId');
});

test('at debug the SDK lifecycle lines show too', () => {
  const { logger, lines } = capture('debug');
  temporalLogger(logger).info('Worker state changed', { state: 'RUNNING' });
  expect(lines).toEqual([expect.objectContaining({ msg: 'Worker state changed', level: 30 })]);
});
