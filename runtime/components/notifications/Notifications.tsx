import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n/use-translation.ts';
import { dismissNotification, notifications } from '../../state/notifications.ts';
import './notifications.css';

/**
 * The notifications (spec/2 §4 Notifications, §8). The region is in the page from the start, so screen readers
 * announce what appears in it: errors as alerts, the others as status. Dismissible ones carry a close button and go
 * after 3000 ms by themselves (notifications.ts).
 */
export function Notifications() {
  useSignals();
  const { t } = useTranslation();
  return (
    <div className="notifications" aria-live="polite">
      {notifications.value.map((notification) => (
        <div
          key={notification.id}
          id={notification.id}
          className={`notification notification--${notification.kind}`}
          role={notification.kind === 'error' ? 'alert' : 'status'}
        >
          <p className="notification__message">{notification.message}</p>
          {notification.dismissible && (
            <button
              type="button"
              className="notification__dismiss"
              aria-label={t('cart.dismiss')}
              onClick={() => dismissNotification(notification.id)}
            >
              ×
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
