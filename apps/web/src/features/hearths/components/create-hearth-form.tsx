import { useState, type FormEvent } from 'react';
import { hearthCreateSchema } from '@hearth/shared/hearths';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorText } from '../../../lib/errors/error-text';
import { useFieldErrors } from '../../../lib/form-errors';
import { useCreateHearth } from '../api/create-hearth';
import { useI18n } from '../i18n';
import styles from './hearths.module.css';

interface CreateHearthFormProps {
  defaultStartDate: string;
  defaultEndDate: string;
  onCreated: (hearthId: number) => void;
}

/** /meal-prep: a hearth's name and planning period. */
export function CreateHearthForm({ defaultStartDate, defaultEndDate, onCreated }: CreateHearthFormProps) {
  const { i18n } = useI18n();
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
      <h1 id="create-hearth-title">{i18n._('hearths.create.title')}</h1>
      <p>{i18n._('hearths.create.lead')}</p>
      {createHearth.isError ? <Alert>{errorText(i18n, createHearth.error, i18n._('hearths.create.failed'))}</Alert> : null}
      <TextField
        label={i18n._('hearths.create.name')}
        name="name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={fieldErrors.name}
      />
      <TextField
        label={i18n._('hearths.create.startDate')}
        type="date"
        required
        value={startDate}
        onChange={(event) => setStartDate(event.target.value)}
        error={fieldErrors.startDate}
      />
      <TextField
        label={i18n._('hearths.create.endDate')}
        type="date"
        required
        value={endDate}
        onChange={(event) => setEndDate(event.target.value)}
        error={fieldErrors.endDate}
      />
      <PendingButton type="submit" pending={createHearth.isPending} pendingLabel={i18n._('hearths.create.pending')}>
        {i18n._('hearths.create.submit')}
      </PendingButton>
    </form>
  );
}
