/** Every URL of the app, built in one place. */
export const paths = {
  landing: '/',
  product: '/cumplia',
  dataProtection: '/proteccindedatos',
  harassment: '/acosolaboral',
  disconnection: '/desconexindigital',
  contact: '/contactar',
  legalNotice: '/aviso-legal',
  cookiePolicy: '/politica-cookies',
  training: '/formacion',
  trainingPills: '/pildorasformativas',
  register: '/registrar',
  verification: '/verificacion',
  login: (type?: 'gestoria' | 'empresa') => (type ? `/acceso?${type}=true` : '/acceso'),
  passwordRecovery: '/recuperarcontrasena',
  passwordResetRequest: '/resetpassword',
  passwordResetConfirm: (username?: string) =>
    username ? `/reset-password/confirm?username=${encodeURIComponent(username)}` : '/reset-password/confirm',
  notFound: '/not-found',
  agency: { home: '/iniciogestora' },
  company: { home: '/inicioempresa' },
  backoffice: {
    superadminHome: '/iniciosuperadmin',
    workerHome: '/worker-inicio',
    renewals: '/renovacionesadmin',
    outbox: '/mensajes',
  },
} as const;
