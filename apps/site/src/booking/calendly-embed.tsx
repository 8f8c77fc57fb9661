import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../i18n/use-texts';
import { loadScript, type ScriptLoader } from './load-script';
import { SCHEDULING_SCRIPT_URL, WIDGET_HEIGHT_PX, WIDGET_MIN_WIDTH_PX } from './scheduling-url';

type CalendlyGlobal = { initInlineWidget?: (options: { url: string; parentElement: Element }) => void };

export type CalendlyEmbedProps = {
  /** The full widget URL (with the hide_* parameters). */
  url: string;
  /** Script loader seam for tests. */
  load?: ScriptLoader;
};

/** Skeleton with the widget's exact size, so nothing moves when the calendar arrives. */
export function WidgetSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      data-widget-skeleton=""
      style={{ height: WIDGET_HEIGHT_PX }}
      className="absolute inset-0 flex motion-safe:animate-pulse flex-col gap-4 rounded-3xl bg-white p-8 ring-1 ring-ink/10 dark:bg-night-raised dark:ring-white/10"
    >
      <span className="sr-only">{label}</span>
      <div className="h-6 w-1/3 rounded bg-ink/10 dark:bg-white/10" />
      <div className="grid flex-1 grid-cols-7 gap-2">
        {Array.from({ length: 35 }, (_, index) => (
          <div key={index} className="rounded-lg bg-ink/5 dark:bg-white/5" />
        ))}
      </div>
    </div>
  );
}

/** A plain link to the booking page, for when the calendar cannot show. */
function FallbackCard({ url, withoutScript = false }: { url: string; withoutScript?: boolean }) {
  const { t } = useTexts();
  return (
    <div
      data-without-script={withoutScript ? '' : undefined}
      className="flex flex-col items-center justify-center gap-4 rounded-3xl bg-white p-10 text-center ring-1 ring-ink/10 dark:bg-night-raised dark:ring-white/10"
    >
      <p className="text-lg">{t('book.fallback')}</p>
      <a
        href={url}
        className="font-semibold text-brand underline decoration-2 underline-offset-4 dark:text-brand-glow"
        data-widget-fallback={withoutScript ? undefined : ''}
      >
        {t('book.fallbackLink')}
      </a>
    </div>
  );
}

/**
 * Calendly's inline embed: the `calendly-inline-widget` element plus its script, inserted on mount. While the
 * script loads a skeleton shows; if it fails or times out, a plain link to the booking page replaces it.
 */
export function CalendlyEmbed({ url, load = loadScript }: CalendlyEmbedProps) {
  const { t } = useTexts();
  const widget = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    load(SCHEDULING_SCRIPT_URL).then(
      () => {
        if (cancelled) return;
        // The script initialises widgets present when it runs; a widget rendered after that needs a nudge.
        const element = widget.current;
        const calendly = (window as { Calendly?: CalendlyGlobal }).Calendly;
        if (element && !element.querySelector('iframe'))
          calendly?.initInlineWidget?.({ url, parentElement: element });
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [url, load]);

  return (
    <section
      aria-label={t('book.widgetLabel')}
      className="relative"
      data-widget-status={status}
      // The widget's height is kept while it loads and once it is there (nothing moves); the fallback card is
      // only as tall as its text, with no empty space under it.
      style={status === 'failed' ? undefined : { minHeight: WIDGET_HEIGHT_PX }}
    >
      {status === 'failed' ? (
        <FallbackCard url={url} />
      ) : (
        <>
          <div
            ref={widget}
            className="calendly-inline-widget"
            data-url={url}
            style={{ minWidth: WIDGET_MIN_WIDTH_PX, height: WIDGET_HEIGHT_PX }}
          />
          {status === 'loading' && (
            <>
              <WidgetSkeleton label={t('book.loading')} />
              {/* The prerendered page's: without scripts the calendar never comes, the link still books. */}
              <FallbackCard url={url} withoutScript />
            </>
          )}
        </>
      )}
    </section>
  );
}
