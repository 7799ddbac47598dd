import { useSearchParams } from 'react-router-dom';
import { DashboardPage } from '../pages/DashboardPage';
import { HomeworkArea } from './HomeworkArea';

/** /dashboard: the teacher's dashboard, or one of its homework pages (?homework=…). */
export function DashboardRoutes() {
  const [params] = useSearchParams();
  return params.has('homework') ? <HomeworkArea /> : <DashboardPage />;
}
