import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every navigation starts at the top of the page (spec). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
