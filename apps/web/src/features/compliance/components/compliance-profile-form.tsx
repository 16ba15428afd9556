import {
  BIOMETRIC_SUBJECT_LABELS,
  BIOMETRIC_SUBJECTS,
  type ComplianceProfile,
  type ComplianceProfileView,
  MINOR_ROLE_LABELS,
  MINOR_ROLES,
  PROCESSING_ACTIVITIES,
  PROCESSING_ACTIVITY_LABELS,
  PROCESSOR_KIND_LABELS,
  PROCESSOR_KINDS,
  WORKING_PATTERN_LABELS,
  WORKING_PATTERNS,
} from '@cumplia/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { DateField } from '../../../components/date-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { type ProfileScope, profileQueryKey, saveComplianceProfile } from '../api/compliance-profile-api';
import { MissingAnswers } from './obligations-panel';
import { type FormValues, resolverFor, toForm } from './profile-form-values';

const REPRESENTATION_OPTIONS = [
  { value: 'ninguna', label: 'No hay representación legal' },
  { value: 'delegados', label: 'Delegados o delegadas de personal' },
  { value: 'comite', label: 'Comité de empresa' },
];

/**
 * 'Perfil de cumplimiento': the answers the protocol documents are written from. Mobile-first, one column on
 * phones; errors under each field; saving shows what each document still needs.
 */
