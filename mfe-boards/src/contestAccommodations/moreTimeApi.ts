import type { HttpClient } from '@app/shared';

// WCAG 2.2.1: a pupil granted "more time" gets the contest's extra time on every countdown level
// (the api applies it on start and hand-in; docs/accessibility.md).
const BASE = '/wp-json/custom/v1/contest-accommodations';

/** The ids (strings, as the api keeps users) of this teacher's pupils who have more time. */
export async function fetchMoreTimePupils(http: HttpClient): Promise<ReadonlySet<string>> {
  return new Set((await http.get<{ moreTime: string[] }>(BASE)).data.moreTime);
}

export async function saveMoreTime(http: HttpClient, userId: number, moreTime: boolean): Promise<boolean> {
  return (await http.put<{ userId: string; moreTime: boolean }>(`${BASE}/${userId}`, { moreTime })).data.moreTime;
}
