// Retries an assertion until it passes or a generous bound runs out: for effects that happen
// after the call returns (event listeners, jobs). It asserts an outcome, never a duration.
export async function eventually<T>(check: () => Promise<T>, bound = { attempts: 100, delayMs: 50 }): Promise<T> {
  let last: unknown;
  for (let i = 0; i < bound.attempts; i++) {
    try {
      return await check();
    } catch (err) {
      last = err;
      await new Promise((r) => setTimeout(r, bound.delayMs));
    }
  }
  throw last;
}
