import { useState } from 'react';
import type { Faq } from '../../../content/faqs';
import { ChevronDownIcon } from './content-icons';

/**
 * SPEC §2.9: one answer open at a time. Native <details> sharing a `name` already behaves that
 * way without JavaScript (and keeps every answer in the HTML); the state mirrors it for browsers
 * that do not support `name` yet.
 */
export function FaqAccordion({ faqs, name = 'faq' }: { faqs: readonly Faq[]; name?: string }) {
  const [openIndex, setOpenIndex] = useState(0);
  return (
    <div className="faq">
      {faqs.map((faq, index) => (
        <details
          key={faq.question}
          name={name}
          className="faq__item"
          open={openIndex === index}
          onToggle={(event) => {
            if (event.currentTarget.open) setOpenIndex(index);
            else setOpenIndex((current) => (current === index ? -1 : current));
          }}
        >
          <summary className="faq__question">
            <span>{faq.question}</span>
            <ChevronDownIcon size={22} className="faq__chevron" />
          </summary>
          <div className="faq__answer">
            <p>{faq.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
