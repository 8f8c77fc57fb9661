/** The ClinicVoice mark: a tooth outline carrying a sound wave. Decorative; the link around it is named. */
export function Logo({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" className="fill-brand dark:fill-brand-glow" />
      <path
        d="M13.5 9.5c-3 0-5 2.4-5 5.6 0 3.4 1.4 5.6 2.2 8.4.9 3.3 1.1 7.5 3.4 7.5 2.2 0 2.3-4.6 3.3-6.5.6-1.1 2.6-1.1 3.2 0 1 1.9 1.1 6.5 3.3 6.5 2.3 0 2.5-4.2 3.4-7.5.8-2.8 2.2-5 2.2-8.4 0-3.2-2-5.6-5-5.6-2.2 0-3.2 1.2-4.5 1.2s-2.3-1.2-4.5-1.2z"
        className="fill-white dark:fill-night"
      />
      <path
        d="M14.5 17h2l1.2-2.6 2.2 5.2 1.6-3.6 1 1h3"
        fill="none"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-brand dark:stroke-brand-glow"
      />
    </svg>
  );
}
