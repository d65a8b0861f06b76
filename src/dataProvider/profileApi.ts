import { PROFILE, PROFILE_PATHS } from '../../domain/apiPaths';
import type { EmailChangeRequest, PasswordChange, Profile, ProfileUpdate } from '../../domain/schemas/profile';
import { http } from './http';
import type { Envelope } from './types';

const profileOf = async (answer: Promise<{ data: Envelope<Profile> }>) => (await answer).data.data;

/** Profil's calls (docs/profile.md): the signed-in user's own profile, never anyone else's. */
export const profileApi = {
  profile: (): Promise<Profile> => profileOf(http.get<Envelope<Profile>>(PROFILE)),
  updateProfile: (changes: ProfileUpdate): Promise<Profile> => profileOf(http.put<Envelope<Profile>>(PROFILE, changes)),
  /** Posts the picked image (multipart field `file`); the server checks its bytes again. */
  uploadProfilePhoto(file: File): Promise<Profile> {
    const body = new FormData();
    body.append('file', file);
    return profileOf(http.post<Envelope<Profile>>(PROFILE_PATHS.photo, body));
  },
  removeProfilePhoto: (): Promise<Profile> => profileOf(http.delete<Envelope<Profile>>(PROFILE_PATHS.photo)),
  /** Ends the user's other sessions; this one stays. */
  async changePassword(change: PasswordChange): Promise<void> {
    await http.post(PROFILE_PATHS.password, change);
  },
  /** Mails the confirmation link to the new address; answers the profile with the change pending. */
  requestEmailChange: (request: EmailChangeRequest): Promise<Profile> => profileOf(http.post<Envelope<Profile>>(PROFILE_PATHS.email, request)),
};

export type ProfileApi = typeof profileApi;
