import type { ContestState, OrderLike, HttpClient } from '@app/shared';

/** The shapes our api sends for contests (api/src/routes/contests). */
export type Localised = { en: string; ta: string; bm: string };

export interface ContestInfo {
  key: string;
  kind: 'timed' | 'awards';
  productId: number | null;
  title: Localised;
  startsAt: string | null;
  endsAt: string | null;
  serverTime: string;
  state: ContestState;
  overrideState: ContestState | null;
  rounds: number;
  levelsPerRound: number;
  paidFromRound: number;
  nameDisplay: 'full' | 'initials';
  prizes: Localised[];
  levels: { number: number; title: string; durationSeconds: number; itemCount: number }[];
  /** the api sells the entry for the paid rounds now (shared canBuyContestEntry) */
  entryOnSale: boolean;
  results: ContestResults;
}

/** Results are public from `at` (ISO) on; `at` null = the organisers have not given a date. */
export interface ContestResults {
  published: boolean;
  at: string | null;
}

export interface ScoreRecord {
  id: number;
  level: number;
  round: number;
  score: number;
  max_score: number;
  time_taken: number;
  time_submitted: string;
}

export type PublicItem =
  | { index: number; type: 'spelling' | 'meaning' | 'fill'; prompt: string; choices: string[] }
  | { index: number; type: 'jumble'; prompt: string; letters: string[] };

export interface LevelSession {
  level: number;
  round: number;
  title: string;
  startedAt: string;
  serverTime: string;
  durationSeconds: number;
  /** seconds a teacher's "more time" accommodation added (issue 26); absent from an older api */
  extraSeconds?: number;
  remainingMs: number;
  items: PublicItem[];
}

export interface WinnersInfo {
  key: string;
  title: Localised;
  nameDisplay: 'full' | 'initials';
  results: ContestResults;
  participants: number;
  ranking: { rank: number; name: string; school: string; totalScore: number; totalTime: number; levelsCompleted: number }[];
  winners: { category: Localised; position: number; name: string; school: string; score: number | null }[];
}

export type Award = 'first' | 'second' | 'third' | 'merit' | 'gold' | 'silver' | 'bronze' | 'participation';
export interface Certificate {
  code: string;
  name: string;
  school: string;
  award: Award;
  category: Localised | null;
  score: number | null;
  maxScore: number | null;
  rank: number | null;
  participants: number | null;
}

export interface VerifiedCertificate extends Omit<Certificate, 'maxScore' | 'participants'> {
  valid: true;
  contestKey: string;
  contestTitle: Localised;
  issuedAt: string;
}

/** GET contests: every contest's window and state by the server's clock (api contestList). */
export type ListedContest = Pick<ContestInfo, 'key' | 'kind' | 'productId' | 'title' | 'startsAt' | 'endsAt' | 'state'>;
export interface ContestList {
  serverTime: string;
  contests: ListedContest[];
}

export interface StoreProduct {
  id: number;
  name: string;
  description: string;
  price: string;
  type: string;
  meta_data: { key: string; value: unknown }[];
}

const C = '/wp-json/custom/v1';

export const contestApi = {
  contests: async (http: HttpClient) => (await http.get<ContestList>(`${C}/contests`)).data,
  contest: async (http: HttpClient, key: string) => (await http.get<ContestInfo>(`${C}/contests/${key}`)).data,
  scores: async (http: HttpClient, userId: string, key: string) =>
    (await http.get<ScoreRecord[]>(`${C}/scores`, { params: { user_identifier: userId, contest_category: key } })).data,
  orders: async (http: HttpClient, userId: string) =>
    (await http.get<(OrderLike & { id: number })[]>('/wp-json/wc/v3/orders', { params: { customer: userId } })).data,
  startLevel: async (http: HttpClient, key: string, level: number) => (await http.post<LevelSession>(`${C}/contests/${key}/levels/${level}/start`)).data,
  submitScore: async (
    http: HttpClient,
    body: { user_identifier: string; contest_category: string; level: number; score?: number; time_taken: number; answers: string[]; client_id: string },
  ) => (await http.post<ScoreRecord & { late?: boolean; duplicate?: boolean }>(`${C}/scores`, body)).data,
  winners: async (http: HttpClient, key: string) => (await http.get<WinnersInfo>(`${C}/contests/${key}/winners`)).data,
  certificates: async (http: HttpClient, key: string) =>
    (await http.get<{ contest: { key: string; title: Localised }; results: ContestResults; certificates: Certificate[] }>(`${C}/contests/${key}/certificate`))
      .data,
  verify: async (http: HttpClient, code: string) => (await http.get<VerifiedCertificate>(`${C}/certificates/verify/${encodeURIComponent(code)}`)).data,
  contestProducts: async (http: HttpClient) => (await http.get<StoreProduct[]>('/wp-json/wc/v3/products', { params: { type: 'contest', per_page: 50 } })).data,
  product: async (http: HttpClient, id: string) => (await http.get<StoreProduct>(`/wp-json/wc/v3/products/${id}`)).data,
};

export function localised(value: Localised | null | undefined, language: string): string {
  if (!value) return '';
  return value[language as keyof Localised] || value.en;
}
