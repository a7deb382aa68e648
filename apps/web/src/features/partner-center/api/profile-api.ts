import type { ProfileDraftState, ProfileVersion, RoomDraft, VenueDraft } from '@wedding/contract/partner-profile';
import { CONSOLE_QUERY_KEY, consoleRequest } from './console-api.ts';

export const profileDraftQueryKey = [...CONSOLE_QUERY_KEY, 'profile', 'draft'] as const;
export const profileVersionsQueryKey = [...CONSOLE_QUERY_KEY, 'profile', 'versions'] as const;

type StateAnswer = { item: ProfileDraftState };

export async function fetchProfileDraft(): Promise<ProfileDraftState> {
  return (await consoleRequest<StateAnswer>('/profile/draft')).item;
}
export async function saveVenueDraft(body: VenueDraft): Promise<ProfileDraftState> {
  return (await consoleRequest<StateAnswer>('/profile/draft', { method: 'PUT', body })).item;
}
export async function saveRoomDraft(roomId: number, body: RoomDraft): Promise<ProfileDraftState> {
  return (await consoleRequest<StateAnswer>(`/profile/draft/rooms/${roomId}`, { method: 'PUT', body })).item;
}
export async function discardProfileDraft(): Promise<ProfileDraftState> {
  return (await consoleRequest<StateAnswer>('/profile/draft', { method: 'DELETE' })).item;
}
export async function publishProfile(): Promise<ProfileVersion> {
  return (await consoleRequest<{ item: ProfileVersion }>('/profile/publish', { method: 'POST' })).item;
}
export async function fetchProfileVersions(): Promise<ProfileVersion[]> {
  return (await consoleRequest<{ item: ProfileVersion[] }>('/profile/versions')).item;
}
export async function restoreProfileVersion(versionId: number): Promise<ProfileDraftState> {
  return (await consoleRequest<StateAnswer>(`/profile/versions/${versionId}/restore`, { method: 'POST' })).item;
}
