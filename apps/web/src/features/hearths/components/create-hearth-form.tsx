import { useState, type FormEvent } from 'react';
import { hearthCreateSchema } from '@hearth/shared/hearths';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useFieldErrors } from '../../../lib/form-errors';
import { useCreateHearth } from '../api/create-hearth';
import styles from './hearths.module.css';

interface CreateHearthFormProps {
  defaultStartDate: string;
  defaultEndDate: string;
  onCreated: (hearthId: number) => void;
}

/** /meal-prep: a hearth's name and planning period. */
export function CreateHearthForm({ defaultStartDate, defaultEndDate, onCreated }: CreateHearthFormProps) {
  const createHearth = useCreateHearth();
  const [name, setName] = useState('');
  const [startDate, setStartDate] = useState(defaultStartDate);
  const [endDate, setEndDate] = useState(defaultEndDate);
  const { fieldErrors, checkFields } = useFieldErrors();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = checkFields(hearthCreateSchema.safeParse({ name, startDate, endDate }));
    if (!input) return;
    createHearth.mutate(input, { onSuccess: (hearth) => onCreated(hearth.hearth_id) });
  }

  return (
    <form className={styles.narrow} onSubmit={handleSubmit} noValidate aria-labelledby="create-hearth-title">
      <h1 id="create-hearth-title">Create New Hearth</h1>
      <p>A hearth is a shared meal plan: invite the people you cook with and plan together.</p>
      {createHearth.isError ? <Alert>{errorMessage(createHearth.error, 'Failed to create the hearth. Please try again.')}</Alert> : null}
      <TextField
        label="Hearth Name"
        name="name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={fieldErrors.name}
      />
      <TextField
        label="Start Date"
        type="date"
        required
        value={startDate}
        onChange={(event) => setStartDate(event.target.value)}
        error={fieldErrors.startDate}
      />
      <TextField
        label="End Date"
        type="date"
        required
        value={endDate}
        onChange={(event) => setEndDate(event.target.value)}
        error={fieldErrors.endDate}
      />
      <PendingButton type="submit" pending={createHearth.isPending} pendingLabel="Creating...">
        Create Hearth
      </PendingButton>
    </form>
  );
}
