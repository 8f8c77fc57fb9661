import { type ReactNode, useId } from 'react';
import { useReveal } from '../hooks/use-reveal';

export type SectionShellProps = {
  /** Contract id, when the section has one. */
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  className?: string;
  /** Background band of the section. */
  tone?: 'plain' | 'tinted' | 'dark';
};

const tones = {
  plain: '',
  tinted: 'bg-paper-deep dark:bg-night-raised',
  dark: 'bg-ink text-white dark:bg-night-raised',
} as const;

/**
 * A landing-page section: its id, an h2 the section is labelled by, and the reveal-on-scroll behaviour
 * (`data-revealed` flips once 10 % of it is visible).
 */
export function SectionShell({
  id,
  eyebrow,
  title,
  subtitle,
  children,
  className = '',
  tone = 'plain',
}: SectionShellProps) {
  const [ref, revealed] = useReveal<HTMLElement>();
  const autoId = useId();
  const headingId = `${id ?? autoId}-heading`;
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={headingId}
      data-revealed={revealed ? 'true' : 'false'}
      className={`px-4 py-20 sm:px-6 lg:py-28 ${tones[tone]} ${className}`}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto mb-12 max-w-3xl text-center">
          {eyebrow && (
            <p
              className={`mb-3 text-sm font-bold uppercase tracking-widest ${tone === 'dark' ? 'text-brand-glow' : 'text-brand dark:text-brand-glow'}`}
            >
              {eyebrow}
            </p>
          )}
          <h2 id={headingId} className="text-3xl font-semibold sm:text-4xl lg:text-5xl">
            {title}
          </h2>
          {subtitle && (
            <p
              className={`mt-4 text-lg ${tone === 'dark' ? 'text-slate-200' : 'text-ink-soft dark:text-slate-300'}`}
            >
              {subtitle}
            </p>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
