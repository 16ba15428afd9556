import {
  addDays,
  type NewRenewal,
  PAGE_SIZES,
  type ProductLine,
  pagedSchema,
  productLineSchema,
  type RenewalFilter,
  type RenewalTool,
  renewalFilterFlags,
  renewalSchema,
  todayInMadrid,
} from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
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

export function useStaffRenewals(scope: RenewalScope, filters: RenewalFilters, page: number) {
  const query = new URLSearchParams({ page: String(page), size: '10' });
  for (const [key, value] of Object.entries(renewalFilterFlags(filters.estado))) query.set(key, String(value));
  if (filters.nombreEmpresa.trim()) query.set('nombreEmpresa', filters.nombreEmpresa.trim());
  if (filters.nifCif.trim()) query.set('nifCif', filters.nifCif.trim());
  query.set('fechaFinMax', addDays(todayInMadrid(), filters.diasRestantes));
  if (scope === 'admin') {
    query.set('year', String(filters.year));
    if (filters.mes) query.set('mes', String(filters.mes));
  }
  return useQuery({
    queryKey: [...STAFF_RENEWALS_KEY, scope, query.toString()],
    queryFn: () => apiRequest(`/cumplia-core/${scope}/renovaciones?${query}`, pagedSchema(renewalSchema)),
    placeholderData: keepPreviousData,
  });
}

export function useRenewalProducts(scope: RenewalScope, renewalId: number | null) {
  return useQuery({
    queryKey: [...STAFF_RENEWALS_KEY, 'products', renewalId],
    queryFn: () => apiRequest(`/cumplia-core/${scope}/renovaciones/${renewalId}/productos`, z.array(productLineSchema)),
    enabled: renewalId !== null,
  });
}

export const saveRenewalProducts = (scope: RenewalScope, renewalId: number, products: ProductLine[]) =>
  apiRequest(`/cumplia-core/${scope}/renovaciones/${renewalId}/productos`, z.array(productLineSchema), {
    method: 'POST',
    body: products,
  });

export const toggleRenewalTool = (scope: RenewalScope, companyId: number, tool: RenewalTool) =>
  apiRequest(`/cumplia-core/${scope}/empresas/${companyId}/renovaciones/${tool}`, renewalSchema, { method: 'POST' });

export const decideRenewal = (scope: RenewalScope, companyId: number, decision: 'confirm' | 'disable') =>
  apiRequest(`/cumplia-core/${scope}/empresas/${companyId}/renovaciones/${decision}`, renewalSchema, {
    method: 'POST',
  });

export const COMPANY_RENEWAL_KEY = ['staff', 'company-renewal'] as const;

/** The company's current renewal; null when it has none (404). */
export function useCurrentRenewal(companyId: number) {
  return useQuery({
    queryKey: [...COMPANY_RENEWAL_KEY, companyId, 'current'],
    queryFn: () =>
      apiRequest(`/cumplia-core/admin/empresas/${companyId}/renovaciones/current`, renewalSchema).catch(
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        },
      ),
  });
}

export function useRenewalHistory(companyId: number, page: number) {
  return useQuery({
    queryKey: [...COMPANY_RENEWAL_KEY, companyId, 'history', page],
    queryFn: () =>
      apiRequest(
        `/cumplia-core/admin/empresas/${companyId}/renovaciones/all?page=${page}&size=${PAGE_SIZES.history}`,
        pagedSchema(renewalSchema),
      ),
    placeholderData: keepPreviousData,
  });
}

export const toggleRenewalApproval = (companyId: number) =>
  apiRequest(`/cumplia-core/admin/empresas/${companyId}/renovaciones`, renewalSchema, { method: 'POST' });

export const createRenewal = (companyId: number, body: NewRenewal) =>
  apiRequest(`/cumplia-core/admin/empresas/${companyId}/renovaciones/completa`, renewalSchema, {
    method: 'POST',
    body,
  });
