import { Link, type LinkProps } from 'react-router-dom';

/**
 * A link to another page of the site, followed in the document by the router. `discover="none"`: the router's
 * route discovery (a `data-discover` attribute on every link) is for lazily declared route tables, and the site's
 * table is whole from the start; the attribute would only add bytes to each page's first round trip.
 */
export function PageLink(props: LinkProps) {
  return <Link discover="none" {...props} />;
}
