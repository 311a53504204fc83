/** The in-process queue per key in front of the counters' database locks. */
import { KeyQueue } from './key-queue';

/** A task that runs until `finish` is called, recording when it starts. */
function gate(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: async () => { log.push(`start ${name}`); await done; log.push(`end ${name}`); return name; }, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

test('one key: the second caller starts only when the first has finished', async () => {
  const queue = new KeyQueue();
  const log: string[] = [];
  const a = gate(log, 'a');
  const b = gate(log, 'b');
  const ran = [queue.run(['k'], a.run), queue.run(['k'], b.run)];
  await settle();
  expect(log).toEqual(['start a']);
  a.finish();
  await settle();
  expect(log).toEqual(['start a', 'end a', 'start b']);
  b.finish();
  expect(await Promise.all(ran)).toEqual(['a', 'b']);
  expect(queue.size).toBe(0);
});

test('different keys do not wait on each other', async () => {
  const queue = new KeyQueue();
  const log: string[] = [];
  const a = gate(log, 'a');
  const b = gate(log, 'b');
  const ran = [queue.run(['x'], a.run), queue.run(['y'], b.run)];
  await settle();
  expect(log).toEqual(['start a', 'start b']);
  a.finish();
  b.finish();
  await Promise.all(ran);
  expect(queue.size).toBe(0);
});

test('key sets given in opposite orders share a key without deadlock, one after the other', async () => {
  const queue = new KeyQueue();
  const log: string[] = [];
  const a = gate(log, 'a');
  const b = gate(log, 'b');
  const ran = [queue.run(['p', 'q'], a.run), queue.run(['q', 'p'], b.run)];
  await settle();
  expect(log).toEqual(['start a']);
  a.finish();
  b.finish();
  expect(await Promise.all(ran)).toEqual(['a', 'b']);
  expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  expect(queue.size).toBe(0);
});

test('a caller that throws frees its keys for the next one', async () => {
  const queue = new KeyQueue();
  const failed = queue.run(['k'], async () => { throw new Error('refused by the gateway'); });
  const next = queue.run(['k'], async () => 'next');
  await expect(failed).rejects.toThrow('refused by the gateway');
  expect(await next).toBe('next');
  expect(queue.size).toBe(0);
});
