/**
 * Runs `task` once the page has loaded and the browser is idle: for code a page does not need to
 * show itself, so it neither delays the page nor competes with what it preloads. Returns a cancel.
 */
export function afterLoadWhenIdle(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const run = () => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(task, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      // Safari has no requestIdleCallback; a short timeout lets the load event's other work finish first.
      const id = setTimeout(task, 200);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    window.removeEventListener('load', run);
    cancelIdle?.();
  };
}
