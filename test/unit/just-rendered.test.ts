import { JustRendered } from '../../activities/just-rendered';

const file = (filename: string, bytes: number) => ({ filename, contentType: 'text/plain', content: Buffer.alloc(bytes, 1) });

test('files kept for a batch are found for the plan they were rendered from, and no other', () => {
  const kept = new JustRendered();
  const files = [file('a.txt', 10), file('b.pdf', 20)];
  kept.keep('exp_1', 'hash-1', files);
  expect(kept.find('exp_1', 'hash-1')).toBe(files);
  expect(kept.find('exp_1', 'hash-2')).toBeUndefined(); // re-planned since: read the database
  expect(kept.find('exp_2', 'hash-1')).toBeUndefined();
  kept.forget('exp_1');
  expect(kept.find('exp_1', 'hash-1')).toBeUndefined();
});

test('the bytes kept are bounded: the oldest batch goes first, and a batch larger than the bound is not kept', () => {
  const kept = new JustRendered(100);
  kept.keep('exp_old', 'h', [file('a', 60)]);
  kept.keep('exp_new', 'h', [file('a', 60)]);
  expect(kept.find('exp_old', 'h')).toBeUndefined();
  expect(kept.find('exp_new', 'h')).toBeDefined();
  kept.keep('exp_huge', 'h', [file('a', 101)]);
  expect(kept.find('exp_huge', 'h')).toBeUndefined();
});
