import { MESSAGES } from '@cumplia/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

export { authenticate } from '../api/authenticate';

/** The login form's validation: the access type (none for staff), the user's NIF, the password and the captcha. */
export const loginFormSchema = z.object({
  tipo: z.enum(['G', 'E', '']),
  username: z.string().trim().min(1, { error: MESSAGES.login.usernameRequired }),
  password: z.string().min(1, { error: MESSAGES.login.passwordRequired }),
  captcha: z.string({ error: MESSAGES.login.captchaRequired }).min(1, { error: MESSAGES.login.captchaRequired }),
});

export const loginFormResolver = zodResolver(loginFormSchema);
