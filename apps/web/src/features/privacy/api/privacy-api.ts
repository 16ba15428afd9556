import { endpointUrl, type PersonQuery, privacyEndpoints } from '@cumplia/domain';
import { apiDownload, callEndpoint } from '../../../lib/api-client';

/** Everything held about a person, as the JSON file the provider hands over (right of access). */
export const exportPersonData = (person: PersonQuery) =>
  apiDownload(endpointUrl(privacyEndpoints.exportPerson, { query: person }), 'datos-personales.json');

/** Erases what the law does not oblige the provider to keep, and says what stays and why. */
export const erasePersonData = (person: PersonQuery) => callEndpoint(privacyEndpoints.erasePerson, { body: person });
