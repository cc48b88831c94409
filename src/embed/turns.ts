// Widget work in turns, so that a page's widgets never make one long task of the main thread.
// The widgets of a chunk all get their texts, and a grid's 24 badges their ratings, at the same
// moment: drawn together, that was one task of 20 to 40 ms here, 80 to 160 ms on the phone
// Lighthouse simulates (4x slower), blocking the shopper's taps for all of it. In turns, each
// task runs queued jobs for about 4 ms of real time, then gives the browser the thread back.

const BUDGET_MS = 4;
const queue: (() => void)[] = [];

function run(): void {
  const end = performance.now() + BUDGET_MS;
  do {
    try {
      queue.shift()?.();
    } catch (error) {
      // One widget's failure is its own: the jobs after it still get their turn.
      console.error('[loyalkit]', error);
    }
  } while (queue.length > 0 && performance.now() < end);
  // A timer, not a microtask: the browser gets its turn (input, paint) between two of ours.
  if (queue.length > 0) setTimeout(run);
}

/** Runs `job` in a later task, after the jobs queued before it (first in, first out). */
export function inTurn(job: () => void): void {
  if (queue.push(job) === 1) setTimeout(run);
}
