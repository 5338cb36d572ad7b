import { Link } from 'react-router';
import type { CardLinkProps } from 'shared-ui';

/** shared-ui's ListingCard knows no router; this gives it client-side navigation. */
export function RouterCardLink({ href, className, children, onClick }: CardLinkProps) {
  return (
    <Link to={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
