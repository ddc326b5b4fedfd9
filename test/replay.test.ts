import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Recorded histories of real batches (RECORD_HISTORIES=1 npx jest test/api/exports.test.ts) replayed
 * against the current workflow code with the developers' tool (`npm run replay -- --file …`): a change
 * that would break running batches fails here. `v1-*` were recorded before the database steps became
 * local activities (the `db-steps-as-local-activities` patch): batches planned then must still replay.
 * `upgrade-v1-plan-then-execute.json` is a batch planned by the code before the patch and executed,
 * after a restart on the same data, by the code after it: what a deploy does to an open batch.
 * `upgrade-v2-plan-then-execute.json` is the same for the `broker-submission-outlives-execute` patch: planned
 * by b4b6752 (no marker), executed by the code after it (the marker, then the e-mail as a regular activity);
 * `upgrade-v2-unregistered-attribute-then-retried.json` is that deploy before the service registered new
 * search attributes on the embedded dev server: the first execute's task failed (BAD_SEARCH_ATTRIBUTES),
 * the retried execute completed.
 * `unpatched-execute-failed.json` is an open batch whose execute failed, recorded before a failed execute
 * reopened the read model (the `execute-failure-reopens-read-model` patch; it fails to replay without the
 * patch gate); `execute-failed-then-retried.json` is the same case after it. `v2-*` were recorded before
 * the broker e-mail outlived execute (the `broker-submission-outlives-execute` patch: without its gate
 * they fail to replay); `broker-*` record the e-mail ridden through an outage and refused then retried.
 * `v3-*` were recorded before each state change also set ExportStateSince (the `state-since-search-attribute`
 * patch). `v4-*` were recorded before execute's package, artifacts and completion became one local activity
 * (the `execute-steps-as-one-local-activity` patch). Runs the built tool (npm test builds first) because
 * protobufjs, which decodes histories, does not survive jest's module sandbox.
 */
const TOOL = path.join(__dirname, '..', 'dist', 'runtime', 'replay.js');
const dir = path.join(__dirname, 'histories');
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(dir, f));

const replay = (paths: string[]) => {
  const res = spawnSync(process.execPath, [TOOL, ...paths.flatMap((p) => ['--file', p])], { encoding: 'utf8', timeout: 120_000 });
  return { code: res.status, out: `${res.stdout}${res.stderr}` };
};

test('every recorded history replays deterministically', () => {
  expect(files.length).toBeGreaterThanOrEqual(9);
  expect(files.filter((f) => path.basename(f).startsWith('v1-'))).toHaveLength(4);
  const { code, out } = replay(files);
  expect(out).toContain(`${files.length} of ${files.length} histories replay`);
  expect(code).toBe(0);
});

test('the upgrade history really is mixed: planned with a regular activity, executed with local ones', () => {
  const { history } = JSON.parse(fs.readFileSync(path.join(dir, 'upgrade-v1-plan-then-execute.json'), 'utf8'));
  const types = history.events.map((e: any) => e.activityTaskScheduledEventAttributes?.activityType?.name ?? e.markerRecordedEventAttributes?.markerName).filter(Boolean);
  expect(types).toEqual(['planBatch', 'core_patch', 'core_local_activity', 'core_local_activity', 'submitToBroker', 'core_local_activity']);
});

test('the v2 upgrade history really is mixed: planned without the submission patch, executed with it', () => {
  const { history } = JSON.parse(fs.readFileSync(path.join(dir, 'upgrade-v2-plan-then-execute.json'), 'utf8'));
  const steps = history.events
    .map((e: any) => e.activityTaskScheduledEventAttributes?.activityType?.name ?? e.markerRecordedEventAttributes?.markerName)
    .filter(Boolean);
  expect(steps).toEqual(['core_patch', 'core_local_activity', 'core_local_activity', 'core_local_activity', 'core_patch', 'core_local_activity', 'submitToBroker']);
  const patches = history.events
    .filter((e: any) => e.markerRecordedEventAttributes?.markerName === 'core_patch')
    .map((e: any) => JSON.parse(Buffer.from(e.markerRecordedEventAttributes.details['patch-data'].payloads[0].data, 'base64').toString()).id);
  expect(patches).toEqual(['db-steps-as-local-activities', 'broker-submission-outlives-execute']);
});

test('v3 histories predate the ExportStateSince patch; the current ones carry it', () => {
  const patchesOf = (file: string) =>
    JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
      .history.events.filter((e: any) => e.markerRecordedEventAttributes?.markerName === 'core_patch')
      .map((e: any) => JSON.parse(Buffer.from(e.markerRecordedEventAttributes.details['patch-data'].payloads[0].data, 'base64').toString()).id);
  expect(patchesOf('v3-plan-execute-completed.json')).not.toContain('state-since-search-attribute');
  expect(patchesOf('plan-execute-completed.json')).toContain('state-since-search-attribute');
});

test('v4 histories run execute as three local activities; the current ones as one', () => {
  const events = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')).history.events;
  const patchesOf = (file: string) =>
    events(file)
      .filter((e: any) => e.markerRecordedEventAttributes?.markerName === 'core_patch')
      .map((e: any) => JSON.parse(Buffer.from(e.markerRecordedEventAttributes.details['patch-data'].payloads[0].data, 'base64').toString()).id);
  const localActivities = (file: string) => events(file).filter((e: any) => e.markerRecordedEventAttributes?.markerName === 'core_local_activity').length;
  expect(patchesOf('v4-plan-execute-completed.json')).not.toContain('execute-steps-as-one-local-activity');
  expect(patchesOf('plan-execute-completed.json')).toContain('execute-steps-as-one-local-activity');
  // planBatch, then the package, artifacts and completion: four markers before, two now.
  expect([localActivities('v4-plan-execute-completed.json'), localActivities('plan-execute-completed.json')]).toEqual([4, 2]);
});

test('a history the code could not have produced is reported', () => {
  const original = JSON.parse(fs.readFileSync(files.find((f) => f.includes('completed')) as string, 'utf8'));
  // Pretend the recorded run scheduled another activity first: the current code would not.
  const scheduled = original.history.events.find((e: any) => e.activityTaskScheduledEventAttributes);
  scheduled.activityTaskScheduledEventAttributes.activityType.name = 'someOtherActivity';
  const tampered = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'replay-')), 'tampered.json');
  fs.writeFileSync(tampered, JSON.stringify(original));
  const { code, out } = replay([tampered]);
  expect(out).toContain('NOT deterministic');
  expect(code).toBe(1);
});
