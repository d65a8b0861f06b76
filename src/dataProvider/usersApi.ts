import { RESOURCES } from '../../domain/resources';
import type { DeactivationRequest, DeactivationResult } from '../../domain/schemas/deactivation';
import type { InvitationQuery, InvitationRecord } from '../../domain/schemas/invitation';
import type { MemberTwoStepStatus } from '../../domain/schemas/securityRules';
import { http } from './http';
import type { Envelope, Page } from './types';

/** Kelola Pengguna's calls beside the users resource (docs/api.md, Invitations, Deactivation and Security). */
const USERS = RESOURCES['setting/users'].path;
const invitationPath = (id: string) => `${USERS}/invitations/${encodeURIComponent(id)}`;
const userPath = (id: number) => `${USERS}/${encodeURIComponent(id)}`;

type InviteRequest = { email: string; id_role: number; id_group: number | null };

export const usersApi = {
  async invitations(query: InvitationQuery): Promise<Page<InvitationRecord>> {
    const { data, count } = (await http.get<Envelope<InvitationRecord[]>>(`${USERS}/invitations`, { params: query })).data;
    return { data, count: count ?? data.length };
  },
  async inviteUser(request: InviteRequest): Promise<{ id: string; link: string }> {
    return (await http.post<Envelope<{ id: string; link: string }>>(`${USERS}/invite`, request)).data.data;
  },
  async resendInvitation(id: string): Promise<void> {
    await http.post(`${invitationPath(id)}/resend`, {});
  },
  async revokeInvitation(id: string): Promise<void> {
    await http.post(`${invitationPath(id)}/revoke`, {});
  },
  async openProspectsOf(id: number): Promise<number> {
    return (await http.get<Envelope<{ open_prospects: number }>>(`${userPath(id)}/open_prospects`)).data.data.open_prospects;
  },
  async deactivateUser(id: number, request: DeactivationRequest): Promise<DeactivationResult> {
    return (await http.post<Envelope<DeactivationResult>>(`${userPath(id)}/deactivate`, request)).data.data;
  },
  async reactivateUser(id: number): Promise<DeactivationResult> {
    return (await http.post<Envelope<DeactivationResult>>(`${userPath(id)}/reactivate`, {})).data.data;
  },
  async memberTwoStep(id: number): Promise<MemberTwoStepStatus> {
    return (await http.get<Envelope<MemberTwoStepStatus>>(`${userPath(id)}/two_step`)).data.data;
  },
  /** An Administrator turns off another member's two-step login (a lost phone and lost recovery codes). */
  async resetMemberTwoStep(id: number): Promise<MemberTwoStepStatus> {
    return (await http.post<Envelope<MemberTwoStepStatus>>(`${userPath(id)}/two_step/reset`, {})).data.data;
  },
};

export type UsersApi = typeof usersApi;
