import { lazy, Suspense } from 'react';
import { env } from '../config/env';
import { useTexts } from '../i18n/use-texts';
import type { CalendlyEmbedProps } from './calendly-embed';
import { schedulingWidgetUrl, WIDGET_HEIGHT_PX } from './scheduling-url';

// Its own chunk: the home page never downloads the booking widget code.
const CalendlyEmbed = lazy(() =>
  import('./calendly-embed').then((module) => ({ default: module.CalendlyEmbed })),
);

/** The booking calendar of /book-demo, for VITE_SCHEDULING_URL unless told otherwise. */
export function SchedulingWidget({
  eventUrl = env.schedulingUrl,
  load,
}: {
  eventUrl?: string;
  load?: CalendlyEmbedProps['load'];
}) {
  const { t } = useTexts();
  return (
    <Suspense
      fallback={
        <div
          role="status"
          style={{ minHeight: WIDGET_HEIGHT_PX }}
          className="rounded-3xl bg-white dark:bg-night-raised"
        >
          <span className="sr-only">{t('book.loading')}</span>
        </div>
      }
    >
      <CalendlyEmbed url={schedulingWidgetUrl(eventUrl)} load={load} />
    </Suspense>
  );
}
