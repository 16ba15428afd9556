import { useEffect, useSyncExternalStore } from 'react';

// The toasts' container (Mantine Notifications, with its transitions and swipe handling) loads only on pages
// that can show a toast: the logged-in areas and the public forms that confirm with one. The landing and
// information pages never download it.

let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks for the toasts' container; once asked it stays for the rest of the visit. */
export function wantNotifications() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Whether some page has asked for the toasts' container (the app mounts it then). */
export function useNotificationsWanted() {
  return useSyncExternalStore(subscribe, () => wanted);
}

/**
 * Mounts the toasts' container with the calling page, before any toast: each corner is a polite live region that
 * must exist before a toast arrives for it to be read out.
 */
export function useNotificationsHost() {
  useEffect(wantNotifications, []);
}
