import type { ReactNode } from 'react';
import { buttonStyles } from './button-styles';
import { PageLink } from './page-link';
import { usePagePath } from './use-page-path';

/** Every "book a demo" / "see it in action" button: a link to the booking page (in the language shown) styled as a button. */
export function BookDemoLink({
  children,
  variant = 'secondary',
  className = '',
}: {
  children: ReactNode;
  variant?: keyof typeof buttonStyles;
  className?: string;
}) {
  return (
    <PageLink
      to={usePagePath('book-demo')}
      className={`${buttonStyles[variant]} ${className}`}
      data-book-demo=""
    >
      {children}
    </PageLink>
  );
}
