import { MESSAGES, type SigningCodeRequest, signingCodeRequestSchema } from '@cumplia/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../lib/paths';
import { useProviderInfo } from '../../../lib/provider-info';

const formSchema = signingCodeRequestSchema.extend({
  consentimiento: z.boolean().refine((ticked) => ticked, { error: MESSAGES.signing.consentRequired }),
});
type FormInput = z.input<typeof formSchema>;

/**
 * Step 2: the signer ticks the consent and names themselves (name and NIF/NIE of the representative on file);
 * only then is the code sent. Disabled until every document was opened.
 */
export function SigningIdentityForm({
  consent,
  ready,
  codeSent,
  busy,
  onSubmit,
}: {
  consent: string;
  ready: boolean;
  codeSent: boolean;
  busy: boolean;
  onSubmit: (request: SigningCodeRequest) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput>({
    resolver: zodResolver(formSchema),
    defaultValues: { consentimiento: false, nombre: '', nif: '' },
  });
  const submit = handleSubmit((values) => onSubmit({ ...values, consentimiento: true }));
  const provider = useProviderInfo();

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="firma-identidad">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fw={600} id="firma-identidad">
            2. Identifíquese y acepte
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Nombre y apellidos del representante"
              autoComplete="name"
              required
              disabled={!ready}
              error={errors.nombre?.message}
              {...register('nombre')}
            />
            <TextInput label="NIF o NIE" required disabled={!ready} error={errors.nif?.message} {...register('nif')} />
          </SimpleGrid>
          <Checkbox
            label={consent}
            disabled={!ready}
            error={errors.consentimiento?.message}
            {...register('consentimiento')}
          />
          {!ready && (
            <Text size="sm" c="dimmed">
              Abra todos los documentos para continuar.
            </Text>
          )}
          <Button type="submit" variant="light" disabled={!ready || busy} w="fit-content">
            {codeSent ? 'Enviar otro código' : 'Enviar código por SMS'}
          </Button>
          <Text size="xs" c="dimmed">
            Protección de datos: {provider?.legalName ?? 'el prestador del servicio'} registra su nombre y NIF, el
            teléfono, la dirección IP, el dispositivo y cada paso de la firma para acreditarla y probar el contrato
            (art. 6.1.b y f RGPD). Sus derechos y el resto de la información, en el{' '}
            <Anchor component={Link} to={paths.legalNotice} target="_blank" size="xs" underline="always">
              aviso legal y privacidad
            </Anchor>
            .
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
