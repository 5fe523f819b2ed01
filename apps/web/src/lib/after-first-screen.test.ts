import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from './after-first-screen';

/** A query that stays fetching until `finish` is called. */
function slowQuery(queryClient: QueryClient) {
  let finish: (value: string) => void = () => undefined;
  void queryClient.fetchQuery({ queryKey: ['screen data'], queryFn: () => new Promise<string>((resolve) => (finish = resolve)) });
  return () => finish('done');
}

describe('afterFirstScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("waits for the screen's data, then runs the task once", async () => {
    const queryClient = new QueryClient();
    const finish = slowQuery(queryClient);
    const task = vi.fn();
    afterFirstScreen(queryClient, task);

    await vi.advanceTimersByTimeAsync(4_000);
    expect(task).not.toHaveBeenCalled();

    finish();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task after five seconds when the data never settles', async () => {
    const queryClient = new QueryClient();
    slowQuery(queryClient);
    const task = vi.fn();
    afterFirstScreen(queryClient, task);

    await vi.advanceTimersByTimeAsync(4_900);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a task cancelled before its time', async () => {
    const queryClient = new QueryClient();
    const finish = slowQuery(queryClient);
    const task = vi.fn();
    const cancel = afterFirstScreen(queryClient, task);

    cancel();
    finish();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).not.toHaveBeenCalled();
  });

  it('runs at once in a hidden tab, which paints nothing', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const queryClient = new QueryClient();
    slowQuery(queryClient);
    const task = vi.fn();
    afterFirstScreen(queryClient, task);

    await Promise.resolve();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
