// What the profile, the admin outbox and the server say about notifications (issue 15).
export const NOTIFY_MSG = {
  notificationNotFound: 'We could not find that notification.',
  preferencesNotBoolean: 'Each notification setting must be on or off.',
  preferencesSaved: 'Notification settings saved.',
  whatsappNeedsPhone: 'Add a phone number to your account before turning on WhatsApp.',
  resent: 'The message will be sent again in a moment.',
  nothingToResend: 'This notification has no failed message to send again.',
} as const;
