import type { ReactNode } from 'react';

/** A page section's small eyebrow line and its h2, which the section is labelled by. */
export function SectionHeading({
  eyebrow,
  id,
  children,
}: {
  eyebrow: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <>
      <p className="eyebrow">{eyebrow}</p>
      <h2 className="section__title" id={id}>
        {children}
      </h2>
    </>
  );
}
