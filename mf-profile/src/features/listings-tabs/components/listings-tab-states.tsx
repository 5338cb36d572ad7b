import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Listing } from 'shared-api';
import { Button, EmptyState, Spinner } from 'shared-ui';
import { LoadError } from './load-error';

interface ListingsTabStatesProps {
  query: UseQueryResult<Listing[]>;
  loadingLabel: string;
  /** Completes 'Error loading …'. */
  what: string;
  emptyTitle: string;
  /** The empty state's one link button. */
  emptyLink: { to: string; label: string };
  /** The list itself, once there is at least one listing. */
  children: (listings: Listing[]) => ReactNode;
}

/** The loading, error and empty states that My Listings and Saved Listings show alike. */
export function ListingsTabStates({
  query,
  loadingLabel,
  what,
  emptyTitle,
  emptyLink,
  children,
}: ListingsTabStatesProps) {
  if (query.isPending) return <Spinner label={loadingLabel} showLabel centered />;
  if (query.isError)
    return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <EmptyState
        // Right under the page's h1 (the person's name): an h3 here skipped a level (axe).
        headingLevel={2}
        title={emptyTitle}
        action={
          <Button asChild>
            <Link to={emptyLink.to}>{emptyLink.label}</Link>
          </Button>
        }
      />
    );
  }
  return children(query.data);
}
