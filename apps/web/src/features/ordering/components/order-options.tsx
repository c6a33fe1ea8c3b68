import { DURATIONS, type DurationDays, TRIAL_DURATION } from '@fitthali/domain/durations';
import type { Translate } from '@fitthali/domain/i18n/translator';
import { weekdayName as odiaWeekday } from '@fitthali/domain/i18n/weekday-names';
import { MEAL_OPTIONS, type MealOption, SLOTS, type Slot } from '@fitthali/domain/plans';
import { mealsPerDay } from '@fitthali/domain/pricing';
import { MONDAY_FIRST_INDEXES, weekdayName } from '@fitthali/domain/weekdays';
import { type Dispatch, useId } from 'react';
import { useT } from '../../../i18n/messages';
import { useLocale } from '../../../i18n/use-locale';
import { formatRupees } from '../../../lib/format';
import { type Catalogue, mealPrice } from '../lib/catalogue';
import type { ChoiceAction, OrderChoices } from '../lib/order-choices';
import { ORDER_FIELDS } from '../lib/order-fields';

type Props = {
  choices: OrderChoices;
  dispatch: Dispatch<ChoiceAction>;
  catalogue: Catalogue;
  /** The start date a 3 day duration fills its consecutive weekdays from (today on plan pages). */
  startDateForTrial: () => string | Promise<string>;
  /** Shown under the days when the picked days cannot make an order. */
  daysProblem?: string | null;
};

const SLOT_HINTS: Record<Slot, string> = {
  Lunch: '1 meal a day',
  Dinner: '1 meal a day',
  'Lunch + Dinner': '2 meals a day',
};

/** 'Every day' or 'Custom'; the '7 days a week' wording is the spec's (SPEC §2.10). */
const DAY_MODES = [
  { value: 'all', label: '7 days a week' },
  { value: 'custom', label: 'Custom' },
] as const;

/**
 * '7 Days · ₹249/day'; the 3 day duration is the trial (SPEC §9). Only the words shown are
 * translated: the option's value, and the payload's `duration`, stay `durationLabel`'s English.
 */
export function durationOptionText(
  catalogue: Catalogue,
  choices: Pick<OrderChoices, 'planId' | 'mealOption' | 'slot'>,
  days: DurationDays,
  t: Translate,
): string {
  const perDay =
    mealPrice(catalogue, choices.planId, days, choices.mealOption) * mealsPerDay(choices.slot);
  const values = { days, price: formatRupees(perDay) };
  return days === TRIAL_DURATION
    ? t('{days} Days (Trial) · {price}/day', values)
    : t('{days} Days · {price}/day', values);
}

function MealMark({ option }: { option: MealOption }) {
  return (
    <span
      className={`meal-mark meal-mark--${option === 'Veg' ? 'veg' : 'non-veg'}`}
      aria-hidden="true"
    />
  );
}

/**
 * Meal option, slot, days and duration (SPEC §2.10), as labelled radio groups, checkboxes and a
 * select. The plan pages and the confirm page share it, so the §4 rules behave the same on both.
 * The fields carry the names the confirm page reads from its address (`order-query.ts`), so a plan
 * page's form orders as plain HTML before its scripts start (decision 144).
 */
export function OrderOptions({
  choices,
  dispatch,
  catalogue,
  startDateForTrial,
  daysProblem,
}: Props) {
  const id = useId();
  const durationId = `${id}-duration`;
  const problemId = `${id}-days-problem`;
  const t = useT('plans');
  const locale = useLocale();

  return (
    <div className="order-options">
      <fieldset className="option-group">
        <legend className="option-group__legend">{t('Meal option')}</legend>
        <div className="choice-row">
          {MEAL_OPTIONS.map((option) => (
            <label key={option} className="choice">
              <input
                type="radio"
                className="choice__input"
                name={ORDER_FIELDS.mealOption}
                value={option}
                checked={choices.mealOption === option}
                onChange={() => dispatch({ type: 'mealOption', value: option })}
              />
              <span className="choice__body">
                <MealMark option={option} />
                {t(option)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="option-group">
        <legend className="option-group__legend">{t('Delivery slot')}</legend>
        <div className="choice-row choice-row--three">
          {SLOTS.map((slot, index) => (
            <label key={slot} className="choice">
              <input
                type="radio"
                className="choice__input"
                name={ORDER_FIELDS.slot}
                value={slot}
                checked={choices.slot === slot}
                onChange={() => dispatch({ type: 'slot', value: slot })}
                aria-describedby={`${id}-slot-hint-${index}`}
              />
              <span className="choice__body choice__body--stacked">
                <span>{t(slot)}</span>
                <span className="choice__hint" id={`${id}-slot-hint-${index}`} aria-hidden="true">
                  {t(SLOT_HINTS[slot])}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="option-group" aria-describedby={daysProblem ? problemId : undefined}>
        <legend className="option-group__legend">{t('Delivery days')}</legend>
        <div className="choice-row">
          {DAY_MODES.map((mode) => (
            <label key={mode.value} className="choice">
              <input
                type="radio"
                className="choice__input"
                name={ORDER_FIELDS.dayMode}
                value={mode.value}
                checked={choices.dayMode === mode.value}
                onChange={() => dispatch({ type: 'dayMode', value: mode.value })}
              />
              <span className="choice__body">{t(mode.label)}</span>
            </label>
          ))}
        </div>
        {choices.dayMode === 'custom' ? (
          <fieldset className="weekday-picker">
            <legend className="weekday-picker__legend">
              {t('Pick your days')}{' '}
              <span className="weekday-picker__count">
                {t('({count} picked)', { count: choices.customDays.length })}
              </span>
            </legend>
            <div className="weekday-picker__days">
              {MONDAY_FIRST_INDEXES.map((day) => {
                const name = locale === 'or' ? odiaWeekday(day, 'or') : weekdayName(day);
                return (
                  <label key={day} className="weekday">
                    <input
                      type="checkbox"
                      className="choice__input"
                      name={ORDER_FIELDS.day}
                      value={day}
                      checked={choices.customDays.includes(day)}
                      onChange={() => dispatch({ type: 'toggleDay', day })}
                      aria-label={name}
                    />
                    <span className="weekday__body" aria-hidden="true">
                      {locale === 'or' ? odiaWeekday(day, 'or', 'short') : name.slice(0, 3)}
                    </span>
                  </label>
                );
              })}
            </div>
            <p className="weekday-picker__hint">
              {t('3 days makes a 3 day trial, 5 days a 7 day plan, all 7 a 21 day plan.')}
            </p>
          </fieldset>
        ) : null}
        {daysProblem ? (
          <p className="option-problem" id={problemId}>
            {daysProblem}
          </p>
        ) : null}
      </fieldset>

      <div className="field option-group">
        <label className="option-group__legend" htmlFor={durationId}>
          {t('Duration')}
        </label>
        <select
          id={durationId}
          name={ORDER_FIELDS.duration}
          className="field__input select"
          value={choices.duration}
          onChange={(event) => {
            const value = Number(event.target.value) as DurationDays;
            if (value !== TRIAL_DURATION) {
              dispatch({ type: 'duration', value });
              return;
            }
            // Only the trial needs a start date; a plan page reads its rule on this first need.
            const startDate = startDateForTrial();
            if (typeof startDate === 'string') dispatch({ type: 'trial', startDate });
            else void startDate.then((date) => dispatch({ type: 'trial', startDate: date }));
          }}
        >
          {DURATIONS.map((days) => (
            <option key={days} value={days}>
              {durationOptionText(catalogue, choices, days, t)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
