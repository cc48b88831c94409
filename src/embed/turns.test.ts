import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTurn } from './turns.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('widget work in turns', () => {
  it('runs jobs in a later task, first in first out', async () => {
    const ran: number[] = [];
    inTurn(() => ran.push(1));
    inTurn(() => ran.push(2));
    await Promise.resolve();
    expect(ran).toEqual([]);
    await vi.waitFor(() => expect(ran).toEqual([1, 2]));
  });

  it('yields to the browser once a task has spent its budget, and goes on in the next', async () => {
    vi.useFakeTimers();
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const ran: string[] = [];
    // Each job takes 3 ms: two fit in a 4 ms budget, the third waits for the next task.
    for (const name of ['a', 'b', 'c']) {
      inTurn(() => {
        now += 3;
        ran.push(name);
      });
    }
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['a', 'b']);
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it("keeps going when a job throws: one widget's failure is its own", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ran: string[] = [];
    inTurn(() => {
      throw new Error('broken widget');
    });
    inTurn(() => ran.push('next'));
    await vi.waitFor(() => expect(ran).toEqual(['next']));
    expect(error).toHaveBeenCalledWith('[loyalkit]', expect.any(Error));
  });
});
