/**
 * Resolves in a task of its own, after everything the current task still has to run (its
 * microtasks included): a message the page sends itself, which no timer clamping delays. Issue 41:
 * a long chain of work that is all microtasks (a lazy route resolving, then the first render) is
 * one long task unless something yields in between.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
