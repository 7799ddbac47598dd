// Homework (issue 23): assignments, their rules, results and the CSV. Pure; the api and pages share it.
export * from './homeworkRules';
export * from './homeworkAllowance';
export * from './homeworkResults';
export * from './homeworkSchemas';
export { HOMEWORK_CSV_TEXT, homeworkResultsCsv, type CsvAttempt, type CsvPupil } from './homeworkCsv';
export * from './homeworkLinks';
