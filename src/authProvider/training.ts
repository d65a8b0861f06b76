import { gotNoAnswer } from '../dataProvider/answerStatus';
import { providerApi } from '../dataProvider/providerApi';
import { remember } from './session';

/**
 * Whether the user has finished the onboarding training (`api_status`), asked once per session
 * and kept with the session's answers for the onboarding steps that the WhatsApp work adds.
 * A failure is handed to `onFailure` once and reads as unknown (undefined). No answer at all (no
 * signal) is no failure of the check, which was not made: the promise rejects, nothing is kept,
 * and the next call asks again.
 */
export function loadTrainingStatus(id_user: number, onFailure: (error: unknown) => void): Promise<boolean | undefined> {
  return remember('training', () =>
    providerApi
      .checkUserTraining(id_user)
      .then((answer) => answer.api_status !== false)
      .catch((error: unknown) => {
        if (gotNoAnswer(error)) throw error;
        onFailure(error);
        return undefined;
      }),
  );
}
