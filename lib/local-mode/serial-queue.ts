/**
 * Runs async operations one after another, in the order they were asked for. Local mode's operations
 * read the stored state, change it and write it back across awaits (encryption is asynchronous), so two
 * running at once would each start from the same state and the second write would undo the first.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<Result>(operation: () => Promise<Result>): Promise<Result> {
      const result = tail.then(operation);
      // The next operation waits for this one to settle, whether it succeeded or failed.
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
