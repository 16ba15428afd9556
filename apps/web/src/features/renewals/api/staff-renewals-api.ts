import {
  addDays,
  type NewRenewal,
  PAGE_SIZES,
  type ProductLine,
  type RenewalFilter,
  type RenewalHistorySort,
  type RenewalTool,
  renewalFilterFlags,
  renewalsEndpoints,
  type SortDirection,
  type StaffRenewalSort,
  todayInMadrid,
} from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

export type RenewalScope = 'admin' | 'worker';

export type RenewalFilters = {
  nombreEmpresa: string;
  nifCif: string;
  estado: RenewalFilter;
  diasRestantes: number;
  /** Superadmin variant only: month (1-12, or null for the whole year) and year of the end date. */
  mes: number | null;
  year: number;
};

export function defaultRenewalFilters(): RenewalFilters {
  const today = todayInMadrid();
  return {
    nombreEmpresa: '',
    nifCif: '',
    estado: 'pendientes',
    diasRestantes: 18,
    mes: Number(today.slice(5, 7)),
    year: Number(today.slice(0, 4)),
  };
}

export const STAFF_RENEWALS_KEY = ['staff', 'renewals'] as const;

export function useStaffRenewals(
  scope: RenewalScope,
  filters: RenewalFilters,
  page: number,
  sort: { sort: StaffRenewalSort; dir: SortDirection },
) {
  const query = {
    page,
    size: 10,
    ...sort,
    ...renewalFilterFlags(filters.estado),
    nombreEmpresa: filters.nombreEmpresa,
    nifCif: filters.nifCif,
    fechaFinMax: addDays(todayInMadrid(), filters.diasRestantes),
    ...(scope === 'admin' && { year: filters.year, mes: filters.mes ?? undefined }),
  };
  return useQuery({
    queryKey: [...STAFF_RENEWALS_KEY, scope, query],
    queryFn: () => callEndpoint(renewalsEndpoints.list[scope], { query }),
    placeholderData: keepPreviousData,
  });
}

export function useRenewalProducts(scope: RenewalScope, renewalId: number | null) {
  return useQuery({
    queryKey: [...STAFF_RENEWALS_KEY, 'products', renewalId],
    queryFn: () => callEndpoint(renewalsEndpoints.products[scope], { params: { id: renewalId ?? 0 } }),
    enabled: renewalId !== null,
  });
}

export const saveRenewalProducts = (scope: RenewalScope, renewalId: number, products: ProductLine[]) =>
  callEndpoint(renewalsEndpoints.saveProducts[scope], { params: { id: renewalId }, body: products });

export const toggleRenewalTool = (scope: RenewalScope, companyId: number, tool: RenewalTool) =>
  callEndpoint(renewalsEndpoints.toggleTool[scope], { params: { id: companyId, tool } });

export const decideRenewal = (scope: RenewalScope, companyId: number, decision: 'confirm' | 'disable') =>
  callEndpoint(renewalsEndpoints[decision][scope], { params: { id: companyId } });

export const COMPANY_RENEWAL_KEY = ['staff', 'company-renewal'] as const;

/** The company's current renewal; null when it has none (404). */
export function useCurrentRenewal(companyId: number) {
  return useQuery({
    queryKey: [...COMPANY_RENEWAL_KEY, companyId, 'current'],
    queryFn: () =>
      callEndpoint(renewalsEndpoints.current, { params: { id: companyId } }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
  });
}

export function useRenewalHistory(
  companyId: number,
  page: number,
  sort: { sort: RenewalHistorySort; dir: SortDirection },
) {
  return useQuery({
    queryKey: [...COMPANY_RENEWAL_KEY, companyId, 'history', page, sort],
    queryFn: () =>
      callEndpoint(renewalsEndpoints.history, {
        params: { id: companyId },
        query: { page, size: PAGE_SIZES.history, ...sort },
      }),
    placeholderData: keepPreviousData,
  });
}

export const toggleRenewalApproval = (companyId: number) =>
  callEndpoint(renewalsEndpoints.toggleApproval, { params: { id: companyId } });

export const createRenewal = (companyId: number, body: NewRenewal) =>
  callEndpoint(renewalsEndpoints.create, { params: { id: companyId }, body });
