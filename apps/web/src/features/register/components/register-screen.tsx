import {
  formatDateEs,
  REGISTER_STATES,
  type RegisterActivity,
  type RegisterView,
  registerActivitySchema,
} from '@cumplia/domain';
import { Alert, Badge, Button, Card, Group, List, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { ProblemAlert } from '../../../components/problem-alert';
import { ApiError, apiErrorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import {
  confirmRegister,
  type RegisterScope,
  registerQueryKey,
  saveRegister,
  useActivityLibrary,
  useRegister,
} from '../api/register-api';
import { ActivityEditor } from './activity-editor';
import { ActivitySummary } from './activity-summary';

const STATE_COLOR = { propuesta: 'yellow', pendienteRevision: 'yellow', revisado: 'green' } as const;

/** A blank record: the same fields and rules as a model's, for an activity no model describes. */
const BLANK = registerActivitySchema.parse({ nombre: 'Nueva actividad' });

type Editing = { index: number | null; activity: RegisterActivity };

/**
 * 'Registro de actividades de tratamiento': the records the data protection documents are written from. The
 * gestoría or the company reviews what the library proposed, edits, adds and removes activities, and confirms
 * the register; until then the documents are drafts. Staff read it.
 */
export function RegisterScreen({ scope }: { scope: RegisterScope }) {
  const { data, isLoading, error } = useRegister(scope);
  return (
    <>
      <PageHeader
        title="Registro de actividades de tratamiento"
        description={data ? `${data.razonSocial} · CNAE ${data.cnae}` : 'Lo que la empresa hace con datos personales.'}
      />
      {isLoading && <Loader aria-label="Cargando" />}
      {error && (
        <Alert color="red" role="alert">
          {error.message || 'No se pudo cargar el registro de actividades.'}
        </Alert>
      )}
      {data && <RegisterBody scope={scope} view={data} />}
    </>
  );
}

function RegisterBody({ scope, view }: { scope: RegisterScope; view: RegisterView }) {
  const queryClient = useQueryClient();
  const editable = scope.kind !== 'staff' ? scope : null;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const library = useActivityLibrary(adding);

  const run = async (action: () => Promise<RegisterView>, success: string) => {
    setBusy(true);
    setProblem(null);
    try {
      queryClient.setQueryData(registerQueryKey(scope), await action());
      notifySuccess(success);
      return true;
    } catch (failure) {
      setProblem(apiErrorMessage(failure, 'No se pudo guardar el registro. Inténtelo de nuevo.'));
      if (failure instanceof ApiError && failure.code === 'REGISTER_CHANGED') {
        await queryClient.invalidateQueries({ queryKey: registerQueryKey(scope) });
      }
      return false;
    } finally {
      setBusy(false);
    }
  };
  const save = (activities: RegisterActivity[], success: string) =>
    editable ? run(() => saveRegister(editable, view.version, activities), success) : Promise.resolve(false);

  const saveEdited = async (activity: RegisterActivity) => {
    if (!editing) return;
    const activities =
      editing.index === null
        ? [...view.actividades, activity]
        : view.actividades.map((current, index) => (index === editing.index ? activity : current));
    if (await save(activities, 'Actividad guardada. Confirme el registro cuando esté completo.')) setEditing(null);
  };
  const remove = async () => {
    if (removing === null) return;
    const activities = view.actividades.filter((_, index) => index !== removing);
    if (await save(activities, 'Actividad eliminada del registro.')) setRemoving(null);
  };
  const confirm = async () => {
    if (!editable) return;
    if (
      await run(
        () => confirmRegister(editable, view.version),
        'Registro confirmado: los documentos ya no son borradores.',
      )
    ) {
      setConfirming(false);
    }
  };
  const problemsOf = (index: number) => view.problemas.filter((item) => item.indice === index);

  return (
    <Stack gap="lg">
      <RegisterState view={view} />
      <ProblemAlert problem={problem} onClose={() => setProblem(null)} />
      {view.problemas.length > 0 && (
        <Alert color="yellow" title="Antes de confirmar, conteste:">
          <List size="sm" spacing={4}>
            {view.problemas.map((item) => (
              <List.Item key={`${item.regla}-${item.indice}-${item.mensaje}`}>{item.mensaje}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {view.actividades.map((activity, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: records have no id of their own; the list is redrawn from each save
        <Card key={index} withBorder padding="md" radius="md">
          <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
            <div>
              <Title order={3} size="h5">
                {activity.nombre || 'Actividad sin nombre'}
              </Title>
              {problemsOf(index).length > 0 && (
                <Badge color="yellow" variant="light" tt="none" mt={4}>
                  {problemsOf(index).length === 1
                    ? '1 respuesta pendiente'
                    : `${problemsOf(index).length} respuestas pendientes`}
                </Badge>
              )}
            </div>
            {editable && (
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPencil size={14} />}
                  onClick={() => setEditing({ index, activity })}
                >
                  Revisar
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Eliminar ${activity.nombre}`}
                  onClick={() => setRemoving(index)}
                >
                  <IconTrash size={16} />
                </Button>
              </Group>
            )}
          </Group>
          <ActivitySummary activity={activity} />
        </Card>
      ))}
      {view.actividades.length === 0 && <Text c="dimmed">El registro no tiene ninguna actividad.</Text>}
      {editable && (
        <Group justify="space-between">
          {adding ? (
            <Group gap="xs" align="flex-end">
              <Select
                label="Añadir una actividad"
                placeholder={library.isLoading ? 'Cargando la biblioteca…' : 'Busque por nombre'}
                searchable
                w={320}
                data={[
                  { value: '', label: 'Actividad en blanco (ningún modelo la describe)' },
                  ...(library.data?.modelos ?? []).map((model) => ({
                    value: model.clave,
                    label: model.actividad.nombre,
                  })),
                ]}
                onChange={(key) => {
                  const model = library.data?.modelos.find((candidate) => candidate.clave === key);
                  setAdding(false);
                  setEditing({ index: null, activity: model ? { ...model.actividad, modelo: model.clave } : BLANK });
                }}
              />
              <Button variant="default" onClick={() => setAdding(false)}>
                Cancelar
              </Button>
            </Group>
          ) : (
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              Añadir actividad
            </Button>
          )}
          <Button
            onClick={() => setConfirming(true)}
            disabled={view.problemas.length > 0 || view.estado === 'revisado'}
          >
            Confirmar registro
          </Button>
        </Group>
      )}
      {editing && (
        <ActivityEditor
          activity={editing.activity}
          title={editing.index === null ? 'Nueva actividad' : `Revisar «${editing.activity.nombre}»`}
          busy={busy}
          onCancel={() => setEditing(null)}
          onSave={saveEdited}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Eliminar la actividad"
        busy={busy}
        danger
        confirmLabel="Eliminar"
        onCancel={() => setRemoving(null)}
        onConfirm={remove}
      >
        <Text size="sm">
          «{removing !== null ? view.actividades[removing]?.nombre : ''}» dejará de figurar en el registro y en la
          documentación de protección de datos.
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming}
        title="Confirmar el registro de actividades"
        busy={busy}
        confirmLabel="Confirmar registro"
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      >
        <Text size="sm">
          Confirma que ha revisado cada actividad y que describe lo que la empresa hace con los datos personales. La
          documentación de protección de datos se emitirá con este registro y constará su nombre y la fecha.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

/** What the register's state means for the documents, in the words of each state. */
function stateText(view: RegisterView): string {
  const confirmed = view.revision
    ? `${view.revision.persona} confirmó la versión ${view.revision.version} el ${formatDateEs(new Date(view.revision.fecha))}`
    : '';
  switch (view.estado) {
    case 'revisado':
      return `${confirmed}. La documentación de protección de datos se emite con este registro.`;
    case 'pendienteRevision':
      return `Hay cambios sin confirmar${confirmed ? ` (${confirmed})` : ''}. Hasta que confirme esta versión, la documentación de protección de datos se entrega como borrador.`;
    case 'propuesta':
      return 'Cumplia propone estas actividades a partir del sector y del perfil de cumplimiento. Revise cada una: mientras el registro no esté confirmado, la documentación de protección de datos se entrega como borrador.';
  }
}

function RegisterState({ view }: { view: RegisterView }) {
  return (
    <Alert color={STATE_COLOR[view.estado]} variant="light">
      <Group gap="xs" mb={4} align="center">
        <Badge variant="light" tt="none" color={STATE_COLOR[view.estado]}>
          {REGISTER_STATES[view.estado]}
        </Badge>
        {view.version > 0 && <Text size="sm">Versión {view.version}</Text>}
      </Group>
      <Text size="sm">{stateText(view)}</Text>
    </Alert>
  );
}
