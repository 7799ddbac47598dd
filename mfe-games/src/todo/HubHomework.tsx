import { HomeworkTodoList } from '@app/shared';
import { PracticeChooser } from './PracticeChooser';

/** What the hub shows first (issue 23.2/23.5): the words to practise when asked for, then the pupil's homework. */
export function HubHomework() {
  return (
    <>
      <PracticeChooser />
      <HomeworkTodoList />
    </>
  );
}
