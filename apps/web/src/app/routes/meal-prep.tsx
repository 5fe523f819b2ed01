import { useNavigate } from 'react-router';
import { CreateHearthForm } from '../../features/hearths/components/create-hearth-form';
import { localToday } from '../../lib/dates';

function weekAfter(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 6);
  return day.toISOString().slice(0, 10);
}

/** /meal-prep: where "Create New Hearth" leads. */
export function Component() {
  const navigate = useNavigate();
  const today = localToday();
  return <CreateHearthForm defaultStartDate={today} defaultEndDate={weekAfter(today)} onCreated={(id) => navigate(`/dashboard/${id}`)} />;
}
