import { type Feature, FeatureBody } from '../../../components/ui/feature-body';
import { ChefHatIcon, LeafIcon, TruckIcon, VideoIcon } from '../../../components/ui/icons';
import { SectionHeading } from '../../../components/ui/section-heading';
import { useT } from '../../../i18n/messages';
import { pauseOrCancel } from '../lib/pause-or-cancel';

const REASONS: readonly Feature[] = [
  {
    title: 'Planned by nutritionists',
    text: 'Each plan is built around a goal, with protein, fibre and portions worked out for you.',
    Icon: LeafIcon,
  },
  {
    title: 'Cooked fresh by chefs',
    text: 'Home-style Indian food made the same day, never frozen, with Veg and Non-Veg menus.',
    Icon: ChefHatIcon,
  },
  {
    title: 'Delivered daily in Odisha',
    // The operator's cut-off, as the server wrote it into the page (lib/pause-or-cancel.ts).
    text: 'Lunch, dinner or both, on the days you choose.',
    Icon: TruckIcon,
  },
  {
    title: 'Free consultation',
    text: 'A free 30-minute online video session with a nutritionist to fine-tune your plan.',
    Icon: VideoIcon,
  },
];

export function WhyFitThali() {
  const t = useT('home');
  return (
    <section className="section section--tinted" aria-labelledby="why-fitthali">
      <div className="container">
        <div className="section__header">
          <SectionHeading eyebrow={t('Why FitThali')} id="why-fitthali">
            {t('Eating well, made effortless')}
          </SectionHeading>
        </div>
        <ul className="feature-grid">
          {REASONS.map((reason) => (
            <li key={reason.title} className="feature">
              <FeatureBody
                {...reason}
                title={t(reason.title)}
                // The cut-off sentence is the operator's, as the server wrote it into the page.
                text={
                  reason.Icon === TruckIcon
                    ? `${t(reason.text)} ${pauseOrCancel()}`
                    : t(reason.text)
                }
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
