import { type PersonQuery, personErasureResultSchema } from '@cumplia/domain';
import { apiDownload, apiRequest } from '../../../lib/api-client';

const query = (person: PersonQuery) =>
  new URLSearchParams({ email: person.email ?? '', nif: person.nif ?? '' }).toString();

/** Everything held about a person, as the JSON file the provider hands over (right of access). */
export const exportPersonData = (person: PersonQuery) =>
  apiDownload(`/cumplia-core/admin/privacidad/exportar?${query(person)}`, 'datos-personales.json');

/** Erases what the law does not oblige the provider to keep, and says what stays and why. */
export const erasePersonData = (person: PersonQuery) =>
  apiRequest('/cumplia-core/admin/privacidad/suprimir', personErasureResultSchema, { method: 'POST', body: person });
