/** Every URL of the app, built in one place. */
export const paths = {
  landing: '/',
  login: (type?: 'gestoria' | 'empresa') => (type ? `/acceso?${type}=true` : '/acceso'),
  passwordRecovery: '/recuperarcontrasena',
  cookiePolicy: '/politica-cookies',
  notFound: '/not-found',
  agency: { home: '/iniciogestora' },
  company: { home: '/inicioempresa' },
  backoffice: {
    superadminHome: '/iniciosuperadmin',
    workerHome: '/worker-inicio',
    renewals: '/renovacionesadmin',
  },
} as const;
