// Widget work in turns: each first render (and each data update of a widget) runs in a task of
// its own, a few at most per task, so 24 star badges of a grid never make one long task.
// Lighthouse's mobile preset multiplies main-thread time by 4: a task over ~12 ms of real work
// already blocks (> 50 ms), and a grid's badges rendered together blocked for hundreds of ms.

/** The real time one task may spend on queued jobs before it yields to the browser. */
const BUDGET_MS = 4;

const queue: Array<() => void> = [];

interface PostTask {
  postTask(job: () => void, options: { priority: 'user-visible' }): Promise<unknown>;
}

/** The next task: `scheduler.postTask` where there is one (no 4 ms clamp), else a timer. */
function nextTask(job: () => void): void {
  const scheduler = (globalThis as { scheduler?: Partial<PostTask> }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    void scheduler.postTask(job, { priority: 'user-visible' });
  } else {
    setTimeout(job, 0);
  }
}

function run(): void {
  const start = performance.now();
  do {
    const job = queue.shift();
    try {
      job?.();
    } catch (error) {
      // One widget's failure is its own: the others still get their turn.
      console.error('[loyalkit]', error);
    }
  } while (queue.length > 0 && performance.now() - start < BUDGET_MS);
  if (queue.length > 0) nextTask(run);
}

/** Runs `job` in a later task, after the jobs queued before it (first in, first out). */
export function inTurn(job: () => void): void {
  queue.push(job);
  if (queue.length === 1) nextTask(run);
}
