import type { NotificationPreferences } from '@fitthali/domain/notifications';
import { type FormEvent, useState } from 'react';
import { TitledSection } from '../../../components/ui/titled-section';
import { useSelfService } from '../../../i18n/self-service';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { type NotificationView, savePreferences } from '../api/notifications';
import '../notifications.css';

const CHANNEL_LABEL = { email: 'Email', whatsapp: 'WhatsApp' } as const;
const STATUS_LABEL = {
  queued: 'waiting',
  sent: 'sent',
  failed: 'not sent',
  skipped: 'not sent',
} as const;

const SWITCHES: { name: keyof NotificationPreferences; label: string }[] = [
  { name: 'email', label: 'Email me (receipts always come by email)' },
  { name: 'whatsapp', label: 'WhatsApp messages to my phone number' },
  { name: 'reminders', label: 'Reminders: the evening before, plan ending, credits expiring' },
];

interface Props {
  notifications: NotificationView[];
  preferences: NotificationPreferences | null;
}

/**
 * The profile's notifications (issue 15 point 2): what we told the customer, newest first, with
 * how each channel went, and the switches for channels and reminders.
 */
export function NotificationsSection({ notifications, preferences }: Props) {
  const { t, dateTime } = useSelfService('account');
  const [saving, setSaving] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSaving(true);
    try {
      const saved = await savePreferences({
        email: form.has('email'),
        whatsapp: form.has('whatsapp'),
        reminders: form.has('reminders'),
      });
      toast.success(saved.message ?? t('Notification settings saved.'));
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : t('Could not save your settings.'));
    } finally {
      setSaving(false);
    }
  }
  return (
    <TitledSection
      className="profile-section"
      titleClassName="profile-section__title"
      title={t('Notifications')}
    >
      {notifications.length === 0 ? (
        <p>{t('No messages yet. We tell you here about every change to your meals and money.')}</p>
      ) : (
        <ul className="notification-list" data-testid="notification-list">
          {notifications.map((n) => (
            <li key={n._id}>
              <strong>{n.title}</strong>
              <p>{n.body}</p>
              <small>
                {dateTime(n.createdAt)}
                {n.channels.map(
                  (c) =>
                    ` · ${t('{channel} {status}', {
                      channel: t(CHANNEL_LABEL[c.channel]),
                      status: t(STATUS_LABEL[c.status]),
                    })}`,
                )}
              </small>
            </li>
          ))}
        </ul>
      )}
      {preferences ? (
        <form
          className="notification-settings"
          onSubmit={onSubmit}
          aria-labelledby="notification-settings-heading"
        >
          <h3 id="notification-settings-heading">{t('How we reach you')}</h3>
          {SWITCHES.map((s) => (
            <label key={s.name}>
              <input type="checkbox" name={s.name} defaultChecked={preferences[s.name]} />{' '}
              {t(s.label)}
            </label>
          ))}
          <button type="submit" className="btn" disabled={saving}>
            {saving ? t('Saving…') : t('Save settings')}
          </button>
        </form>
      ) : null}
    </TitledSection>
  );
}
