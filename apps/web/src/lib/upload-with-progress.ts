import { type EndpointContract, MESSAGES } from '@cumplia/domain';
import type { z } from 'zod';
import { refreshSession } from './api-client';
import { ApiError } from './api-error';
import { getAccessToken } from './session-storage';

function sendOnce(path: string, file: File, onProgress: (percent: number) => void): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    const token = getAccessToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve(request);
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', MESSAGES.uploads.uploadFailed));
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}

/**
 * Uploads a file as multipart with upload progress (fetch cannot report it), refreshing the session once on
 * a 401 like the shared client does.
 */
export async function uploadWithProgress<C extends EndpointContract & { multipart: true; response: z.ZodType }>(
  contract: C,
  file: File,
  onProgress: (percent: number) => void,
): Promise<z.output<C['response']>> {
  const { path } = contract;
  let request = await sendOnce(path, file, onProgress);
  if (request.status === 401 && (await refreshSession()) === 'refreshed')
    request = await sendOnce(path, file, onProgress);
  const body = (() => {
    try {
      return JSON.parse(request.responseText);
    } catch {
      return null;
    }
  })();
  if (request.status < 200 || request.status >= 300) {
    throw new ApiError(
      request.status,
      body?.code ?? `HTTP_${request.status}`,
      body?.message ?? MESSAGES.uploads.uploadFailed,
    );
  }
  return contract.response.parse(body) as z.output<C['response']>;
}
