import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test push service's TLS certificate and key (PEM files), or '' when none could be made. */
    pushTls: { certPath: string; keyPath: string };
  }
}

// The test push service (push-service.ts) speaks https like a real one, with a certificate made
// here for localhost and 127.0.0.1. The server under test must trust it the way an operator would
// make Node trust a private CA: NODE_EXTRA_CA_CERTS, which Node reads only when a process starts.
// So global-setup makes it once, before vitest forks its workers, and sets the variable they inherit
// (keeping any bundle already named there).

export function preparePushCertificate(project: TestProject): void {
  const dir = mkdtempSync(join(tmpdir(), 'quickbite-push-tls-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const certPath = join(dir, 'cert.pem');
  const keyPath = join(dir, 'key.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        keyPath,
        '-out',
        certPath,
      ],
      { stdio: 'ignore' },
    );
  } catch {
    // The push tests say what is missing; the rest of the suite runs.
    project.provide('pushTls', { certPath: '', keyPath: '' });
    return;
  }
  const existing = process.env.NODE_EXTRA_CA_CERTS;
  const bundle = join(dir, 'extra-ca-certs.pem');
  writeFileSync(
    bundle,
    [existing ? readFileSync(existing, 'utf8') : '', readFileSync(certPath, 'utf8')].join('\n'),
  );
  process.env.NODE_EXTRA_CA_CERTS = bundle;
  project.provide('pushTls', { certPath, keyPath });
}
