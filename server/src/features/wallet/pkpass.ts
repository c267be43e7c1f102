import { createHash } from 'node:crypto';
import forge from 'node-forge';
import type { AppleSigner } from './apple-certificates';
import { writeZip, type ZipEntry } from './zip';

/**
 * The detached PKCS#7 signature over manifest.json that Wallet checks: signed with the Pass Type
 * ID key, carrying that certificate and the WWDR intermediate, signing time from the server clock.
 * @see https://developer.apple.com/documentation/walletpasses/building-a-pass (Sign the pass)
 */
function signManifest(manifest: Buffer, signer: AppleSigner, now: Date): Buffer {
  const p7 = forge.pkcs7.createSignedData();
  p7.content = forge.util.createBuffer(manifest.toString('binary'));
  p7.addCertificate(signer.certificate);
  p7.addCertificate(signer.wwdr);
  p7.addSigner({
    key: signer.key, certificate: signer.certificate, digestAlgorithm: forge.pki.oids.sha256!,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType!, value: forge.pki.oids.data },
      { type: forge.pki.oids.messageDigest! },
      // forge's typings say string, its encoder takes the Date.
      { type: forge.pki.oids.signingTime!, value: now as unknown as string },
    ],
  });
  p7.sign({ detached: true });
  return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
}

/**
 * A .pkpass: pass.json, the images (pass-images.ts), manifest.json (SHA-1 of every file, as Wallet
 * requires) and its signature, zipped.
 */
export function buildPkpass(passJson: object, images: ZipEntry[], signer: AppleSigner, now: Date): Buffer {
  const files: ZipEntry[] = [{ name: 'pass.json', data: Buffer.from(JSON.stringify(passJson, null, 2)) }, ...images];
  const manifest = Buffer.from(JSON.stringify(Object.fromEntries(files.map(({ name, data }) => [name, createHash('sha1').update(data).digest('hex')]))));
  return writeZip([...files, { name: 'manifest.json', data: manifest }, { name: 'signature', data: signManifest(manifest, signer, now) }]);
}
