// The part of rxjs the Platform and our apps use. Shared as the 'rxjs' singleton.
export {
  Observable,
  Subject,
  BehaviorSubject,
  ReplaySubject,
  Subscription,
  firstValueFrom,
  lastValueFrom,
  of,
  from,
  map,
  filter,
  distinctUntilChanged,
} from '@real/rxjs';
