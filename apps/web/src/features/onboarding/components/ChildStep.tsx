import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { childCreateSchema } from '@skazka/contract';
import { ChildFields, type ChildFieldValues } from '../../../components/ChildFields';
import { StepActions } from './StepActions';

export function ChildStep({
  value,
  onBack,
  onDone,
}: {
  value: ChildFieldValues | null;
  onBack: () => void;
  onDone: (child: ChildFieldValues) => void;
}) {
  const { register, handleSubmit, formState } = useForm<ChildFieldValues>({
    resolver: zodResolver(childCreateSchema),
    defaultValues: value ?? undefined,
  });
  return (
    <form onSubmit={handleSubmit((child) => onDone(child))} noValidate>
      <ChildFields register={register} errors={formState.errors} />
      <StepActions onBack={onBack} submit />
    </form>
  );
}
