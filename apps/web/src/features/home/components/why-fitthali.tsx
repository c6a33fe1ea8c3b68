import type { ComponentType } from 'react';
import { ChefHatIcon, LeafIcon, TruckIcon, VideoIcon } from '../../../components/ui/icons';

type Reason = { title: string; text: string; Icon: ComponentType<{ size?: number }> };

const REASONS: readonly Reason[] = [
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
    text: 'Lunch, dinner or both, on the days you choose. Pause or cancel with 24 hours notice.',
    Icon: TruckIcon,
  },
  {
    title: 'Free consultation',
    text: 'A free 30-minute online video session with a nutritionist to fine-tune your plan.',
    Icon: VideoIcon,
  },
];

export function WhyFitThali() {
  return (
    <section className="section section--tinted" aria-labelledby="why-fitthali">
      <div className="container">
        <div className="section__header">
          <p className="eyebrow">Why FitThali</p>
          <h2 className="section__title" id="why-fitthali">
            Eating well, made effortless
          </h2>
        </div>
        <ul className="feature-grid">
          {REASONS.map(({ title, text, Icon }) => (
            <li key={title} className="feature">
              <span className="feature__icon">
                <Icon size={26} />
              </span>
              <h3 className="feature__title">{title}</h3>
              <p className="feature__text">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
