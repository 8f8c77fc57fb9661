import { useId, useState } from 'react';
import { type IconProps, Svg } from '../../components/icons';

const ChevronIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

export type FaqItem = { question: string; answer: string };

/** An accordion with at most one entry open; pressing the open one closes it. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="mx-auto max-w-3xl divide-y divide-ink/10 rounded-3xl bg-white ring-1 ring-ink/10 dark:divide-white/10 dark:bg-night-raised dark:ring-white/10">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index + 1}`;
        const panelId = `${baseId}-a${index + 1}`;
        return (
          <div key={buttonId}>
            <h3 className="font-sans text-base">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left font-semibold hover:text-brand dark:hover:text-brand-glow"
              >
                {item.question}
                <ChevronIcon
                  className={`shrink-0 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!expanded}
              data-faq-answer=""
              className="px-6 pb-5 text-ink-soft dark:text-slate-300"
            >
              {item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}