export function ComplianceProfileForm({ scope, view }: { scope: ProfileScope; view: ComplianceProfileView }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, ComplianceProfile>({
    resolver: resolverFor(view.profile),
    defaultValues: toForm(view.profile),
  });
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const processors = useFieldArray({ control, name: 'encargados' });
  const groups = useFieldArray({ control, name: 'gruposDesconexion' });
  const activities = watch('actividades');
  const transfers = watch('transferenciasInternacionales');
  const remote = watch('teletrabajo');
  const representation = watch('representacion');
  const forClients = watch('encargadoDeClientes');
  const headcount = watch('numTrabajadores');
  const noStaff = headcount === 0;

  const submit = handleSubmit(async (profile) => {
    setProblem(null);
    try {
      const saved = await saveComplianceProfile(scope, profile);
      form.reset(toForm(saved.profile));
      queryClient.setQueryData(profileQueryKey(scope), saved);
      // The agency list shows each company's headcount and exposure.
      await queryClient.invalidateQueries({ queryKey: ['agency', 'companies'] });
      notifySuccess(`Perfil guardado (versión ${saved.version}).`);
    } catch (error) {
      setProblem(apiErrorMessage(error, 'No se pudo guardar el perfil. Inténtelo de nuevo.'));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {!view.saved && (
          <Alert color="yellow" variant="light" title="Perfil sin completar">
            Hemos propuesto respuestas según la actividad de la empresa (CNAE {view.cnae || 'sin indicar'}). Revíselas,
            complete lo que falta y guarde: los documentos se generan con estas respuestas.
          </Alert>
        )}
        {view.saved && (
          <Alert color="blue" variant="light" title="Lo que falta para generar los documentos">
            {Object.values(view.missing).every((list) => list.length === 0) ? (
              <Text size="sm">
                Nada: los tres documentos pueden generarse con la versión {view.version} del perfil.
              </Text>
            ) : (
              <MissingAnswers view={view} />
            )}
          </Alert>
        )}

        <Fieldset legend="Plantilla y centros de trabajo">
          <Stack gap="sm">
            <Controller
              control={control}
              name="numTrabajadores"
              render={({ field }) => (
                <NumberInput
                  label="Número de personas trabajadoras (todos los centros)"
                  description="Incluya a todo el personal con contrato, a tiempo completo o parcial."
                  min={0}
                  allowDecimal={false}
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
                  onBlur={field.onBlur}
                  error={errors.numTrabajadores?.message}
                  required
                />
              )}
            />
            <Textarea
              label="Centros de trabajo (uno por línea)"
              autosize
              minRows={2}
              {...register('centrosTrabajo')}
              error={errors.centrosTrabajo?.message}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={control}
                name="representacion"
                render={({ field }) => (
                  <Select
                    label="Representación legal de las personas trabajadoras"
                    data={REPRESENTATION_OPTIONS}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? 'ninguna')}
                    allowDeselect={false}
                  />
                )}
              />
              {representation !== 'ninguna' && (
                <TextInput
                  label="Nombres de los representantes"
                  {...register('representantes')}
                  error={errors.representantes?.message}
                />
              )}
            </SimpleGrid>
            {representation !== 'ninguna' && !noStaff && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Controller
                  control={control}
                  name="acosoNegociadoEl"
                  render={({ field, fieldState }) => (
                    <DateField
                      label="Protocolo de acoso negociado con la representación el"
                      description="Vacío mientras no se haya negociado: el protocolo es una propuesta."
                      value={field.value}
                      onChange={field.onChange}
                      error={fieldState.error?.message}
                      clearable
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="desconexionOidaEl"
                  render={({ field, fieldState }) => (
                    <DateField
                      label="Representación oída sobre la desconexión digital el"
                      description="Vacío mientras no se la haya oído: la política es una propuesta."
                      value={field.value}
                      onChange={field.onChange}
                      error={fieldState.error?.message}
                      clearable
                    />
                  )}
                />
              </SimpleGrid>
            )}
          </Stack>
        </Fieldset>

        <Fieldset legend="Datos personales que trata la empresa">
          <Stack gap="sm">
            <Controller
              control={control}
              name="actividades"
              render={({ field }) => (
                <Checkbox.Group
                  label="Actividades de tratamiento"
                  value={field.value}
                  onChange={(value) =>
                    field.onChange(PROCESSING_ACTIVITIES.filter((activity) => value.includes(activity)))
                  }
                  error={errors.actividades?.message}
                >
                  <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
                    {PROCESSING_ACTIVITIES.map((activity) => (
                      <Checkbox key={activity} value={activity} label={PROCESSING_ACTIVITY_LABELS[activity]} />
                    ))}
                  </SimpleGrid>
                </Checkbox.Group>
              )}
            />
            {activities.includes('web') && (
              <TextInput label="Dirección del sitio web" {...register('sitioWeb')} error={errors.sitioWeb?.message} />
            )}
            {activities.includes('videovigilancia') && (
              <TextInput
                label="Ubicación de las cámaras"
                placeholder="Entrada, zona de caja, aparcamiento…"
                {...register('camarasUbicacion')}
                error={errors.camarasUbicacion?.message}
              />
            )}
            {activities.includes('biometria') && (
              <Controller
                control={control}
                name="biometriaDe"
                render={({ field }) => (
                  <Checkbox.Group
                    label="¿De quién son los datos biométricos?"
                    description="Cada grupo necesita su propia excepción del artículo 9.2 RGPD; el documento la indica."
                    value={field.value}
                    onChange={(value) =>
                      field.onChange(BIOMETRIC_SUBJECTS.filter((subject) => value.includes(subject)))
                    }
                    error={errors.biometriaDe?.message}
                  >
                    <Group mt="xs" gap="md">
                      {BIOMETRIC_SUBJECTS.map((subject) => (
                        <Checkbox key={subject} value={subject} label={BIOMETRIC_SUBJECT_LABELS[subject]} />
                      ))}
                    </Group>
                  </Checkbox.Group>
                )}
              />
            )}
            {activities.includes('menores') && (
              <Controller
                control={control}
                name="menoresComo"
                render={({ field }) => (
                  <Select
                    label="Los menores de edad son"
                    data={MINOR_ROLES.map((role) => ({ value: role, label: MINOR_ROLE_LABELS[role] }))}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? 'clientes')}
                    allowDeselect={false}
                  />
                )}
              />
            )}
            <TextInput
              label="Delegado de protección de datos (nombre y contacto), si lo tiene"
              {...register('delegadoProteccionDatos')}
              error={errors.delegadoProteccionDatos?.message}
            />
            <Controller
              control={control}
              name="transferenciasInternacionales"
              render={({ field }) => (
                <Switch
                  label="Hay proveedores que guardan datos fuera del Espacio Económico Europeo"
                  description="Marque después, en cada encargado, cuáles lo hacen: la transferencia solo consta en sus tratamientos."
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
            {transfers && (
              <Textarea
                label="Detalle de las transferencias y su garantía"
                autosize
                {...register('transferenciasDetalle')}
                error={errors.transferenciasDetalle?.message}
              />
            )}
            <Controller
              control={control}
              name="encargadoDeClientes"
              render={({ field }) => (
                <Switch
                  label="La empresa trata datos personales por cuenta de sus clientes (es su encargada del tratamiento)"
                  description="Por ejemplo, gestiona las cámaras, las nóminas o los programas de sus clientes."
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
            {forClients && (
              <TextInput
                label="Servicio que presta a sus clientes con sus datos"
                placeholder="Videovigilancia de las instalaciones de sus clientes…"
                {...register('encargadoDeClientesServicio')}
                error={errors.encargadoDeClientesServicio?.message}
              />
            )}
          </Stack>
        </Fieldset>

        <Fieldset legend="Encargados del tratamiento (proveedores que tratan datos por cuenta de la empresa)">
          <Stack gap="md">
            {processors.fields.length === 0 && (
              <Text size="sm" c="dimmed">
                Añada al menos su gestoría o asesoría y, si los tiene, los proveedores de informática, nube, nóminas o
                prevención.
              </Text>
            )}
            {processors.fields.map((processor, index) => (
              <SimpleGrid key={processor.id} cols={{ base: 1, sm: 2, lg: 4 }} spacing="xs">
                <Controller
                  control={control}
                  name={`encargados.${index}.tipo`}
                  render={({ field }) => (
                    <Select
                      label="Tipo"
                      data={PROCESSOR_KINDS.map((kind) => ({ value: kind, label: PROCESSOR_KIND_LABELS[kind] }))}
                      value={field.value}
                      onChange={(value) => field.onChange(value ?? 'otro')}
                      allowDeselect={false}
                    />
                  )}
                />
                <TextInput
                  label="Nombre o razón social"
                  {...register(`encargados.${index}.nombre`)}
                  error={errors.encargados?.[index]?.nombre?.message}
                />
                <TextInput
                  label="NIF/CIF"
                  {...register(`encargados.${index}.nifCif`)}
                  error={errors.encargados?.[index]?.nifCif?.message}
                />
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput
                    label="Servicio que presta"
                    style={{ flex: 1 }}
                    {...register(`encargados.${index}.servicio`)}
                    error={errors.encargados?.[index]?.servicio?.message}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Quitar el encargado ${index + 1}`}
                    onClick={() => processors.remove(index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
                <Group style={{ gridColumn: '1 / -1' }} align="flex-end" gap="md" wrap="wrap">
                  <Controller
                    control={control}
                    name={`encargados.${index}.actividades`}
                    render={({ field }) => (
                      <MultiSelect
                        label="Tratamientos a los que da servicio"
                        placeholder={field.value.length === 0 ? 'Todos' : undefined}
                        data={activities.map((activity) => ({
                          value: activity,
                          label: PROCESSING_ACTIVITY_LABELS[activity],
                        }))}
                        value={field.value.filter((activity) => activities.includes(activity))}
                        onChange={(value) =>
                          field.onChange(PROCESSING_ACTIVITIES.filter((activity) => value.includes(activity)))
                        }
                        style={{ flex: '1 1 16rem' }}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name={`encargados.${index}.fueraEEE`}
                    render={({ field }) => (
                      <Switch
                        label="Trata datos fuera del EEE"
                        checked={field.value}
                        onChange={(event) => field.onChange(event.currentTarget.checked)}
                      />
                    )}
                  />
                </Group>
              </SimpleGrid>
            ))}
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              w="fit-content"
              onClick={() =>
                processors.append({
                  tipo: 'gestoria',
                  nombre: '',
                  nifCif: '',
                  servicio: '',
                  actividades: [],
                  fueraEEE: false,
                })
              }
            >
              Añadir encargado
            </Button>
          </Stack>
        </Fieldset>

        {noStaff && (
          <Alert color="gray" variant="light" title="Sin personas trabajadoras">
            El protocolo frente al acoso y la política de desconexión digital son obligaciones de quien emplea: no se
            aplican mientras la empresa no tenga personal. Si contrata a alguien, indique la plantilla y complete esos
            apartados.
          </Alert>
        )}

        <Fieldset legend="Protocolo frente al acoso" hidden={noStaff}>
          <Stack gap="sm">
            <TextInput
              label="Persona asesora confidencial"
              {...register('asesorConfidencial')}
              error={errors.asesorConfidencial?.message}
            />
            <Textarea
              label="Comisión instructora (un nombre por línea, al menos dos)"
              description="Sin la persona asesora: quien acompaña a la persona afectada no investiga."
              autosize
              minRows={2}
              {...register('comisionInstructora')}
              error={errors.comisionInstructora?.message}
            />
            <TextInput
              label="Vía independiente para denuncias que afecten a la dirección"
              description="Persona o entidad externa (por ejemplo, su asesoría laboral) y su contacto. Necesaria si la dirección es asesora o forma parte de la comisión."
              {...register('canalExterno')}
              error={errors.canalExterno?.message}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Canal de denuncias: correo electrónico"
                type="email"
                {...register('canalEmail')}
                error={errors.canalEmail?.message}
              />
              <TextInput
                label="Canal de denuncias: dirección postal"
                {...register('canalDireccion')}
                error={errors.canalDireccion?.message}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend="Jornada y desconexión digital" hidden={noStaff}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={control}
                name="jornada"
                render={({ field }) => (
                  <Select
                    label="Organización de la jornada"
                    data={WORKING_PATTERNS.map((pattern) => ({
                      value: pattern,
                      label: WORKING_PATTERN_LABELS[pattern],
                    }))}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? 'fija')}
                    allowDeselect={false}
                  />
                )}
              />
              <Controller
                control={control}
                name="trabajoFinDeSemana"
                render={({ field }) => (
                  <Switch
                    mt={{ base: 0, sm: 'xl' }}
                    label="Se trabaja en fin de semana"
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            </SimpleGrid>
            <TextInput
              label="Horario de trabajo"
              placeholder="De lunes a viernes, de 8:00 a 16:00"
              {...register('horarioLaboral')}
              error={errors.horarioLaboral?.message}
            />
            <SimpleGrid cols={{ base: 2 }}>
              <TextInput
                label="Desconexión desde"
                type="time"
                {...register('desconexionDesde')}
                error={errors.desconexionDesde?.message}
              />
              <TextInput
                label="Hasta"
                type="time"
                {...register('desconexionHasta')}
                error={errors.desconexionHasta?.message}
              />
            </SimpleGrid>
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                Grupos de personal con otro horario (salida flexible, otra zona horaria, jornada partida)
              </Text>
              {groups.fields.map((group, index) => (
                <Fieldset key={group.id} legend={`Grupo ${index + 1}`}>
                  <Stack gap="xs">
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      <TextInput
                        label="Personas a las que se aplica"
                        placeholder="Equipo de soporte en Canarias"
                        {...register(`gruposDesconexion.${index}.grupo`)}
                        error={errors.gruposDesconexion?.[index]?.grupo?.message}
                      />
                      <TextInput
                        label="Su horario"
                        {...register(`gruposDesconexion.${index}.horario`)}
                        error={errors.gruposDesconexion?.[index]?.horario?.message}
                      />
                    </SimpleGrid>
                    <SimpleGrid cols={{ base: 2 }}>
                      <TextInput
                        label="Desconexión desde"
                        type="time"
                        {...register(`gruposDesconexion.${index}.desde`)}
                        error={errors.gruposDesconexion?.[index]?.desde?.message}
                      />
                      <TextInput
                        label="Hasta"
                        type="time"
                        {...register(`gruposDesconexion.${index}.hasta`)}
                        error={errors.gruposDesconexion?.[index]?.hasta?.message}
                      />
                    </SimpleGrid>
                    <Group align="flex-end" gap="xs" wrap="nowrap">
                      <TextInput
                        label="Particularidades (zona horaria, salida flexible…)"
                        style={{ flex: 1 }}
                        {...register(`gruposDesconexion.${index}.detalle`)}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Quitar el grupo ${index + 1}`}
                        onClick={() => groups.remove(index)}
                        mb={4}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  </Stack>
                </Fieldset>
              ))}
              <Button
                variant="subtle"
                leftSection={<IconPlus size={16} />}
                onClick={() => groups.append({ grupo: '', horario: '', desde: '19:00', hasta: '08:00', detalle: '' })}
                w="fit-content"
              >
                Añadir grupo de personal
              </Button>
            </Stack>
            <TextInput
              label="Convenio colectivo aplicable (si lo hay)"
              placeholder="Convenio de oficinas y despachos de Santa Cruz de Tenerife"
              {...register('convenioColectivo')}
              error={errors.convenioColectivo?.message}
            />
            <Textarea
              label="Guardias o disponibilidad pactadas (si las hay)"
              autosize
              {...register('guardias')}
              error={errors.guardias?.message}
            />
            <Controller
              control={control}
              name="teletrabajo"
              render={({ field }) => (
                <Switch
                  label="Hay personas que trabajan a distancia"
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
            {remote && (
              <Textarea
                label="Condiciones del trabajo a distancia"
                autosize
                {...register('teletrabajoDetalle')}
                error={errors.teletrabajoDetalle?.message}
              />
            )}
          </Stack>
        </Fieldset>

        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Button type="submit" loading={isSubmitting} w={{ base: '100%', sm: 'fit-content' }}>
          Guardar perfil
        </Button>
      </Stack>
    </form>
  );
}
