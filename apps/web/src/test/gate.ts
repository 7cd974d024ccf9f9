/**
 * A request handler that answers only when the test says so: a test that checks a pending state ("Uploading…",
 * a progress bar) opens the gate after it has seen it, so no machine is too slow for the state to be seen.
 */
export type Gate = { readonly passed: Promise<void>; open: () => void };

export function gate(): Gate {
  let open!: () => void;
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
}
