import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../data/sections';
import { buttonStyles } from './button-styles';

/** Every "book a demo" / "see it in action" button: a link to /book-demo styled as a button. */
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
    <Link to={ROUTES.bookDemo} className={`${buttonStyles[variant]} ${className}`} data-book-demo="">
      {children}
    </Link>
  );
}
