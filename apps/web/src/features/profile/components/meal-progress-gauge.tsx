import { gaugePercent } from '../lib/subscriptions';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** SPEC §2.13: credits remaining out of 100, drawn as a ring and shown as a percent. */
export function MealProgressGauge({ credits }: { credits: number }) {
  const percent = gaugePercent(credits);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be drawn as a ring.
    <div
      className="gauge"
      role="meter"
      aria-label="Meal Progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%: ${credits} of 100 meal credits remaining`}
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
        <span className="gauge__percent">{percent}%</span>
        <span className="gauge__caption">credits left</span>
      </div>
    </div>
  );
}
