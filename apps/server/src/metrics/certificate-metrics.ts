import forge from 'node-forge';
import { Gauge, Registry } from 'prom-client';
import type { Config } from '../config.js';
import { certificateDaysLeft } from '../lib/certificates.js';

/** The configuration that holds the certificates whose expiry is watched. */
export type WatchedCertificates = Pick<Config, 'seal' | 'verifactu' | 'tsaTls'>;

/**
 * `cumplia_certificate_days_left{certificate="seal"|"aeat"|"tsa"}`: whole days until the sealing certificate, the
 * AEAT client certificate and the TSA client certificate (when one is configured) expire, read at each scrape. The
 * alert `CumpliaCertificateExpiring` fires below 30 days.
 */
export function certificateMetrics(config: WatchedCertificates, now: () => Date): Registry {
  const registry = new Registry();
  const certificates = trackedCertificates(config);
  new Gauge({
    name: 'cumplia_certificate_days_left',
    help: 'Whole days until the certificate expires (negative once expired)',
    labelNames: ['certificate'],
    registers: [registry],
    collect() {
      for (const { name, certificate } of certificates) {
        this.set({ certificate: name }, certificateDaysLeft(certificate, now()));
      }
    },
  });
  return registry;
}

/**
 * The certificates whose expiry is watched: the sealing certificate, the AEAT client's and, when a TSA asks for
 * one, the TSA client's (the first of each chain).
 */
const trackedCertificates = (config: WatchedCertificates) => [
  { name: 'seal', certificate: config.seal.certificate },
  { name: 'aeat', certificate: forge.pki.certificateFromPem(config.verifactu.client.certPem) },
  ...(config.tsaTls?.certPem
    ? [{ name: 'tsa', certificate: forge.pki.certificateFromPem(config.tsaTls.certPem) }]
    : []),
];

/** The certificates with fewer than `days` left: a start logs a warning for each (the alert says it too). */
export function certificatesExpiringWithin(config: WatchedCertificates, now: Date, days = 30) {
  return trackedCertificates(config)
    .map(({ name, certificate }) => ({ name, daysLeft: certificateDaysLeft(certificate, now) }))
    .filter((entry) => entry.daysLeft < days);
}

/** Logs a warning at start for each certificate that expires within 30 days. */
export function warnOfExpiringCertificates(
  config: WatchedCertificates,
  log: { warn(details: object, message: string): void },
) {
  for (const { name, daysLeft } of certificatesExpiringWithin(config, new Date())) {
    log.warn(
      { certificate: name, daysLeft },
      'certificate expires soon: renew it (docs/operations.md, "Renewing a certificate")',
    );
  }
}
