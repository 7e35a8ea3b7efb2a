import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { childCreateSchema, PAGES, type Child } from '@skazka/contract';
import { useChildren, useCreateChild, useDeleteChild, useUpdateChild } from '../../../api/children';
import { ExportButton } from '../../../components/ExportButton';
import { ChildFields, type ChildFieldValues } from '../../../components/ChildFields';
import { setActiveId } from '../../../lib/active-selection';
import { applyServerErrors } from '../../../lib/form-errors';
import { useAlerts } from '../../../ui/Alerts';
import { Button } from '../../../ui/Button';
import { Screen } from '../../../ui/Screen';
import { Spinner } from '../../../ui/Spinner';
import { AvatarChooser } from '../components/AvatarChooser';
import { ChildLookBuilder } from '../components/LookBuilder';
import '../children.css';

export default function ChildEditScreen() {
  const { id } = useParams();
  const children = useChildren();
  if (!id) return <ChildForm />;
  if (!children.data) return <Spinner />;
  const child = children.data.find((c) => String(c.id) === id);
  return child ? <ChildForm child={child} /> : <Navigate to={PAGES.characters} replace />;
}

function ChildForm({ child }: { child?: Child }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const create = useCreateChild();
  const update = useUpdateChild();
  const remove = useDeleteChild();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ChildFieldValues>({
    resolver: zodResolver(childCreateSchema),
    defaultValues: child ? { name: child.name, sex: child.sex, date_of_birth: child.date_of_birth } : undefined,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (child) {
        await update.mutateAsync({ id: child.id, ...values });
        alerts.show('success', t('children.saved'));
      } else {
        const created = await create.mutateAsync(values);
        setActiveId('activeChild', created.id); // a new child becomes the active one (docs/PRODUCT.md §4)
        void navigate(PAGES.characterEdit(created.id), { replace: true });
      }
    } catch (error) {
      setFormError(applyServerErrors(error, ['name', 'sex', 'date_of_birth'], setError));
    }
  });

  const onDelete = async () => {
    if (!child || !window.confirm(t('family.deleteChild.confirm', { name: child.name }))) return;
    await remove.mutateAsync(child.id);
    setActiveId('activeChild', null); // the first remaining child becomes active
    void navigate(PAGES.characters, { replace: true });
  };

  return (
    <Screen titleKey={child ? 'children.edit' : 'children.add'}>
      <h1>{child ? child.name : t('children.add')}</h1>
      <div
        className="grid"
        style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', alignItems: 'start' }}
      >
        <form className="card" onSubmit={onSubmit} noValidate>
          <ChildFields register={register} errors={formState.errors} />
          {formError && (
            <p className="field__error" role="alert">
              {formError}
            </p>
          )}
          <div className="row">
            <Button type="submit" disabled={formState.isSubmitting}>
              {t('common.save')}
            </Button>
          </div>
        </form>
        {child && <AvatarChooser child={child} />}
      </div>
      {child && <ChildLookBuilder child={child} />}
      {child && (
        <section className="card stack" aria-labelledby="delete-child-title">
          <h2 id="delete-child-title">{t('family.deleteChild.title', { name: child.name })}</h2>
          <p>{t('family.deleteChild.warning', { name: child.name })}</p>
          <div className="row">
            <ExportButton />
            <Button variant="secondary" onClick={onDelete}>
              {t('family.deleteChild.button', { name: child.name })}
            </Button>
          </div>
        </section>
      )}
    </Screen>
  );
}
