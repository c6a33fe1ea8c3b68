import type { ComponentType } from 'react';

export type Feature = { title: string; text: string; Icon: ComponentType<{ size?: number }> };

/** The icon, title and sentence of one point in a grid of reasons or steps (home, About). */
export function FeatureBody({ Icon, title, text }: Feature) {
  return (
    <>
      <span className="feature__icon">
        <Icon size={26} />
      </span>
      <h3 className="feature__title">{title}</h3>
      <p className="feature__text">{text}</p>
    </>
  );
}
