import crypto from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

const sha256 = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');
/** A 32-bit big-endian number, as authenticator data writes its signature counter. */
const uint32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

/** Authenticator data flags: user present, user verified, attested credential data included. */
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED = 0x40;

/**
 * A passkey authenticator in software, for API tests (the browser tests use Chromium's virtual
 * authenticator): one P-256 key, answering the site's creation and request options as a browser
 * on `origin` would, with "none" attestation. What an attacker with a copied cookie could script.
 */
export function softwareAuthenticator(origin: string) {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = crypto.randomBytes(16);
  let userHandle = '';
  let counter = 0;

  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id: b64url(credentialId),

    /** navigator.credentials.create() answered, as @simplewebauthn/browser's startRegistration sends it. */
    create(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
      userHandle = options.user.id;
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(options.rp.id ?? new URL(origin).hostname),
        Buffer.from([USER_PRESENT | USER_VERIFIED | ATTESTED]),
        uint32(counter),
        Buffer.alloc(16), // AAGUID: none
        length,
        credentialId,
        Buffer.from(isoCBOR.encode(coseKey)),
      ]);
      const attestation = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, never>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, never>()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(Buffer.from(attestation)),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },

    /** navigator.credentials.get() answered, as startAuthentication sends it. */
    get(options: PublicKeyCredentialRequestOptionsJSON): AuthenticationResponseJSON {
      counter += 1;
      const data = clientData('webauthn.get', options.challenge);
      const authData = Buffer.concat([
        sha256(options.rpId ?? new URL(origin).hostname),
        Buffer.from([USER_PRESENT | USER_VERIFIED]),
        uint32(counter),
      ]);
      const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}

export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>;
