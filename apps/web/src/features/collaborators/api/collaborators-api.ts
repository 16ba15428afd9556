import {
  type CreateCollaboratorRequest,
  collaboratorDetailSchema,
  collaboratorListItemSchema,
  messageResponseSchema,
  pagedSchema,
  type UpdateCollaboratorRequest,
  type WorkerCreateCollaboratorRequest,
} from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { StaffArea } from '../../backoffice-companies/api/staff-companies-api';

export const COLLABORATORS_KEY = ['backoffice', 'collaborators'] as const;

export type CollaboratorQuery = { page: number; size: number; nombre: string; nifCif: string };

export function useCollaborators(area: StaffArea, query: CollaboratorQuery) {
  const params = new URLSearchParams({ page: String(query.page), size: String(query.size) });
  if (query.nombre.trim()) params.set('nombre', query.nombre.trim());
  if (query.nifCif.trim()) params.set('nifCif', query.nifCif.trim());
  return useQuery({
    queryKey: [...COLLABORATORS_KEY, 'list', area, query],
    queryFn: () => apiRequest(`/cumplia-core/${area}/gestorias?${params}`, pagedSchema(collaboratorListItemSchema)),
    placeholderData: keepPreviousData,
  });
}

/** The collaborator with one page (10) of its companies. */
export function useCollaborator(area: StaffArea, id: number, page: number) {
  return useQuery({
    queryKey: [...COLLABORATORS_KEY, 'detail', area, id, page],
    queryFn: () => apiRequest(`/cumplia-core/${area}/gestorias/${id}?page=${page}&size=10`, collaboratorDetailSchema),
    placeholderData: keepPreviousData,
  });
}

const created = z.object({ id: z.number().int(), message: z.string() });

export const createCollaborator = (
  area: StaffArea,
  body: CreateCollaboratorRequest | WorkerCreateCollaboratorRequest,
) => apiRequest(`/cumplia-core/${area}/gestorias`, created, { method: 'POST', body });

/** 'Guardar Cambios' of 'Datos de colaborador': the admin screen's singular path, the worker's own. */
export const updateCollaborator = (area: StaffArea, id: number, body: UpdateCollaboratorRequest) =>
  apiRequest(
    area === 'admin' ? `/cumplia-core/admin/gestoria/${id}` : `/cumplia-core/worker/gestorias/${id}`,
    messageResponseSchema,
    {
      method: 'PUT',
      body,
    },
  );
