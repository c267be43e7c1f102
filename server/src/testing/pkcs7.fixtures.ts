import { createHash, verify } from 'node:crypto';
import forge from 'node-forge';

const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';

/**
 * Test-only: checks a detached PKCS#7 (CMS) signature the way a verifier does, since node-forge
 * signs but cannot verify: the signed attributes' message digest must be SHA-256 of `content`,
 * and the signature over those attributes (re-tagged as a DER SET) must verify with `certificatePem`,
 * which must also be the certificate the signature carries for its signer.
 */
export function verifyDetachedSignature(signature: Buffer, content: Buffer, certificatePem: string): { certificates: forge.pki.Certificate[] } {
  const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(signature.toString('binary'))) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { signerInfos: forge.asn1.Asn1[] };
  };
  const signerInfo = message.rawCapture.signerInfos[0]!.value as forge.asn1.Asn1[];
  const attributes = signerInfo.find((node) => node.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && node.type === 0)!;
  const signatureValue = signerInfo.at(-1)!;
  let digest: string | undefined;
  for (const attribute of attributes.value as forge.asn1.Asn1[]) {
    const [oid, values] = attribute.value as forge.asn1.Asn1[];
    if (forge.asn1.derToOid(oid!.value as string) === MESSAGE_DIGEST) digest = ((values!.value as forge.asn1.Asn1[])[0]!.value as string);
  }
  if (digest === undefined) throw new Error('no message digest attribute');
  if (Buffer.from(digest, 'binary').toString('hex') !== createHash('sha256').update(content).digest('hex')) throw new Error('message digest does not match the content');
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes.value as forge.asn1.Asn1[]);
  const signed = Buffer.from(forge.asn1.toDer(set).getBytes(), 'binary');
  if (!verify('sha256', signed, certificatePem, Buffer.from(signatureValue.value as string, 'binary'))) throw new Error('signature does not verify');
  return { certificates: message.certificates };
}
