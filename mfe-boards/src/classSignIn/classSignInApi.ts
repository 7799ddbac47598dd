import type { HttpClient } from '@app/shared';

/** A pupil of the class as the sign-in section shows them (api: GET boards/classes/:id/sign-in). */
export interface PupilSignIn {
  user_id: number;
  first_name: string;
  last_name: string;
  card_issued_at: string | null;
  pictures: { allowed: boolean; set: boolean; locked: boolean };
}

/** A card just issued: the link's secret and the code are readable only now (the api keeps hashes). */
export interface IssuedCard {
  user_id: number;
  first_name: string;
  last_name: string;
  card: string;
  code: string;
  issued_at: string;
}

const base = (classId: number) => `/wp-json/custom/v1/boards/classes/${classId}/sign-in`;

export async function fetchPupils(http: HttpClient, classId: number): Promise<PupilSignIn[]> {
  return (await http.get<{ pupils: PupilSignIn[] }>(base(classId))).data.pupils;
}

/** New cards for these pupils (all of the class when none are named); their old cards stop working. */
export async function issueCards(http: HttpClient, classId: number, userIds?: number[]): Promise<IssuedCard[]> {
  return (await http.post<{ cards: IssuedCard[] }>(`${base(classId)}/cards`, userIds ? { user_ids: userIds } : {})).data.cards;
}

export async function revokeCard(http: HttpClient, classId: number, userId: number): Promise<PupilSignIn> {
  return (await http.delete<PupilSignIn>(`${base(classId)}/cards/${userId}`)).data;
}

export async function setPictures(http: HttpClient, classId: number, userId: number, pictures: number[]): Promise<PupilSignIn> {
  return (await http.put<PupilSignIn>(`${base(classId)}/pictures/${userId}`, { pictures })).data;
}
