import { FEEDBACK } from '../../domain/apiPaths';
import { http } from './http';

/** Beri Masukan's call beside the resource setting/masukan, as a custom dataProvider method. */
export const feedbackApi = {
  /** Stores a feedback for the company's administrators, with the app page it was written on. */
  async sendFeedback(body: { message: string; page: string }): Promise<{ id: number }> {
    return (await http.post<{ id: number }>(FEEDBACK, body)).data;
  },
};

export type FeedbackApi = typeof feedbackApi;
