import type { Identifier } from 'react-admin';
import { http } from '../../dataProvider/http';

export type Decision = 'approve' | 'reject';

export type DecisionRequest = {
  decision: Decision;
  ids: readonly Identifier[];
  /** `{reason}` for a rejection, `{id_role, id_group}` for a registration; `{}` otherwise. */
  body?: Record<string, unknown>;
};

/**
 * One id goes to `<path>/:id/<decision>`; a selection goes whole to `<path>/<decision>` with
 * `{ids}`, one request that the server runs in one transaction. Answers the server's message.
 */
export async function sendDecision(path: string, { decision, ids, body = {} }: DecisionRequest): Promise<string | undefined> {
  const answer =
    ids.length === 1
      ? await http.post<{ message?: string }>(`${path}/${ids[0]}/${decision}`, body)
      : await http.post<{ message?: string }>(`${path}/${decision}`, { ...body, ids });
  return answer.data.message;
}
