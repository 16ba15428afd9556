import { type RegisterActivity, registerActivitySchema } from '@cumplia/domain';
import {
  ActionIcon,
  Button,
  Divider,
  Fieldset,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type Control, Controller, type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { schemaResolver } from '../../../lib/schema-resolver';
import {
  ART14_OPTIONS,
  BASIS_OPTIONS,
  GEOLOCATION_PERIOD_OPTIONS,
  GROUND_OPTIONS,
  MECHANISM_OPTIONS,
  ORIGIN_OPTIONS,
  RISK_OPTIONS,
  SPECIAL_CATEGORY_OPTIONS,
  SUBJECT_OPTIONS,
  SUBPROCESSOR_RULE_OPTIONS,
} from './register-options';

const NO_CAMERAS = {
  ubicacion: '',
  capta: '',
  zonasDeDescanso: false,
  grabaSonido: false,
  proporcionalidad: '',
  quienVe: '',
  controlLaboral: false,
};
const NO_LOCATION = {
  dispositivo: '',
  cuando: 'jornada' as const,
  fueraDeJornada: '',
  proporcionalidad: '',
  controlLaboral: false,
};
const NO_PROCESSING_FOR_CLIENTS = { servicio: '', subencargados: [], reglaSubencargo: '' as const };

type Props = {
  activity: RegisterActivity;
  title: string;
  busy: boolean;
  onCancel(): void;
  onSave(activity: RegisterActivity): void;
};

/** A multi-choice field of the record, from the domain's labels. */
function Choices({
  control,
  name,
  label,
  data,
  description,
}: {
  control: Control<RegisterActivity>;
  name: FieldPath<RegisterActivity>;
  label: string;
  data: { value: string; label: string }[];
  description?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelect
          label={label}
          description={description}
          data={data}
          value={field.value as string[]}
          onChange={field.onChange}
          error={fieldState.error?.message}
          searchable
          clearable
        />
      )}
    />
  );
}

/** A list of short texts (data categories, recipients): typed and confirmed with Enter or a comma. */
function Items({
  control,
  name,
  label,
}: {
  control: Control<RegisterActivity>;
  name: FieldPath<RegisterActivity>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TagsInput
          label={label}
          description="Escriba cada elemento y pulse Intro."
          value={field.value as string[]}
          onChange={field.onChange}
          error={fieldState.error?.message}
          clearable
        />
      )}
    />
  );
}

/**
 * The form of one record of the register: every field the documents are written from, grouped as a lawyer reads
 * them. It saves what is typed even if incomplete; the register lists what is still missing.
 */
