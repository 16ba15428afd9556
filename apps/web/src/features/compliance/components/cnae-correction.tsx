import { type ComplianceProfileView, companyCnaeSchema } from '@cumplia/domain';
import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CnaeField } from '../../../components/cnae-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { type ProfileScope, profileQueryKey, saveCompanyCnae } from '../api/compliance-profile-api';

/** Why the CNAE on file needs a new choice ('8690' was split in CNAE-2025), or null when it is a CNAE-2025 class. */
const problemOf = (cnae: string) => companyCnaeSchema.safeParse({ cnae }).error?.issues[0]?.message ?? null;

/**
 * 'Actividad (CNAE)' on the profile page: the activity the obligations and the proposed answers are read from, which
 * the company, its agency or staff correct here with the search of the official list.
 */
export function CnaeCorrection({ scope, view }: { scope: ProfileScope; view: ComplianceProfileView }) {
  const queryClient = useQueryClient();
  const [cnae, setCnae] = useState(view.cnae);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const onFile = problemOf(view.cnae);

  const save = async () => {
    const parsed = companyCnaeSchema.safeParse({ cnae });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const saved = await saveCompanyCnae(scope, parsed.data);
      queryClient.setQueryData(profileQueryKey(scope), saved);
      await queryClient.invalidateQueries({ queryKey: ['agency', 'companies'] });
      setCnae(saved.cnae);
      notifySuccess(
        saved.saved
          ? `CNAE ${saved.cnae} guardado: las obligaciones se leen ya con esa actividad.`
          : `CNAE ${saved.cnae} guardado: las respuestas propuestas y las obligaciones siguen ya esa actividad.`,
      );
    } catch (failure) {
      setError(apiErrorMessage(failure, 'No se pudo guardar el CNAE. Inténtelo de nuevo.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Fieldset legend="Actividad de la empresa (CNAE)">
      <Stack gap="sm">
        {onFile && (
          <Alert color="yellow" variant="light" title="Elija la actividad en la CNAE-2025">
            {view.cnae ? onFile : 'La empresa no tiene CNAE.'} Las obligaciones y las respuestas propuestas dependen de
            ella.
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          Las obligaciones de abajo y las respuestas que proponemos dependen de la actividad. Si no es la suya, búsquela
          y guárdela.
        </Text>
        <CnaeField value={cnae} onChange={setCnae} error={error ?? undefined} required />
        <Group>
          <Button onClick={save} loading={saving} disabled={cnae.trim() === view.cnae} variant="light">
            Guardar CNAE
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
