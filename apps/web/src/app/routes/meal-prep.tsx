import { useNavigate } from 'react-router';
import { CreateHearthForm } from '../../features/hearths/components/create-hearth-form';
import { addDays, localToday } from '../../lib/dates';

/** /meal-prep: where "Create New Hearth" leads. */
export function Component() {
  const navigate = useNavigate();
  const today = localToday();
  return <CreateHearthForm defaultStartDate={today} defaultEndDate={addDays(today, 6)} onCreated={(id) => navigate(`/dashboard/${id}`)} />;
}