export function ActivityEditor({ activity, title, busy, onCancel, onSave }: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  const { control, register, handleSubmit, watch, setValue, formState } = useForm<
    RegisterActivity,
    unknown,
    RegisterActivity
  >({
    resolver: schemaResolver<RegisterActivity, typeof registerActivitySchema>(registerActivitySchema),
    defaultValues: activity,
  });
  const transfers = useFieldArray({ control, name: 'transferencias' });
  const errors = formState.errors;
  const [origin, cameras, location, forClients, special, criminal] = watch([
    'origen',
    'camaras',
    'geolocalizacion',
    'encargo',
    'categoriasEspeciales',
    'datosPenales',
  ]);

  return (
    <Modal opened onClose={onCancel} title={title} size="xl" fullScreen={phone}>
      <form onSubmit={handleSubmit(onSave)} noValidate>
        <Stack gap="md">
          <TextInput label="Nombre de la actividad" {...register('nombre')} error={errors.nombre?.message} />
          <Textarea
            label="Finalidad"
            autosize
            minRows={2}
            {...register('finalidad')}
            error={errors.finalidad?.message}
          />
          <Switch
            label="La empresa trata estos datos por cuenta de sus clientes (encargada del tratamiento)"
            checked={watch('rol') === 'encargado'}
            onChange={(event) => {
              setValue('rol', event.currentTarget.checked ? 'encargado' : 'responsable');
              setValue('encargo', event.currentTarget.checked ? (forClients ?? NO_PROCESSING_FOR_CLIENTS) : null);
            }}
          />

          <Fieldset legend="Personas y datos">
            <Stack gap="sm">
              <Choices control={control} name="interesados" label="Interesados" data={SUBJECT_OPTIONS} />
              <TextInput label="Otros interesados" {...register('otrosInteresados')} />
              <Items control={control} name="datos" label="Categorías de datos" />
              <Choices
                control={control}
                name="categoriasEspeciales"
                label="Categorías especiales (art. 9 RGPD)"
                data={SPECIAL_CATEGORY_OPTIONS}
              />
              {special.length > 0 && (
                <>
                  <Choices
                    control={control}
                    name="excepcionesArt9"
                    label="Excepción del art. 9.2 RGPD"
                    data={GROUND_OPTIONS}
                  />
                  <Textarea label="Ley o convenio que la ampara" autosize {...register('excepcionArt9Detalle')} />
                </>
              )}
              <Switch
                label="Trata datos de condenas o infracciones penales (art. 10 RGPD)"
                {...register('datosPenales')}
              />
              {criminal && (
                <Textarea label="Norma con rango de ley que lo autoriza" autosize {...register('basePenal')} />
              )}
            </Stack>
          </Fieldset>

          <Fieldset legend="Licitud y origen">
            <Stack gap="sm">
              <Choices control={control} name="basesLegales" label="Base jurídica (art. 6 RGPD)" data={BASIS_OPTIONS} />
              <Textarea
                label="Detalle de la base"
                description="La ley de la obligación, el contrato o el interés legítimo que se pondera."
                autosize
                {...register('baseDetalle')}
              />
              <Controller
                control={control}
                name="origen"
                render={({ field }) => (
                  <Select
                    label="Origen de los datos"
                    data={ORIGIN_OPTIONS}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? 'interesado')}
                    allowDeselect={false}
                  />
                )}
              />
              {origin !== 'interesado' && (
                <>
                  <TextInput label="Fuentes de las que proceden" {...register('origenDetalle')} />
                  <Controller
                    control={control}
                    name="excepcionArt14"
                    render={({ field }) => (
                      <Select
                        label="¿Se informa a esas personas? (art. 14 RGPD)"
                        data={ART14_OPTIONS}
                        value={field.value}
                        onChange={(value) => field.onChange(value ?? 'ninguna')}
                        allowDeselect={false}
                      />
                    )}
                  />
                </>
              )}
            </Stack>
          </Fieldset>

          <Fieldset legend="Destinatarios, transferencias y conservación">
            <Stack gap="sm">
              <Items control={control} name="destinatarios" label="Destinatarios" />
              <Items control={control} name="encargados" label="Encargados del tratamiento" />
              {transfers.fields.map((transfer, index) => (
                <SimpleGrid key={transfer.id} cols={{ base: 1, sm: 2 }} spacing="xs">
                  <TextInput label="Destinatario fuera del EEE" {...register(`transferencias.${index}.destinatario`)} />
                  <TextInput label="País" {...register(`transferencias.${index}.pais`)} />
                  <Controller
                    control={control}
                    name={`transferencias.${index}.mecanismo`}
                    render={({ field }) => (
                      <Select
                        label="Garantía (capítulo V RGPD)"
                        data={MECHANISM_OPTIONS}
                        value={field.value || null}
                        onChange={(value) => field.onChange(value ?? '')}
                      />
                    )}
                  />
                  <Group align="flex-end" gap="xs" wrap="nowrap">
                    <TextInput label="Detalle" style={{ flex: 1 }} {...register(`transferencias.${index}.detalle`)} />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label="Quitar transferencia"
                      onClick={() => transfers.remove(index)}
                      mb={4}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </SimpleGrid>
              ))}
              <Button
                variant="subtle"
                leftSection={<IconPlus size={16} />}
                onClick={() => transfers.append({ destinatario: '', pais: '', mecanismo: '', detalle: '' })}
                w="fit-content"
              >
                Añadir transferencia internacional
              </Button>
              <Textarea label="Plazo de conservación" autosize {...register('conservacion')} />
              <Textarea label="Medidas propias de este tratamiento" autosize {...register('medidas')} />
            </Stack>
          </Fieldset>

          <Fieldset legend="Vigilancia de personas (arts. 89 y 90 LOPDGDD)">
            <Stack gap="sm">
              <Switch
                label="Hay cámaras"
                checked={cameras !== null}
                onChange={(event) => setValue('camaras', event.currentTarget.checked ? NO_CAMERAS : null)}
              />
              {cameras && (
                <>
                  <TextInput label="Dónde están" {...register('camaras.ubicacion')} />
                  <TextInput label="Qué captan" {...register('camaras.capta')} />
                  <TextInput label="Quién ve las imágenes, en directo o grabadas" {...register('camaras.quienVe')} />
                  <Switch
                    label="Captan una zona de descanso o la cabina de un vehículo"
                    {...register('camaras.zonasDeDescanso')}
                  />
                  <Switch label="Graban sonido" {...register('camaras.grabaSonido')} />
                  <Switch label="Se usan para el control laboral" {...register('camaras.controlLaboral')} />
                  <Textarea
                    label="Por qué es necesario y proporcionado"
                    autosize
                    {...register('camaras.proporcionalidad')}
                  />
                </>
              )}
              <Switch
                label="Hay localización (GPS)"
                checked={location !== null}
                onChange={(event) => setValue('geolocalizacion', event.currentTarget.checked ? NO_LOCATION : null)}
              />
              {location && (
                <>
                  <TextInput label="Qué se localiza" {...register('geolocalizacion.dispositivo')} />
                  <Controller
                    control={control}
                    name="geolocalizacion.cuando"
                    render={({ field }) => (
                      <Select
                        label="Cuándo funciona"
                        data={GEOLOCATION_PERIOD_OPTIONS}
                        value={field.value}
                        onChange={(value) => field.onChange(value ?? 'jornada')}
                        allowDeselect={false}
                      />
                    )}
                  />
                  {location.cuando === 'siempre' && (
                    <Textarea
                      label="Por qué fuera de la jornada y qué se hace con esas posiciones"
                      autosize
                      {...register('geolocalizacion.fueraDeJornada')}
                    />
                  )}
                  <Textarea
                    label="Por qué es necesario y proporcionado"
                    autosize
                    {...register('geolocalizacion.proporcionalidad')}
                  />
                  <Switch label="Se usa para el control laboral" {...register('geolocalizacion.controlLaboral')} />
                </>
              )}
            </Stack>
          </Fieldset>

          {forClients && (
            <Fieldset legend="Encargo de los clientes (art. 28 RGPD)">
              <Stack gap="sm">
                <TextInput label="Servicio que presta a sus clientes" {...register('encargo.servicio')} />
                <Controller
                  control={control}
                  name="encargo.reglaSubencargo"
                  render={({ field }) => (
                    <Select
                      label="Subencargados"
                      data={SUBPROCESSOR_RULE_OPTIONS}
                      value={field.value || null}
                      onChange={(value) => field.onChange(value ?? '')}
                    />
                  )}
                />
                {forClients.subencargados.map((_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; removing one re-renders the list
                  <Group key={index} align="flex-end" gap="xs" wrap="nowrap">
                    <TextInput
                      label="Subencargado"
                      style={{ flex: 1 }}
                      {...register(`encargo.subencargados.${index}.nombre`)}
                    />
                    <TextInput
                      label="Servicio"
                      style={{ flex: 1 }}
                      {...register(`encargo.subencargados.${index}.servicio`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label="Quitar subencargado"
                      onClick={() =>
                        setValue(
                          'encargo.subencargados',
                          forClients.subencargados.filter((__, other) => other !== index),
                        )
                      }
                      mb={4}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                ))}
                <Button
                  variant="subtle"
                  leftSection={<IconPlus size={16} />}
                  onClick={() =>
                    setValue('encargo.subencargados', [...forClients.subencargados, { nombre: '', servicio: '' }])
                  }
                  w="fit-content"
                >
                  Añadir subencargado
                </Button>
              </Stack>
            </Fieldset>
          )}

          <Choices
            control={control}
            name="riesgos"
            label="Otros criterios de riesgo (lista de la AEPD)"
            description="Los que se deducen de los datos y de la vigilancia se suman solos."
            data={RISK_OPTIONS}
          />
          {activity.normativa && (
            <Text size="xs" c="dimmed">
              Normativa del modelo: {activity.normativa}
            </Text>
          )}
          <Divider />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Cancelar
            </Button>
            <Button type="submit" loading={busy}>
              Guardar actividad
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
