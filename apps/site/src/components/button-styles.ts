/** Class lists of the site's buttons, shared by <button> and <Link>. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70';

export const buttonStyles = {
  primary: `${base} bg-brand px-6 py-3 text-white shadow-sm hover:bg-brand-strong dark:bg-brand-glow dark:text-night dark:hover:bg-white`,
  secondary: `${base} border border-ink/20 bg-white px-6 py-3 text-ink hover:border-brand hover:text-brand dark:border-white/20 dark:bg-night-raised dark:text-slate-100 dark:hover:border-brand-glow dark:hover:text-brand-glow`,
  accent: `${base} bg-coral px-6 py-3 text-white shadow-sm hover:bg-orange-800`,
  small: `${base} bg-brand px-4 py-2 text-sm text-white hover:bg-brand-strong dark:bg-brand-glow dark:text-night dark:hover:bg-white`,
  nav: 'whitespace-nowrap rounded-full px-2 py-2 text-[13px] font-semibold text-ink-soft transition-colors hover:text-brand dark:text-slate-300 dark:hover:text-brand-glow',
  ghost: `${base} px-3 py-2 text-sm text-ink-soft hover:text-brand dark:text-slate-300 dark:hover:text-brand-glow`,
  icon: 'inline-flex h-10 w-10 items-center justify-center rounded-full border border-ink/15 text-ink hover:border-brand hover:text-brand dark:border-white/20 dark:text-slate-100 dark:hover:border-brand-glow dark:hover:text-brand-glow',
} as const;
