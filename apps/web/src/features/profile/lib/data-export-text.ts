/** The "Download my data" section's English text, in one place for its translation. */
export const DATA_EXPORT_TEXT = {
  title: 'Your data',
  description:
    'Download a copy of everything we keep about you: your profile, addresses, orders, meals, payments, credits, refunds, invoices, messages and ratings, in one JSON file.',
  button: 'Download my data',
  busy: 'Preparing your file…',
  failed: 'Could not download your data. Try again.',
} as const;
