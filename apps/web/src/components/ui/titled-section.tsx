import { type ReactNode, useId } from 'react';

type Props = {
  title: ReactNode;
  className: string;
  titleClassName: string;
  children: ReactNode;
};

/** A region named by its heading, so screen readers list it by that name. */
export function TitledSection({ title, className, titleClassName, children }: Props) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
