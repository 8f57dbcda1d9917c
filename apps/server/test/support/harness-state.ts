// What a test file's harness fills in from beforeAll (the app, tokens, ids) and hands to its tests:
// read before then, it says so instead of answering undefined.
export function harnessState<S extends object>(name: string) {
  let state: S | undefined;
  const ready = (): S => {
    if (!state) throw new Error(`${name} starts in beforeAll`);
    return state;
  };
  return {
    ready,
    /** The state if start got that far (what stop closes). */
    current: (): S | undefined => state,
    set: (value: S) => {
      state = value;
    },
    /** The harness, plus a read-only property for each of these keys of the state. */
    expose: <H extends object, K extends keyof S>(harness: H, keys: readonly K[]): H & { readonly [P in K]: S[P] } => {
      for (const key of keys) Object.defineProperty(harness, key, { get: () => ready()[key], enumerable: true });
      return harness as H & { readonly [P in K]: S[P] };
    },
  };
}
