import { creditorIdCheckDigits } from '@cumplia/domain';
import { createTestPki } from './test-pki.js';

/**
 * Every setting a production start requires (production-requirements.ts), as a provider would give them: its own
 * identity, a CA-issued sealing certificate with its chain and a TSA. Nothing is contacted when the
 * configuration loads, so the addresses need not answer.
 */
export function productionEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgresql://cumplia@db.invalid:5432/cumplia',
    JWT_SECRET: 'j'.repeat(32),
    CAPTCHA_HMAC_SECRET: 'c'.repeat(32),
    MESSAGE_SEALING_SECRET: 'm'.repeat(32),
    PUBLIC_URL: 'https://app.cumplia.es',
    SMTP_URL: 'smtp://127.0.0.1:1',
    MAIL_FROM: '"Cumplia" <no-responder@cumplia.es>',
    SMPP_URL: 'smpp://cumplia:clave@smsc.example:2775',
    SIGNING_CERTIFICATE_P12: createTestPki('http://crl.invalid/ca.crl').sealP12.toString('base64'),
    SIGNING_CERTIFICATE_PASSWORD: 'clave',
    TSA_URL: 'http://tsa.invalid/tsa',
    VERIFACTU_ENVIRONMENT: 'pruebas',
    PROVIDER_LEGAL_NAME: 'Cumplia Soluciones Normativas S.L.',
    PROVIDER_NIF: 'B38990016',
    PROVIDER_ADDRESS: 'Calle del Castillo 12, 2º, 38002 Santa Cruz de Tenerife',
    PROVIDER_PHONE: '+34 922 123 456',
    PROVIDER_EMAIL: 'hola@cumplia.es',
    PROVIDER_REGISTRY:
      'Inscrita en el Registro Mercantil de Santa Cruz de Tenerife, tomo 3120, folio 45, hoja TF-51234',
    SEPA_CREDITOR_ID: `ES${creditorIdCheckDigits('ES', 'B38990016')}ZZZB38990016`,
    SEPA_CREDITOR_ACCOUNTS: 'ES9121000418450200051332,ES6000491500051234567892',
    LINKEDIN_URL: 'https://www.linkedin.com/company/cumplia',
    INSTAGRAM_URL: 'https://www.instagram.com/cumplia',
    WHATSAPP_URL: 'https://wa.me/34922123456',
    TIME_TRACKING_URL: 'https://fichaje.cumplia.es',
  };
}
