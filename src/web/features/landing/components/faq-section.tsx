import * as Accordion from '@radix-ui/react-accordion';
import { memo } from 'react';
import { FAQ_ENTRIES } from '../content/faq-entries.ts';

/** One item open at a time; clicking the open one closes it. */
export const FaqSection = memo(function FaqSection() {
  return (
    <section id="faq" className="landing-section landing-section--muted" aria-labelledby="faq-title">
      <div className="landing-section__inner landing-section__inner--narrow">
        <p className="landing-section__eyebrow">FAQ</p>
        <h2 id="faq-title">Questions, answered</h2>
        <Accordion.Root type="single" collapsible className="faq">
          {FAQ_ENTRIES.map((entry) => (
            <Accordion.Item key={entry.id} value={entry.id} className="faq__item">
              <Accordion.Header asChild>
                <h3 className="faq__heading">
                  <Accordion.Trigger className="faq__trigger">
                    <span>{entry.question}</span>
                    <span className="faq__icon" aria-hidden="true" />
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content className="faq__content">
                <p>{entry.answer}</p>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
});
