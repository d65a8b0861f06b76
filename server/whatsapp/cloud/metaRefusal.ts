import { problem } from '../../../domain/errors';
import { AppError } from '../../plugins/errors';
import { GraphFailure } from './graphApi';

/** A Graph API failure met while a person waits, as the answer they get: 503 when Meta is out of reach, 422 with Meta's code when it refused. */
export function metaRefusal(error: unknown) {
  if (!(error instanceof GraphFailure)) return error;
  if (error.kind === 'retry' || error.kind === 'unknown') return new AppError(503, problem('wa.cloud_unreachable'));
  return new AppError(422, problem('wa.cloud_refused', { reason: error.code === null ? error.message : `kode ${error.code}` }));
}

/** Runs a Graph API call for a person, turning its failure into their answer. */
export const askingMeta = <T>(call: Promise<T>) =>
  call.catch((error: unknown) => {
    throw metaRefusal(error);
  });
