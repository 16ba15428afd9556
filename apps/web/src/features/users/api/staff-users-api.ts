import { type AddCollaboratorUserRequest, staffUsersEndpoints, type UpdateStaffUserRequest } from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const STAFF_USERS_KEY = ['backoffice', 'users'] as const;

export type CollaboratorUsersQuery = { page: number; nifCif: string; userEmail: string };

/** 'Gestionar usuarios': collaborators with their users, 10 per page, filtered on the server. */
export function useCollaboratorUsers(query: CollaboratorUsersQuery) {
  return useQuery({
    queryKey: [...STAFF_USERS_KEY, 'by-collaborator', query],
    queryFn: () => callEndpoint(staffUsersEndpoints.listByCollaborator, { query: { ...query, size: 10 } }),
    placeholderData: keepPreviousData,
  });
}

export const addCollaboratorUser = (agencyId: number, body: AddCollaboratorUserRequest) =>
  callEndpoint(staffUsersEndpoints.addToCollaborator, { params: { id: agencyId }, body });

export const deleteUser = (id: number) => callEndpoint(staffUsersEndpoints.remove, { params: { id } });

export function useStaffUser(id: number) {
  return useQuery({
    queryKey: [...STAFF_USERS_KEY, 'detail', id],
    queryFn: () => callEndpoint(staffUsersEndpoints.get, { params: { id } }),
  });
}

export function useRoles() {
  return useQuery({
    queryKey: [...STAFF_USERS_KEY, 'roles'],
    queryFn: () => callEndpoint(staffUsersEndpoints.roles, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const updateStaffUser = (id: number, body: UpdateStaffUserRequest) =>
  callEndpoint(staffUsersEndpoints.update, { params: { id }, body });
