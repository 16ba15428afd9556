/**
 * A property's run options: up to `numRuns` runs, stopped after two seconds on a loaded machine instead of running
 * into the test's timeout. The runs made by then count as ever: a counterexample among them fails the test.
 */
export const boundedRuns = (numRuns: number) => ({ numRuns, interruptAfterTimeLimit: 2_000 });
