import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import forge from 'node-forge';

/** What signs a pass: the Pass Type ID certificate and key, Apple's WWDR intermediate, and the ids pass.json names. */
export interface AppleSigner {
  certificate: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
  wwdr: forge.pki.Certificate;
  passTypeIdentifier: string;
  teamIdentifier: string;
  /** True for the generated demo certificate: Wallet on a device rejects such a pass, the pass says so. */
  demo: boolean;
}

export type WalletEnv = Record<string, string | undefined>;

/** A PEM given inline (`-----BEGIN …`, `\n` escapes allowed for one-line env files) or as a file path. */
export function pemFrom(value: string): string {
  if (value.trimStart().startsWith('-----BEGIN')) return value.replace(/\\n/g, '\n');
  return readFileSync(value, 'utf8');
}

function fromEnv(env: WalletEnv): AppleSigner | null {
  const { WALLET_APPLE_CERT, WALLET_APPLE_KEY, WALLET_APPLE_WWDR, WALLET_APPLE_PASS_TYPE_ID, WALLET_APPLE_TEAM_ID } = env;
  if (!WALLET_APPLE_CERT || !WALLET_APPLE_KEY || !WALLET_APPLE_WWDR || !WALLET_APPLE_PASS_TYPE_ID || !WALLET_APPLE_TEAM_ID) return null;
  const keyPem = pemFrom(WALLET_APPLE_KEY);
  const passphrase = env.WALLET_APPLE_KEY_PASSPHRASE;
  const key = (passphrase ? forge.pki.decryptRsaPrivateKey(keyPem, passphrase) : forge.pki.privateKeyFromPem(keyPem)) as forge.pki.rsa.PrivateKey | null;
  if (!key) throw new Error('WALLET_APPLE_KEY: cannot read the private key (wrong WALLET_APPLE_KEY_PASSPHRASE?)');
  return {
    certificate: forge.pki.certificateFromPem(pemFrom(WALLET_APPLE_CERT)), key, wwdr: forge.pki.certificateFromPem(pemFrom(WALLET_APPLE_WWDR)),
    passTypeIdentifier: WALLET_APPLE_PASS_TYPE_ID, teamIdentifier: WALLET_APPLE_TEAM_ID, demo: false,
  };
}

function rsaKeys() {
  // node:crypto generates the key in native code (forge's JS keygen takes seconds).
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()) as forge.pki.rsa.PrivateKey,
    publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
  };
}

function certificate(subject: string, serial: string, publicKey: forge.pki.PublicKey, issuer: forge.pki.CertificateField[], signKey: forge.pki.rsa.PrivateKey, ca: boolean, now: Date) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date(now.getTime() - 86_400_000);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 86_400_000);
  cert.setSubject([{ name: 'commonName', value: subject }, { name: 'organizationName', value: 'Museum Shop DEMO' }]);
  cert.setIssuer(issuer);
  cert.setExtensions([{ name: 'basicConstraints', cA: ca }, { name: 'keyUsage', digitalSignature: true, keyCertSign: ca }]);
  cert.sign(signKey, forge.md.sha256.create());
  return cert;
}

/**
 * The demo signer: a generated "WWDR" CA and a Pass Type ID certificate it issued, so the demo
 * produces complete, verifiable passes without the operator's Apple account. Generated once per
 * process and kept in memory only: nothing secret is written to disk.
 */
export function createDemoSigner(now: Date): AppleSigner {
  const ca = rsaKeys();
  const caName = [{ name: 'commonName', value: 'Museum Shop DEMO Wallet CA (not Apple)' }, { name: 'organizationName', value: 'Museum Shop DEMO' }];
  const wwdr = certificate('Museum Shop DEMO Wallet CA (not Apple)', '01', ca.publicKey, caName, ca.privateKey, true, now);
  const signer = rsaKeys();
  const passTypeIdentifier = 'pass.example.museum-shop.demo';
  const cert = certificate(`Pass Type ID: ${passTypeIdentifier} (DEMO)`, '02', signer.publicKey, wwdr.subject.attributes, ca.privateKey, false, now);
  return { certificate: cert, key: signer.privateKey, wwdr, passTypeIdentifier, teamIdentifier: 'DEMO000000', demo: true };
}

let cached: { source: string; signer: AppleSigner } | undefined;

/**
 * The operator's certificate from the WALLET_APPLE_* variables (README, configuration), else the
 * demo signer. Read when first needed and kept while the variables stay the same.
 */
export function appleSigner(now: Date, env: WalletEnv = process.env): AppleSigner {
  const source = ['CERT', 'KEY', 'KEY_PASSPHRASE', 'WWDR', 'PASS_TYPE_ID', 'TEAM_ID'].map((name) => env[`WALLET_APPLE_${name}`] ?? '').join('\0');
  if (cached?.source !== source) cached = { source, signer: fromEnv(env) ?? createDemoSigner(now) };
  return cached.signer;
}
