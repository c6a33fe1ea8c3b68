import { deliveredText, type PlanProgress, remainingText } from '@fitthali/domain/plan-progress';
import { useSelfService } from '../../../i18n/self-service';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The running plans' progress (decision 77, replacing SPEC §2.13's credits out of 100): the ring
 * fills with meals delivered of meals bought, and its middle says how many are still to come, so a
 * plan just bought reads "42 meals to come", never "0% left".
 */
export function MealProgressGauge({ progress }: { progress: PlanProgress }) {
  const { bought, delivered, remaining, percent, endDate } = progress;
  const { t, odia, day } = useSelfService('account');
  const ends = endDate ? `, last delivery ${day(endDate)}` : '';
  const progressText = odia
    ? [
        t('{delivered} of {bought} meals delivered', { delivered, bought }),
        t('{count} meals to come', { count: remaining }),
        ...(endDate ? [t('Last delivery {date}', { date: day(endDate) })] : []),
      ].join(', ')
    : `${deliveredText(progress)}, ${remainingText(remaining)}${ends}`;
  return (
    // A div with the progressbar role: a native <progress> cannot be drawn as a ring.
    <div
      className="gauge"
      role="progressbar"
      aria-label={t('Meal Progress')}
      aria-valuemin={0}
      aria-valuemax={bought}
      aria-valuenow={Math.min(delivered, bought)}
      aria-valuetext={bought > 0 ? progressText : t('No plan running')}
    >
      <svg viewBox="0 0 128 128" className="gauge__ring" aria-hidden="true">
        <circle className="gauge__track" cx="64" cy="64" r={RADIUS} />
        <circle
          className="gauge__value"
          cx="64"
          cy="64"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
        />
      </svg>
      <div className="gauge__label" aria-hidden="true">
        <span className="gauge__percent">{bought > 0 ? remaining : '–'}</span>
        <span className="gauge__caption">
          {bought > 0
            ? remaining === 1
              ? t('meal to come')
              : t('meals to come')
            : t('no plan running')}
        </span>
      </div>
    </div>
  );
}
