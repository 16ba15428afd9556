import { LOGIN_MESSAGES, type LoginType, ROLES } from '@cumplia/domain';
import { Alert, Anchor, Button, Group, PasswordInput, Radio, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { CaptchaField } from '../../../components/captcha-field';
import type { CaptchaHandle } from '../../../components/captcha-widget';
import { useFormEngagement } from '../../../components/use-form-engagement';
import { decodeAccessToken } from '../../../lib/access-token';
import { ApiError } from '../../../lib/api-error';
import { lazyResolver, unavailableMessage } from '../../../lib/lazy-resolver';
import { clearSession, storeCaptchaToken, storeTokens } from '../../../lib/session-storage';
import type { loginFormSchema } from './login-submission';

type LoginFormValues = z.infer<typeof loginFormSchema>;

const submission = () => import('./login-submission');
const resolver = lazyResolver(() => submission().then((module) => module.loginFormResolver));

export type LoginDestination = { tipo: LoginType | null; roles: string[] };

type LoginFormProps = {
  initialType: LoginType | null;
  /** The NIF to show typed (the one just verified). */
  initialUsername?: string;
  recoveryPath: string;
  onLoggedIn(destination: LoginDestination): void;
};

function messageFor(error: unknown): string {
  if (!(error instanceof ApiError)) return LOGIN_MESSAGES.validateUserError;
  if (error.code === 'CAPTCHA_INVALID') return LOGIN_MESSAGES.captchaFailed;
  return error.message || LOGIN_MESSAGES.validateUserError;
}

/** /acceso: Colaborador (G) or Cliente (E); staff choose neither. */
export function LoginForm({ initialType, initialUsername = '', recoveryPath, onLoggedIn }: LoginFormProps) {
  const captcha = useRef<CaptchaHandle>(null);
  const { engaged, formProps } = useFormEngagement(submission);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver,
    defaultValues: { tipo: initialType ?? '', username: initialUsername, password: '', captcha: '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    // Spec: old tokens and the cached user go before a new login.
    clearSession();
    storeCaptchaToken(values.captcha);
    try {
      const tipo = values.tipo === '' ? null : values.tipo;
      const { authenticate } = await submission();
      const tokens = await authenticate({ username: values.username, password: values.password, tipo });
      storeTokens(tokens);
      onLoggedIn({ tipo, roles: decodeAccessToken(tokens.token)?.roles ?? [] });
    } catch (error) {
      setServerError(messageFor(error));
      captcha.current?.reset();
      setValue('captcha', '');
    }
  });

  const problem = serverError ?? unavailableMessage(errors);

  return (
    <form onSubmit={submit} noValidate {...formProps}>
      <Stack gap="md">
        {problem && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="No se pudo iniciar sesión" role="alert">
            {problem}
          </Alert>
        )}
        <Controller
          control={control}
          name="tipo"
          render={({ field }) => (
            <Radio.Group
              label="Tipo de acceso"
              description="El personal de Cumplia accede sin marcar ninguna opción."
              value={field.value}
              onChange={(value) => field.onChange(value as LoginFormValues['tipo'])}
            >
              <Group mt="xs" gap="xl">
                <Radio value="G" label="Colaborador" />
                <Radio value="E" label="Cliente" />
              </Group>
            </Radio.Group>
          )}
        />
        <TextInput
          label="NIF del usuario"
          autoComplete="username"
          placeholder="12345678Z"
          required
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordInput
          label="Contraseña"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <CaptchaField
          active={engaged}
          ref={captcha}
          onChange={(payload) => setValue('captcha', payload ?? '', { shouldValidate: Boolean(payload) })}
          error={errors.captcha?.message}
        />
        <Button type="submit" size="md" loading={isSubmitting} loaderProps={{ type: 'dots' }}>
          Acceder
        </Button>
        <Anchor component={Link} to={recoveryPath} size="sm" ta="center">
          ¿Has olvidado tu contraseña?
        </Anchor>
      </Stack>
    </form>
  );
}

/** Where a login lands: G the agency home, E the company home, staff their back-office home. */
export function homeAfterLogin(
  { tipo, roles }: LoginDestination,
  homes: { agency: string; company: string; superadmin: string; worker: string },
) {
  if (tipo === 'G') return homes.agency;
  if (tipo === 'E') return homes.company;
  return roles.includes(ROLES.superadmin) ? homes.superadmin : homes.worker;
}
