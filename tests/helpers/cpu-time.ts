/**
 * The CPU time this thread spends on `work`, in milliseconds, with what it returned. A limit on it holds on a
 * busy machine and beside other test workers, where the wall-clock time of the same work grows with the load:
 * what it catches is work that grows with the input (a regular expression that backtracks, a quadratic loop),
 * not a slow neighbour. Waiting (for a socket, a timer, another process) costs no CPU time here.
 */
export async function cpuTime<T>(work: () => T | Promise<T>): Promise<{ result: T; ms: number }> {
  const before = process.threadCpuUsage();
  const result = await work();
  const spent = process.threadCpuUsage(before);
  return { result, ms: (spent.user + spent.system) / 1000 };
}

/** This thread's CPU time so far, in milliseconds: a clock for a budget that a busy machine does not stretch. */
export function cpuClock(): number {
  const spent = process.threadCpuUsage();
  return (spent.user + spent.system) / 1000;
}
