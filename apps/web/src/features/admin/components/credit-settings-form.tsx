import { useState } from 'react';
import { type CreditSettings, saveCreditSettings } from '../api/credit-settings';
import { SettingsForm, SettingsInput, wholeNumber } from './settings-form';

/**
 * Settings: how many days a meal credit lasts from the day it is earned (default 90). A new figure
 * applies to credits earned from now on; the server validates and its sentence is shown.
 */
export function CreditSettingsForm({ settings }: { settings: CreditSettings }) {
  const [days, setDays] = useState(String(settings.expiryDays));

  const save = async () => {
    const saved = await saveCreditSettings(wholeNumber(days));
    setDays(String(saved.expiryDays));
  };

  return (
    <SettingsForm
      title="Meal credits"
      intro="A missed meal earns the customer a meal credit worth what they paid for it, spent at checkout, oldest first. Credits earned from now on last this long."
      what="credit settings"
      save={save}
    >
      {(fields) => (
        <SettingsInput
          fields={fields}
          id="days"
          label="Credits expire after (days)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={days}
          onChange={setDays}
        />
      )}
    </SettingsForm>
  );
}
