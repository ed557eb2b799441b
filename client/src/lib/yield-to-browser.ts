/**
 * Ends the current task so the browser can paint and handle input before the next piece of work runs:
 * `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of other tasks), else a
 * new task from a message, which unlike setTimeout is not clamped.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
