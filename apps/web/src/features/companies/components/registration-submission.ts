import { LOGIN_MESSAGES, type RegisterCompanyRequest, registerCompanyRequestSchema } from '@cumplia/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { registerCompany } from '../api/register-company';

/** The sign-up form's validation: the company as the API takes it, and the captcha. */
export const registrationFormSchema = registerCompanyRequestSchema.and(
  z.object({ captcha: z.string().min(1, { error: LOGIN_MESSAGES.captchaRequired }) }),
);
export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationFormOutput = z.output<typeof registrationFormSchema>;

export const registrationFormResolver = zodResolver(registrationFormSchema);

/** Sends the validated form: the company, with the captcha it was solved for. */
export function sendRegistration({ captcha, ...company }: RegistrationFormOutput) {
  return registerCompany(company as RegisterCompanyRequest, captcha);
}
