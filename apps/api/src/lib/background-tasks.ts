type Logger = { error: (obj: object, msg: string) => void };

/**
 * Work done after the answer has gone (e-mails whose sending must not show in the answer's
 * timing). Failures are logged, never thrown at a caller; closing the app waits for what is
 * still running.
 */
export function createBackgroundTasks(log: Logger) {
  const running = new Set<Promise<void>>();
  return {
    run(name: string, work: () => Promise<void>): void {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async drain(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
