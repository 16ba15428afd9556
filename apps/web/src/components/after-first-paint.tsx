import { type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Renders `children` (lazily loaded parts of a page) once the page has painted. Inside a plain Suspense boundary
 * they would hold the first paint back: React commits the first render only once the code they load has arrived.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A frame's callback runs before that frame paints; the task it queues runs after.
    let task = 0;
    const frame = requestAnimationFrame(() => {
      task = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(task);
    };
  }, []);
  return painted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
