import {
  type AddCollaboratorUserRequest,
  collaboratorUsersItemSchema,
  messageResponseSchema,
  pagedSchema,
  roleSchema,
  staffUserDetailSchema,
  type UpdateStaffUserRequest,
} from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const STAFF_USERS_KEY = ['backoffice', 'users'] as const;

export type CollaboratorUsersQuery = { page: number; nifCif: string; userEmail: string };

/** 'Gestionar usuarios': collaborators with their users, 10 per page, filtered on the server. */
export function useCollaboratorUsers(query: CollaboratorUsersQuery) {
  const params = new URLSearchParams({ page: String(query.page), size: '10' });
  if (query.nifCif.trim()) params.set('nifCif', query.nifCif.trim());
  if (query.userEmail.trim()) params.set('userEmail', query.userEmail.trim());
  return useQuery({
    queryKey: [...STAFF_USERS_KEY, 'by-collaborator', query],
    queryFn: () =>
      apiRequest(`/cumplia-core/admin/gestorias/users?${params}`, pagedSchema(collaboratorUsersItemSchema)),
    placeholderData: keepPreviousData,
  });
}

export const addCollaboratorUser = (agencyId: number, body: AddCollaboratorUserRequest) =>
  apiRequest(
    `/cumplia-core/admin/gestorias/${agencyId}/users`,
    z.object({ id: z.number().int(), username: z.string(), name: z.string(), email: z.string() }),
    { method: 'POST', body },
  );

export const deleteUser = (id: number) =>
  apiRequest(`/cumplia-core/admin/users/${id}`, messageResponseSchema, { method: 'DELETE' });

export function useStaffUser(id: number) {
  return useQuery({
    queryKey: [...STAFF_USERS_KEY, 'detail', id],
    queryFn: () => apiRequest(`/cumplia-core/admin/users/${id}`, staffUserDetailSchema),
  });
}

export function useRoles() {
  return useQuery({
    queryKey: [...STAFF_USERS_KEY, 'roles'],
    queryFn: () => apiRequest('/cumplia-core/admin/roles', z.array(roleSchema)),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const updateStaffUser = (id: number, body: UpdateStaffUserRequest) =>
  apiRequest(`/cumplia-core/admin/users/${id}`, staffUserDetailSchema, { method: 'PUT', body });
