import { MESSAGES } from '@cumplia/domain';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { wantNotifications } from './notifications-host';

/**
 * Tells that an action succeeded, in a toast that closes by itself (it stays while hovered or focused). Successes
 * that need no answer use this; the spec's named success dialogs keep their dialog.
 */
export function notifySuccess(message: string, title?: string) {
  // A page that did not mount the container beforehand still gets its toast (shown once the container loads).
  wantNotifications();
  notifications.show({
    message,
    title,
    color: 'green',
    icon: <IconCheck size={18} aria-hidden="true" />,
    role: 'status',
    closeButtonProps: { 'aria-label': MESSAGES.common.closeNotification },
  });
}
