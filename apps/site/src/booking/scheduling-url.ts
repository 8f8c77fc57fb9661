/** The scheduling widget's external script, loaded only on /book-demo. */
export const SCHEDULING_SCRIPT_URL = 'https://assets.calendly.com/assets/external/widget.js';

/** Widget size (spec): 700 px high, at least 280 px wide. */
export const WIDGET_HEIGHT_PX = 700;
export const WIDGET_MIN_WIDTH_PX = 280;

/** The booking event URL with the event details and the consent banner hidden (spec). */
export function schedulingWidgetUrl(eventUrl: string): string {
  const url = new URL(eventUrl);
  url.searchParams.set('hide_event_type_details', '1');
  url.searchParams.set('hide_gdpr_banner', '1');
  return url.toString();
}
