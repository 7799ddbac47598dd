import type { HttpClient } from '@app/shared';

const ACCOUNT = '/wp-json/custom/v1/account';

/** Everything the api keeps about the signed-in account (PDPA right of access, docs/privacy.md). */
export async function fetchMyData(http: HttpClient): Promise<unknown> {
  return (await http.get<unknown>(`${ACCOUNT}/data`)).data;
}

/** Deletes the signed-in account at once; its scores stay on the boards as "Deleted pupil". */
export async function deleteMyAccount(http: HttpClient): Promise<void> {
  await http.post(`${ACCOUNT}/delete`, { confirm: true });
}
