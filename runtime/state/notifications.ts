import { signal } from '@preact/signals-react';

/** spec/2 §4 Notifications: "dismissible ones auto-dismiss after 3000 ms" (§9 Other: notification 3000 ms). */
export const NOTIFICATION_DISMISS_MS = 3000;

export interface Notification {
  /** spec/2 §8: a notification with an id replaces the one of the same id rather than stacking (cart-adding-problem). */
  readonly id: string;
  readonly kind: 'error' | 'warning' | 'success';
  /** Already in the shopper's language. */
  readonly message: string;
  readonly dismissible: boolean;
}

/** The notifications on screen, oldest first (spec/2 §3 Client UI state "notifications with ids"). */
export const notifications = signal<readonly Notification[]>([]);

const timers = new Map<string, ReturnType<typeof setTimeout>>();

export function dismissNotification(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  notifications.value = notifications.value.filter((notification) => notification.id !== id);
}

/** Shows a notification; one with the same id is replaced, and a dismissible one goes after 3000 ms. */
export function notify(notification: Notification): void {
  dismissNotification(notification.id);
  notifications.value = [...notifications.value, notification];
  if (notification.dismissible) {
    timers.set(
      notification.id,
      setTimeout(() => dismissNotification(notification.id), NOTIFICATION_DISMISS_MS),
    );
  }
}
