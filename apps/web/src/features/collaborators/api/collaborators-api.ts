import {
  type CreateCollaboratorRequest,
  collaboratorsEndpoints,
  type UpdateCollaboratorRequest,
  type WorkerCreateCollaboratorRequest,
} from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { StaffArea } from '../../../lib/staff-area';

export const COLLABORATORS_KEY = ['backoffice', 'collaborators'] as const;

export type CollaboratorQuery = { page: number; size: number; nombre: string; nifCif: string };

export function useCollaborators(area: StaffArea, query: CollaboratorQuery) {
  return useQuery({
    queryKey: [...COLLABORATORS_KEY, 'list', area, query],
    queryFn: () => callEndpoint(collaboratorsEndpoints.list[area], { query }),
    placeholderData: keepPreviousData,
  });
}

/** The collaborator with one page (10) of its companies. */
export function useCollaborator(area: StaffArea, id: number, page: number) {
  return useQuery({
    queryKey: [...COLLABORATORS_KEY, 'detail', area, id, page],
    queryFn: () => callEndpoint(collaboratorsEndpoints.detail[area], { params: { id }, query: { page, size: 10 } }),
    placeholderData: keepPreviousData,
  });
}

export const createCollaborator = (
  area: StaffArea,
  body: CreateCollaboratorRequest | WorkerCreateCollaboratorRequest,
) =>
  area === 'admin'
    ? callEndpoint(collaboratorsEndpoints.create, { body: body as CreateCollaboratorRequest })
    : callEndpoint(collaboratorsEndpoints.workerCreate, { body });

/** 'Guardar Cambios' of 'Datos de colaborador': the admin screen's singular path, the worker's own. */
export const updateCollaborator = (area: StaffArea, id: number, body: UpdateCollaboratorRequest) =>
  callEndpoint(area === 'admin' ? collaboratorsEndpoints.adminUpdateSingular : collaboratorsEndpoints.workerUpdate, {
    params: { id },
    body,
  });
