/**
 * The options of a suite whose tests are the steps of one story, each building on the state the steps before it
 * left (a company registered, then verified, then invoiced): Vitest runs them in the order written. Every other
 * suite's tests run shuffled (`sequence.shuffle` in vitest.config.ts), so no test comes to depend on another by
 * accident.
 */
export const STORY = { shuffle: false } as const;
