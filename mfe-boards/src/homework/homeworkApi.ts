import {
  assignmentResultsSchema,
  pupilAnswersSchema,
  teacherAssignmentListSchema,
  teacherAssignmentSchema,
  type AssignmentChanges,
  type HttpClient,
  type Language,
  type NewAssignment,
} from '@app/shared';

/** The homework api (issue 23.6); answers parsed with the shared schemas the api answers by. */
const BOARDS = '/wp-json/custom/v1/boards';

export const homeworkApi = {
  ofClass: (http: HttpClient, classId: number, signal?: AbortSignal) =>
    http.get(`${BOARDS}/classes/${classId}/assignments`, { signal }).then((r) => teacherAssignmentListSchema.parse(r.data).assignments),
  all: (http: HttpClient, signal?: AbortSignal) =>
    http.get(`${BOARDS}/assignments`, { signal }).then((r) => teacherAssignmentListSchema.parse(r.data).assignments),
  one: (http: HttpClient, id: number, signal?: AbortSignal) =>
    http
      .get(`${BOARDS}/assignments/${id}`, { signal })
      .then((r) => teacherAssignmentSchema.parse({ ...(r.data as { assignment: object }).assignment, counts: (r.data as { counts: object }).counts })),
  create: (http: HttpClient, classId: number, body: NewAssignment) =>
    http.post(`${BOARDS}/classes/${classId}/assignments`, body).then((r) => teacherAssignmentSchema.parse(r.data)),
  change: (http: HttpClient, id: number, changes: AssignmentChanges) =>
    http.patch(`${BOARDS}/assignments/${id}`, changes).then((r) => teacherAssignmentSchema.parse(r.data)),
  remove: (http: HttpClient, id: number) => http.delete(`${BOARDS}/assignments/${id}`),
  results: (http: HttpClient, id: number, signal?: AbortSignal) =>
    http.get(`${BOARDS}/assignments/${id}/results`, { signal }).then((r) => assignmentResultsSchema.parse(r.data)),
  pupil: (http: HttpClient, id: number, pupilId: number, signal?: AbortSignal) =>
    http.get(`${BOARDS}/assignments/${id}/results/${pupilId}`, { signal }).then((r) => pupilAnswersSchema.parse(r.data)),
  csv: (http: HttpClient, id: number, lang: Language) =>
    http.get<Blob>(`${BOARDS}/assignments/${id}/results.csv`, { params: { lang }, responseType: 'blob' }).then((r) => r.data),
};

/** The dashboard's homework pages live on /dashboard?homework=… (the shell routes /dashboard here). */
export const homeworkLinks = {
  newFor: (classId: number) => `/dashboard?homework=new&class=${classId}`,
  all: () => '/dashboard?homework=all',
  results: (id: number) => `/dashboard?homework=${id}`,
  edit: (id: number) => `/dashboard?homework=${id}&view=edit`,
  copy: (id: number) => `/dashboard?homework=${id}&view=copy`,
  pupil: (id: number, pupilId: number) => `/dashboard?homework=${id}&pupil=${pupilId}`,
  print: (id: number) => `/dashboard?homework=${id}&view=print`,
  dashboard: () => '/dashboard#classes',
};
