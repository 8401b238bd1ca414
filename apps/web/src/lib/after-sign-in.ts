/**
 * Work that follows every sign-in and sign-up, before the shopper is sent back to their page: the
 * browser's guest cart joins the account's (decision 040). Features register a step; the auth flow
 * runs them with one call, so auth needs to know none of them. A failing step is the step's to
 * report; it never fails the sign-in.
 */
type Step = () => Promise<unknown>;

const steps = new Set<Step>();

/** Adds a step; the answer takes it away again (for an effect's clean-up). */
export function registerAfterSignIn(step: Step): () => void {
  steps.add(step);
  return () => {
    steps.delete(step);
  };
}

/** Runs every registered step side by side and waits for all of them. */
export async function runAfterSignIn(): Promise<void> {
  await Promise.allSettled([...steps].map((step) => step()));
}
