import { useState } from 'react';

/**
 * True from the first time `opened` is true: a lazily loaded modal is mounted then, not with its page, and stays
 * mounted so that it can play its closing transition.
 */
export function useOpenedOnce(opened: boolean) {
  const [openedOnce, setOpenedOnce] = useState(false);
  if (opened && !openedOnce) setOpenedOnce(true);
  return openedOnce || opened;
}
