import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/messages';
import {
  currentToasts,
  pauseToasts,
  resumeToasts,
  serverToasts,
  subscribeToasts,
  type ToastItem,
} from '../../lib/toast';

function KindIcon({ kind }: { kind: ToastItem['kind'] }) {
  if (kind === 'blank') return null;
  return (
    <span className={`toast__badge toast__badge--${kind}`} aria-hidden="true">
      <svg
        width="12"
        height="12"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        aria-hidden="true"
      >
        {kind === 'success' ? (
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        ) : (
          <path d="M6 6l12 12M18 6L6 18" />
        )}
      </svg>
    </span>
  );
}

/** Where toasts appear: top-center, announced politely to screen readers. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, serverToasts);
  const t = useT('chrome');
  return (
    <section
      className="toaster"
      aria-label={t('Notifications')}
      data-toaster="top-center"
      onMouseEnter={pauseToasts}
      onMouseLeave={resumeToasts}
    >
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.kind}`} role="status" aria-live="polite">
          {t.icon ? (
            <span className="toast__icon" aria-hidden="true">
              {t.icon}
            </span>
          ) : (
            <KindIcon kind={t.kind} />
          )}
          <div className="toast__message">{t.message}</div>
        </div>
      ))}
    </section>
  );
}
