import { documentsEndpoints } from '@cumplia/domain';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** The sealed-document check of one PDF, parsed with its contract. */
export const verifyDocument = (file: File) => uploadWithProgress(documentsEndpoints.verify, file, () => {});
