import { useState } from 'react';
import {
  type DeliverySettingsAnswer,
  type DeliverySettingsInput,
  saveDeliverySettings,
} from '../api/delivery-settings';
import { SettingsForm, SettingsInput, wholeNumber } from './settings-form';

type SlotRow = { slot: string; start: string; end: string; cutoffHours: string };

const WHOLE_NUMBER = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

const rowsOf = (settings: DeliverySettingsAnswer): SlotRow[] =>
  settings.slots.map((s) => ({ ...s, cutoffHours: String(s.cutoffHours) }));

/**
 * Settings: each slot's delivery window and how many hours before it customers may still change a
 * delivery, and how far a plan may stretch (issue 13 point 2). The server is the one to validate;
 * its sentence is shown as it is. The storefront quotes the new figure from the next page load.
 */
export function DeliverySettingsForm({ settings }: { settings: DeliverySettingsAnswer }) {
  const [rows, setRows] = useState(() => rowsOf(settings));
  const [limit, setLimit] = useState(String(settings.extensionLimitDays));

  const edit = (index: number, field: keyof SlotRow, value: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const save = async () => {
    const input: DeliverySettingsInput = {
      slots: rows.map((row) => ({ ...row, cutoffHours: wholeNumber(row.cutoffHours) })),
      extensionLimitDays: wholeNumber(limit),
    };
    const saved = await saveDeliverySettings(input);
    setRows(rowsOf(saved));
    setLimit(String(saved.extensionLimitDays));
  };

  return (
    <SettingsForm
      title="Deliveries and cut-offs"
      intro="India time. Customers can skip, pause or change a delivery, and start a new plan, until the cut-off before its window opens. The FAQ, terms, refund policy and home page quote these hours."
      what="delivery settings"
      save={save}
    >
      {(fields) => (
        <>
          {rows.map((row, index) => (
            <fieldset className="delivery-settings__slot" key={row.slot}>
              <legend>{row.slot}</legend>
              <div className="admin-form-grid">
                <SettingsInput
                  fields={fields}
                  id={`${row.slot}-start`}
                  label={`${row.slot} window opens`}
                  type="time"
                  value={row.start}
                  onChange={(value) => edit(index, 'start', value)}
                />
                <SettingsInput
                  fields={fields}
                  id={`${row.slot}-end`}
                  label={`${row.slot} window closes`}
                  type="time"
                  value={row.end}
                  onChange={(value) => edit(index, 'end', value)}
                />
                <SettingsInput
                  fields={fields}
                  id={`${row.slot}-cutoff`}
                  label={`${row.slot} cut-off (hours before)`}
                  {...WHOLE_NUMBER}
                  value={row.cutoffHours}
                  onChange={(value) => edit(index, 'cutoffHours', value)}
                />
              </div>
            </fieldset>
          ))}
          <SettingsInput
            fields={fields}
            id="limit"
            label="Plans may stretch by (days past their last delivery)"
            {...WHOLE_NUMBER}
            value={limit}
            onChange={setLimit}
          />
        </>
      )}
    </SettingsForm>
  );
}
