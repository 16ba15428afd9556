import { MESSAGES } from '@cumplia/domain';
import type { ReactNode } from 'react';
import { ListState } from '../../../components/list-state';

/** A staff page's company while it loads ('Cargando...') or failed to load, then its content. */
export function StaffCompanyLoading({
  query,
  children,
}: {
  query: { isLoading: boolean; error: unknown };
  children: ReactNode;
}) {
  return (
    <ListState
      isLoading={query.isLoading}
      loadingText="Cargando..."
      error={query.error ? new Error(MESSAGES.staffCompanies.loadError) : null}
      isEmpty={false}
      emptyText=""
    >
      {children}
    </ListState>
  );
}
